import type { ErrorTransformer } from '@rjsf/utils';

/**
 * ajv-errors reports an object-level `required` message once, on the form
 * root; RJSF would show it only in a top list. Move each onto its field so the
 * message sits under the control it is about.
 */
export const placeRequiredErrors: ErrorTransformer = (errors) =>
  errors.map((e) => {
    const inner = (e.params as { errors?: { keyword: string; params: { missingProperty: string } }[] } | undefined)
      ?.errors?.[0];
    if (e.name !== 'errorMessage' || inner?.keyword !== 'required') return e;
    const base = e.property && e.property !== '.' ? e.property : '';
    return {
      ...e,
      property: `${base}.${inner.params.missingProperty}`,
      stack: e.message ?? e.stack,
    };
  });
