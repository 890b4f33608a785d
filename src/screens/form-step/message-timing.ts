// When a form step shows its messages: fields the person has left at least once
// show theirs as they type; the others wait for the first 'Continuar' (no red form
// before anything was typed). Refs, because rjsf reads transformErrors during its
// own submit.
import type Form from '@rjsf/core';
import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { type RefObject, useRef } from 'react';
import type { FormModel } from '../../form/form-model';
import { placeRequiredErrors } from '../../form/place-errors';

export function useMessageTiming(formRef: RefObject<Form | null>, model: FormModel) {
  const touched = useRef(new Set<string>());
  const attempted = useRef(false);
  const submitting = useRef(false);
  return {
    /** Capture runs before rjsf validates the submit: every message counts from then on. */
    onSubmitCapture: () => {
      attempted.current = true;
      submitting.current = true;
      // In the same event, so rjsf validates and submits what the inputs show.
      model.flush();
      // rjsf validates a submit within the event; after it, leaving a field never moves focus.
      setTimeout(() => {
        submitting.current = false;
      });
    },
    /** Focus the first invalid field after 'Continuar' only, never after leaving a field. */
    focusOnFirstError: (error: RJSFValidationError) => {
      if (!submitting.current) return;
      const control = document.getElementById(`root${(error.property ?? '').replaceAll('.', '_')}`);
      if (!control) return;
      // The whole field comes into view, its label with it: the browser's own scroll on
      // focus brings the box alone, and WebKit (Safari) leaves the label above the screen.
      control.focus({ preventScroll: true });
      (control.closest('.field') ?? control).scrollIntoView?.({ block: 'nearest' });
    },
    transformErrors: ((errors) =>
      shownErrors(placeRequiredErrors(errors), attempted.current, touched.current)) as ErrorTransformer,
    onBlur: (id: string) => {
      const field = fieldOf(id);
      if (touched.current.has(field)) return;
      touched.current.add(field);
      // Show the messages of the field just left (validateForm does not move focus: see below).
      setTimeout(() => formRef.current?.validateForm());
    },
  };
}

/** `root_password` → `password` (rjsf ids a top-level field as root_<key>). */
export function fieldOf(id: string): string {
  return id.replace(/^root_/, '');
}

/** Before the first 'Continuar', only the messages of fields already left. */
function shownErrors(errors: RJSFValidationError[], submitted: boolean, touched: ReadonlySet<string>) {
  if (submitted) return errors;
  return errors.filter((e) => touched.has((e.property ?? '').replace(/^\./, '').split('.')[0] ?? ''));
}
