import { useCallback } from 'react';
import { identifyAnonymous } from '../adapters/analytics';
import { readSession } from '../adapters/session';
import { isUnshown } from '../calls/call-state';
import type { Run } from '../calls/run';
import { randomId } from '../domain/uuid';
import { type Flow, useFlow } from './flow-context';
import { userIdOf, userTarget } from './use-route-by-user';
import { useRun } from './use-run';

/**
 * After the phone is verified: a 404 on the lookup is a new applicant (lead
 * assignment, then 'Sobre ti' or the lead's redirection_url); an existing user
 * is routed by next_step and status. Resolves to whether the person was sent on
 * (a route or another site), so a tap guard can keep the taps out until then.
 * The start screen loads this module with its code view: it is not part of the
 * first screen's bytes.
 */
export async function routeAfterLogin(flow: Flow, run: Run, phone: string, anonymousId: string): Promise<boolean> {
  // The phone is verified: usage analytics now know the person by the spec's deterministic id.
  identifyAnonymous(anonymousId);
  const lookup = await run('getUserByPhone', { phone_number: phone, anonymous_id: anonymousId });
  if (!lookup.ok) return false;
  if (lookup.data === null) {
    const now = new Date().toISOString();
    const lead = await run(
      'assignLead',
      {
        lead_id: randomId(),
        lead_type: 'INTERNAL',
        shopkeeper_phone: phone,
        utm_source: readSession('utm_source') ?? '',
        utm_medium: readSession('utm_medium') ?? '',
        utm_campaign: readSession('utm_campaign') ?? '',
        created_at: now,
        updated_at: now,
      },
      // The lead is the sales team's hand-off; the registration does not need it. A failed
      // one, a 422 of the operations service too, is kept in its slice and reported, and the
      // applicant goes on to 'Sobre ti' (retrying would mean checking the code again).
      { unshown: () => true },
    );
    if (!lead.ok && !isUnshown(lead.error)) return false;
    if (lead.ok && lead.data?.redirection_url) window.location.assign(lead.data.redirection_url);
    else flow.go(flow.manifest.routing.newUser, { params: { phoneNumber: phone } });
    return true;
  }
  const found = await userTarget(flow, run, phone, userIdOf(lookup.data), { type: lookup.data.user_type ?? 'SK' });
  found?.go();
  return Boolean(found);
}

/** routeAfterLogin for the step on screen. */
export function useRouteAfterLogin() {
  const flow = useFlow();
  const run = useRun();
  return useCallback(
    (phone: string, anonymousId: string) => routeAfterLogin(flow, run, phone, anonymousId),
    [run, flow],
  );
}
