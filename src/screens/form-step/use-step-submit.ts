// What 'Continuar' does on a form step: a behaviour's redirect, else the step's
// submit (once: a double tap sends once), then where the manifest goes next.
import { useRef, useState } from 'react';
import type { FormStep as FormStepSpec } from '../../engine/types';
import type { FormBehaviour, FormCtx } from '../../form/form-types';
import type { FormData } from '../../form/form-values';
import { submits } from '../../submits/registry';
import { useFlow } from '../flow-context';
import { useUserTarget } from '../use-route-by-user';
import { clearDraft } from './draft';

export function useStepSubmit(step: FormStepSpec, named: FormBehaviour[], ctx: FormCtx) {
  const flow = useFlow();
  const userTarget = useUserTarget();
  const busy = useRef(false);
  const [saving, setSaving] = useState(false);
  // The answers the server has accepted on this visit, and for which user.
  const saved = useRef<{ answers: string; userId: string } | null>(null);

  async function submit(data: FormData) {
    if (busy.current) return; // a double tap sends once
    busy.current = true;
    setSaving(true);
    try {
      for (const b of named) {
        const away = b.redirect?.(data, ctx);
        if (away) return flow.go(flow.exit(away));
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
      await next(userId);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  async function next(userId: string) {
    const phone = flow.params.phoneNumber ?? '';
    const then = step.then;
    if (then === 'routeByUserState') return (await userTarget(phone, userId))?.go();
    if ('byUserField' in then) {
      const found = await userTarget(phone, userId);
      if (!found) return;
      const value = then.byUserField
        .split('.')
        .reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], found.user);
      const target = then.cases[String(value)] ?? then.cases['*'];
      if (target) flow.go(target, { params: { user_id: userId } });
      return;
    }
    if ('navigate' in then) flow.go(then.navigate, { params: { user_id: userId } });
  }

  return { saving, submit };
}
