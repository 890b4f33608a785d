// One field's messages, as the form's own validation would give them, for the
// check while its keys wait for rjsf (FormLink.check, src/form/form-model.ts).
import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { FormData } from '../../form/form-model';

/** What ajv reports, as far as the filter reads it. */
interface RawError {
  instancePath: string;
  params: { missingProperty?: string; errors?: { params?: { missingProperty?: string } }[] };
}

/**
 * Whether a raw error can land under the top-level field `name` (a string: see
 * typedField): an error of its value, or the root's `required` for it (ajv's own,
 * or the ajv-errors message that wraps it, which placeRequiredErrors moves onto the field).
 */
function isAbout(name: string, e: RawError): boolean {
  if (e.instancePath === `/${name}`) return true;
  if (e.instancePath !== '') return false;
  return e.params.missingProperty === name || e.params.errors?.[0]?.params?.missingProperty === name;
}

export interface FieldCheck {
  validator: ValidatorType;
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
  customValidate: CustomValidator | undefined;
  transformErrors: ErrorTransformer;
}

/**
 * The messages `name` shows when the form holds `data`. rjsf's validateFormData
 * turns every raw error of the form into an RJSF error, then into the error
 * schema; on a form still mostly empty that work is mostly the other fields'
 * `required`, and it was most of a keystroke's check. The same call over only
 * the raw errors that can land under `name` gives `name` the same messages
 * (tests/properties/step-fields.test.ts compares both on every field of every step).
 * customValidate still sees the whole form.
 */
export function fieldMessages(check: FieldCheck, name: string, data: FormData): string[] {
  const { validator } = check;
  const onlyAbout: ValidatorType = Object.create(validator, {
    rawValidation: {
      value: (schema: RJSFSchema, formData?: unknown) => {
        const raw = validator.rawValidation<RawError>(schema, formData);
        return { ...raw, errors: raw.errors?.filter((e) => isAbout(name, e)) };
      },
    },
  });
  const { errorSchema } = onlyAbout.validateFormData(
    data,
    check.schema,
    check.customValidate,
    check.transformErrors,
    check.uiSchema,
  );
  const at = (errorSchema as Record<string, { __errors?: unknown[] } | undefined>)[name]?.__errors ?? [];
  return at.filter((e): e is string => typeof e === 'string' && e.length > 0);
}

/**
 * The check a key gets at once: a top-level text field's messages, or null when
 * only the whole form can tell (another type, no schema yet, a check that throws:
 * the field then hears of every key, as rjsf would).
 */
export function checkField(check: FieldCheck | undefined, name: string, data: FormData): string[] | null {
  const property = check?.schema.properties?.[name];
  if (!check || typeof property !== 'object' || property.type !== 'string') return null;
  try {
    // As rjsf does: a JSON round trip drops the fields left empty (undefined).
    return fieldMessages(check, name, JSON.parse(JSON.stringify(data)) as FormData);
  } catch {
    return null;
  }
}
