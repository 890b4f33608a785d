// What 'Continuar' does on a form step: a behaviour's redirect, else the step's
// submit (once: a double tap sends once, see useOnce), then where the manifest goes next.
import { useRef, useState } from 'react';
import type { FormStep as FormStepSpec } from '../../engine/types';
import type { FormBehaviour, FormCtx } from '../../form/form-types';
import type { FormData } from '../../form/form-values';
import { submits } from '../../submits/registry';
import { useFlow } from '../flow-context';
import { LEFT, type RunOutcome, useOnce } from '../use-once';
import { useUserTarget } from '../use-route-by-user';
import { clearDraft } from './draft';

export function useStepSubmit(step: FormStepSpec, named: FormBehaviour[], ctx: FormCtx) {
  const flow = useFlow();
  const userTarget = useUserTarget();
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
      const save = submits[step.submit];
      if (!save) throw new Error(`Unknown submit ${step.submit}`);
      const result = await save(data, ctx);
      if (!result) return;
      userId = result.userId;
      saved.current = { answers, userId };
      clearDraft(flow.stepId);
    }
    return next(userId);
  }

  async function next(userId: string): Promise<RunOutcome> {
    const phone = flow.params.phoneNumber ?? '';
    const then = step.then;
    if (then === 'routeByUserState') {
      const found = await userTarget(phone, userId);
      found?.go();
      return found ? LEFT : undefined;
    }
    if ('byUserField' in then) {
      const found = await userTarget(phone, userId);
      if (!found) return;
      const value = then.byUserField
        .split('.')
        .reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], found.user);
      const target = then.cases[String(value)] ?? then.cases['*'];
      if (!target) return;
      flow.go(target, { params: { user_id: userId } });
      return LEFT;
    }
    if (!('navigate' in then)) return;
    flow.go(then.navigate, { params: { user_id: userId } });
    return LEFT;
  }

  return { saving, submit };
}
