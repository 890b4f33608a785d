// Runs a manifest action (a button's `action`): navigate, open a link or chat,
// go back, or call an operation and then run the next action.
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { track } from '../adapters/analytics';
import { chatUrl, openInNewWindow } from '../adapters/chat';
import { type OperationName, operations } from '../api/registry';
import { run } from '../calls/run';
import type { Action, Button } from '../engine/types';
import { useFlow } from './flow-context';

export function useButtonAction() {
  const flow = useFlow();
  const navigate = useNavigate();
  const busy = useRef(false);

  async function perform(action: Action): Promise<void> {
    if ('navigate' in action) return flow.go(action.navigate);
    if ('back' in action) return void navigate(-1);
    if ('chat' in action) return openInNewWindow(chatUrl(flow.country.supportChatNumber, flow.t(action.chat)));
    if ('href' in action) {
      const url = flow.t(action.href);
      if (action.newWindow) return openInNewWindow(url);
      return action.replace ? window.location.replace(url) : window.location.assign(url);
    }
    const name = action.operation as OperationName;
    if (!operations[name]) throw new Error(`Unknown operation ${action.operation}`);
    const args = Object.fromEntries(Object.entries(action.args ?? {}).map(([k, v]) => [k, flow.t(v)]));
    // The manifest names the operation and its arguments as data: checked by flows:check, not the compiler.
    const ok = await (run as (n: OperationName, input: unknown) => Promise<{ ok: boolean }>)(name, args);
    if (ok.ok) await perform(action.then);
  }

  /** One tap, one run: a second tap while the first runs is ignored. */
  return async (button: Button) => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (button.track) track(button.track);
      await perform(button.action);
    } finally {
      busy.current = false;
    }
  };
}
