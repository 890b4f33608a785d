import { useCallback } from 'react';
import type { Run } from '../calls/run';
import { targetForUser, type UserState, userValues } from '../engine/next-step';
import type { Target } from '../engine/types';
import { type Flow, useFlow } from './flow-context';
import { useRun } from './use-run';

/** The id the routes use for a user (`id`, else `user_id`). */
export function userIdOf(user: UserState): string {
  return String(user.id ?? user.user_id ?? '');
}

/**
 * Refetches the user detail and returns where the manifest's tables send them
 * (null when the call failed and the error modal shows). The caller navigates.
 */
export async function userTarget(
  flow: Flow,
  run: Run,
  phone: string,
  userId: string,
  opts: { waiting?: boolean; type?: string } = {},
) {
  const r = await run('getUserDetail', { type: opts.type ?? 'SK', id: userId });
  if (!r.ok) return null;
  const user = r.data as UserState;
  const target: Target = targetForUser(flow.manifest.routing, user, opts.waiting);
  const ctx = {
    params: { phoneNumber: phone, user_id: userIdOf(user) || userId },
    values: userValues(user),
  };
  return { user, target, href: flow.href(target, ctx), go: () => flow.go(target, ctx) };
}

/** userTarget for the step on screen. */
export function useUserTarget() {
  const flow = useFlow();
  const run = useRun();
  return useCallback(
    (phone: string, userId: string, opts?: { waiting?: boolean; type?: string }) =>
      userTarget(flow, run, phone, userId, opts),
    [run, flow],
  );
}
