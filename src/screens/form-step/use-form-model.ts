// The form step's model (src/form/form-model.ts) and what reads it: the draft, the
// behaviours, and the link to the form rjsf draws.
import type Form from '@rjsf/core';
import type { CustomValidator, ErrorTransformer, UiSchema } from '@rjsf/utils';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type FormData, type FormModel, formModel } from '../../form/form-model';
import type { FormBehaviour, FormCtx } from '../../form/form-types';
import { readDraft, writeDraft } from './draft';
import { checkField } from './field-messages';
import type { LoadedStep } from './load-step';

/**
 * The model, started from the behaviours' starting values and the draft over them;
 * every change is kept in the draft (secret fields never).
 */
export function useFormModel(stepId: string, named: FormBehaviour[], ctx: FormCtx): FormModel {
  const [model] = useState(() =>
    formModel({
      ...Object.assign({}, ...named.map((b) => b.initial?.(ctx) ?? {})),
      ...readDraft(stepId),
    }),
  );
  useEffect(() => {
    const secret = named.flatMap((b) => b.secret ?? []);
    return model.data.subscribe((data) => writeDraft(stepId, data, secret));
  }, [model, stepId, named]);
  return model;
}

/**
 * Behaviours see every change of the model, each key included, and the starting values
 * as a change too (a prefilled zip is looked up) once the form is drawn to take what
 * they set. What they return is set in the model, which they see again as a change.
 */
export function useBehaviours(model: FormModel, named: FormBehaviour[], ctx: FormCtx, drawn: boolean) {
  const latest = useRef(ctx);
  latest.current = ctx;
  const started = useRef(false);
  useEffect(() => {
    if (!drawn) return;
    const react = (next: FormData, prev: FormData) => {
      for (const b of named) {
        if (!b.onChange) continue;
        // Set after the change is told to every reader, never inside it.
        void Promise.resolve(b.onChange(next, prev, latest.current)).then((patch) => patch && model.set(patch));
      }
    };
    if (!started.current) react(model.data.getState(), {});
    started.current = true;
    return model.data.subscribe(react);
  }, [model, named, drawn]);
}

/** What rjsf is given at the last render: the field checks use the same. */
interface DrawnWith {
  loaded: LoadedStep | undefined;
  uiSchema: UiSchema | undefined;
  customValidate: CustomValidator | undefined;
  transformErrors: ErrorTransformer;
}

/** Links the model to the form rjsf draws: the check of one field, and rjsf's own setFieldValue. */
export function useFormLink(model: FormModel, formRef: RefObject<Form | null>, drawn: DrawnWith) {
  useLayoutEffect(() => {
    const { loaded, uiSchema, customValidate, transformErrors } = drawn;
    const check = loaded && { ...loaded, uiSchema, customValidate, transformErrors };
    model.link({
      check: (name, data) => checkField(check, name, data),
      tell: (name, value) => formRef.current?.setFieldValue(name, value),
    });
  });
  useLayoutEffect(() => () => model.link(null), [model]);
}
