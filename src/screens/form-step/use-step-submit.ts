// What 'Continuar' does on a form step: a behaviour's redirect, else the step's
// call with the payload its JSON declares (once: a double tap sends once, see
// useOnce), then where the manifest goes next.
import { useRef, useState } from 'react';
import { readSession, SESSION_KEYS } from '../../adapters/session';
import { resolveDeep } from '../../engine/copy';
import { buildPayload } from '../../engine/payload';
import type { FormStep as FormStepSpec } from '../../engine/types';
import { useFlow } from '../../flow/flow-context';
import { useAction } from '../../flow/use-action';
import { LEFT, type RunOutcome, useOnce } from '../../flow/use-once';
import type { FormData } from '../../form/form-model';
import type { FormBehaviour, FormCtx } from '../../form/form-types';
import { clearDraft } from './draft';

/** The session's values a payload may name (`{session.utm_source}`). */
const sessionValues = () => Object.fromEntries(SESSION_KEYS.map((key) => [key, readSession(key)]));

export function useStepSubmit(step: FormStepSpec, named: FormBehaviour[], ctx: FormCtx) {
  const flow = useFlow();
  const perform = useAction();
  const once = useOnce();
  const [saving, setSaving] = useState(false);
  // The answers the server has accepted on this visit, and for which user.
  const saved = useRef<{ answers: string; userId: string } | null>(null);

  function submit(data: FormData): Promise<void> {
    return once(async () => {
      setSaving(true);
      let outcome: RunOutcome;
      try {
        outcome = await saveAndGo(data);
      } finally {
        // Left for the next step: 'Continuar' stays busy until this step is gone.
        if (outcome !== LEFT) setSaving(false);
      }
      return outcome;
    });
  }

  async function saveAndGo(data: FormData): Promise<RunOutcome> {
    for (const b of named) {
      const away = b.redirect?.(data, ctx);
      if (away) {
        flow.go(flow.exit(away));
        return LEFT;
      }
    }
    // The same answers already saved (only the routing after the save failed): route again, don't save again.
    const answers = JSON.stringify(data);
    let userId = saved.current?.answers === answers ? saved.current.userId : null;
    if (userId === null) {
      userId = await save(data);
      if (userId === null) return;
      saved.current = { answers, userId };
      clearDraft(flow.stepId);
    }
    return perform(step.then, { userId });
  }

  /** The step's call, with the payload its JSON declares (engine/payload.ts); the user id to route with, or null. */
  async function save(data: FormData): Promise<string | null> {
    const { operation, path = {}, payload } = step.submit;
    const values = { params: flow.params, session: sessionValues(), country: flow.country };
    const sent = buildPayload(payload, data, { values, taxIdCharacters: flow.country.taxIdCharacters });
    const input = { ...resolveDeep(path, values), body: sent };
    const r = await ctx.run(operation, input as never);
    if (!r.ok) return null;
    for (const b of named) b.saved?.(r.data, sent, ctx);
    const created = (r.data as { user_id?: unknown } | null)?.user_id;
    return String(created ?? flow.params.user_id ?? '');
  }

  return { saving, submit };
}
