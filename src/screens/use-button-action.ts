// Runs a manifest action (a button's `action`): navigate, open a link or chat,
// go back, or call an operation and then run the next action.
import { useNavigate } from 'react-router';
import { track } from '../adapters/analytics';
import { chatUrl, openInNewWindow } from '../adapters/chat';
import { type OperationName, operations } from '../api/registry';
import { run } from '../calls/run';
import type { Action, Button } from '../engine/types';
import { useFlow } from './flow-context';
import { LEFT, type RunOutcome, useOnce } from './use-once';

export function useButtonAction() {
  const flow = useFlow();
  const navigate = useNavigate();
  const once = useOnce();

  /** Resolves to LEFT when the action sent the person to another route or page. */
  async function perform(action: Action): Promise<RunOutcome> {
    if ('navigate' in action) {
      flow.go(action.navigate);
      return LEFT;
    }
    if ('back' in action) {
      void navigate(-1);
      return LEFT;
    }
    if ('chat' in action) return void openInNewWindow(chatUrl(flow.country.supportChatNumber, flow.t(action.chat)));
    if ('href' in action) {
      const url = flow.t(action.href);
      if (action.newWindow) return void openInNewWindow(url);
      if (action.replace) window.location.replace(url);
      else window.location.assign(url);
      return LEFT;
    }
    const name = action.operation as OperationName;
    if (!operations[name]) throw new Error(`Unknown operation ${action.operation}`);
    const args = Object.fromEntries(Object.entries(action.args ?? {}).map(([k, v]) => [k, flow.t(v)]));
    // The manifest names the operation and its arguments as data: checked by flows:check, not the compiler.
    const ok = await (run as (n: OperationName, input: unknown) => Promise<{ ok: boolean }>)(name, args);
    return ok.ok ? perform(action.then) : undefined;
  }

  /** One tap, one run (useOnce): a second tap while the first runs, or after it left, is ignored. */
  return (button: Button) =>
    once(() => {
      if (button.track) track(button.track);
      return perform(button.action);
    });
}
