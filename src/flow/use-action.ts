// What a step's JSON says to do next, run: a button's `action` (navigate, open a
// link or the chat, go back, or call an operation and then run the next action)
// and a form step's `then` after its call (the same actions, or routing by the
// user's state or by one of its fields). The one interpreter of both.
import { useNavigate } from 'react-router';
import { track } from '../adapters/analytics';
import { chatUrl, openInNewWindow } from '../adapters/chat';
import type { OperationName } from '../api/registry';
import { run } from '../calls/run';
import { valueAt } from '../engine/copy';
import type { Action, Button, FormStep } from '../engine/types';
import { useFlow } from './flow-context';
import { LEFT, type RunOutcome, useOnce } from './use-once';
import { useUserTarget } from './use-route-by-user';

/** A button's action, or a form step's `then`. */
export type Next = Action | FormStep['then'];

/** The user a form step's call saved (its id routes what follows). */
export interface Saved {
  userId: string;
}

export function useAction() {
  const flow = useFlow();
  const navigate = useNavigate();
  const userTarget = useUserTarget();

  /** Resolves to LEFT when the person was sent to another route or page. */
  async function perform(next: Next, saved?: Saved): Promise<RunOutcome> {
    const params = saved ? { user_id: saved.userId } : undefined;
    if (next === 'routeByUserState' || 'byUserField' in next) {
      const found = await userTarget(flow.params.phoneNumber ?? '', saved?.userId ?? flow.params.user_id ?? '');
      if (!found) return;
      if (next === 'routeByUserState') {
        found.go();
        return LEFT;
      }
      const target = next.cases[String(valueAt(found.user, next.byUserField))] ?? next.cases['*'];
      if (!target) return;
      flow.go(target, { params });
      return LEFT;
    }
    if ('navigate' in next) {
      flow.go(next.navigate, params && { params });
      return LEFT;
    }
    if ('back' in next) {
      void navigate(-1);
      return LEFT;
    }
    if ('chat' in next) return void openInNewWindow(chatUrl(flow.country.supportChatNumber, flow.t(next.chat)));
    if ('href' in next) {
      const url = flow.t(next.href);
      if (next.newWindow) return void openInNewWindow(url);
      if (next.replace) window.location.replace(url);
      else window.location.assign(url);
      return LEFT;
    }
    const args = Object.fromEntries(Object.entries(next.args ?? {}).map(([k, v]) => [k, flow.t(v)]));
    // The manifest names the operation and its arguments as data: checked by flows:check, not the compiler.
    const ok = await (run as (n: OperationName, input: unknown) => Promise<{ ok: boolean }>)(next.operation, args);
    return ok.ok ? perform(next.then, saved) : undefined;
  }

  return perform;
}

/** A button's action, one tap one run (useOnce): a second tap while the first runs, or after it left, is ignored. */
export function useButtonAction() {
  const perform = useAction();
  const once = useOnce();
  return (button: Button) =>
    once(() => {
      if (button.track) track(button.track);
      return perform(button.action);
    });
}
