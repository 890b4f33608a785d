// @vitest-environment node
// Every field of every form step, under every country profile, takes hostile
// input (property tests): the validator never throws, never hangs, and every
// message a field shows is one of the Spanish messages written in the step's
// schema (never an ajv default such as 'must match pattern').
//
// Steps and fields come from the manifest and the compiled schemas, so a new
// step or field is fed hostile input without touching this file; it only needs
// a valid sample below (a test fails, naming it, until it has one).
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { behaviours } from '../../src/behaviours/registry';
import { type Country, countries } from '../../src/config/country';
import { manifest } from '../../src/engine/manifest';
import type { FormStep } from '../../src/engine/types';
import type { FormData } from '../../src/form/form-model';
import type { FormBehaviour } from '../../src/form/form-types';
import { placeRequiredErrors } from '../../src/form/place-errors';
import { fieldMessages } from '../../src/screens/form-step/field-messages';
import { loadStep } from '../../src/screens/form-step/load-step';
import { examplesThen, HOSTILE_SAMPLES, hostileString, RUNS, timed } from './hostile';

/** One valid value per field, whatever step it is on: the 'others valid' background. */
function validSample(country: Country): FormData {
  return {
    names: 'Ana María',
    first_lastname: 'López',
    second_lastname: 'Núñez',
    day: 12,
    month: 5,
    year: 1990,
    time_here: 2,
    civil_status: 'SINGLE',
    rfc: country.generateTaxId ? 'LONA900512AB1' : '00112345678',
    confirm: true,
    shop_name: 'Abarrotes Ana',
    shop_age: 3,
    business_type: 'Otros',
    other_businessType: 'Papeleria 2',
    average_sale: 2,
    zip_code: '06700',
    neighborhood: 'Roma Norte',
    state: 'Ciudad de México',
    city: 'Cuauhtémoc',
    street_name: 'Calle 5',
    street_number: '12',
    apartment_number: '3B',
    password: '246810',
    password_confirmation: '246810',
  };
}

/** A generous bound: one validation takes well under a millisecond; a regex that backtracks takes seconds. */
const MAX_MS = 250;

interface Loaded {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
}

interface StepCase {
  country: Country;
  stepId: string;
  step: FormStep;
  loaded: Loaded;
  fields: string[];
}

const formSteps = Object.entries(manifest.steps).filter((e): e is [string, FormStep] => e[1].kind === 'form');
const cases: StepCase[] = await Promise.all(
  Object.values(countries).flatMap((country) =>
    formSteps.map(async ([stepId, step]) => {
      const loaded = await loadStep(country.code, step.schema);
      return { country, stepId, step, loaded, fields: Object.keys(loaded.schema.properties ?? {}) };
    }),
  ),
);

/** Every message written in a schema's errorMessage keywords (country values already resolved). */
function authoredMessages(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const v of node) authoredMessages(v, found);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k === 'errorMessage') collectStrings(v, found);
      else authoredMessages(v, found);
    }
  return found;
}

function collectStrings(node: unknown, found: Set<string>): void {
  if (typeof node === 'string') found.add(node);
  else if (node && typeof node === 'object') for (const v of Object.values(node)) collectStrings(v, found);
}

/** The step's customValidate, as the form step takes it: the first of its behaviours that has one. */
function customValidateOf(c: StepCase) {
  const named = (c.step.behaviours ?? []).map((n) => behaviours[n]).filter((b): b is FormBehaviour => Boolean(b));
  return named.find((b) => b.validate)?.validate;
}

/**
 * What the form step does on each change (src/screens/form-step/form-step.tsx):
 * rjsf's Form validates a JSON copy of the data with the step's precompiled
 * validator, the behaviours' customValidate and placeRequiredErrors; each field
 * then shows the strings under its key in the error schema.
 */
function validateAsTheStep(c: StepCase, data: FormData) {
  const customValidate = customValidateOf(c);
  const copy = JSON.parse(JSON.stringify(data)) as FormData;
  const { value, ms } = timed(
    () =>
      c.loaded.validator.validateFormData(
        copy,
        c.loaded.schema,
        customValidate,
        placeRequiredErrors,
        c.loaded.uiSchema,
      ),
    MAX_MS,
  );
  return { ...value, ms };
}

/** The field's own check while its keys wait for rjsf (src/form/form-model.ts), with the step's rules. */
function fieldCheck(c: StepCase, field: string, data: FormData) {
  const { validator, schema, uiSchema } = c.loaded;
  const check = {
    validator,
    schema,
    uiSchema,
    customValidate: customValidateOf(c),
    transformErrors: placeRequiredErrors,
  };
  return fieldMessages(check, field, JSON.parse(JSON.stringify(data)) as FormData);
}

function shownMessages(errorSchema: ErrorSchema, field: string): unknown[] {
  const node = (errorSchema as Record<string, { __errors?: unknown[] } | undefined>)[field];
  return node?.__errors ?? [];
}

const label = (c: StepCase) => `${c.country.code} ${c.stepId}`;

describe('hostile input in every form field', () => {
  it('finds the form steps of both country profiles', () => {
    expect(Object.keys(countries).sort()).toEqual(expect.arrayContaining(['do', 'mx']));
    expect(formSteps.length).toBeGreaterThan(0);
    expect(cases.length).toBe(formSteps.length * Object.keys(countries).length);
  });

  it('has a valid sample for every field of every step (the background of the others-valid runs)', () => {
    const missing = cases.flatMap((c) =>
      c.fields.filter((f) => !(f in validSample(c.country))).map((f) => `${label(c)}.${f}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(cases.map((c) => [label(c), c] as const))('%s: the valid sample passes', (_, c) => {
    const { errors } = validateAsTheStep(c, validSample(c.country));
    expect(errors).toEqual([]);
  });

  const fieldCases = cases.flatMap((c) => c.fields.map((field) => [`${label(c)}.${field}`, c, field] as const));
  it.each(fieldCases)('%s: no throw, no hang, only Spanish messages', (_, c, field) => {
    const spanish = authoredMessages(c.loaded.schema);
    fc.assert(
      fc.property(hostileString, fc.boolean(), (value, othersValid) => {
        const data = othersValid ? { ...validSample(c.country), [field]: value } : { [field]: value };
        const { errors, errorSchema, ms } = validateAsTheStep(c, data);
        const problems: string[] = [];
        if (ms >= MAX_MS) problems.push(`validation took ${Math.round(ms)} ms`);
        for (const f of c.fields)
          for (const m of shownMessages(errorSchema, f))
            if (typeof m !== 'string' || !spanish.has(m))
              problems.push(`${f}: ${JSON.stringify(m)} is not one of the schema's messages`);
        // A field that is rejected says why: no error stays without a shown message.
        for (const e of errors) {
          const f = (e.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
          if (c.fields.includes(f) && shownMessages(errorSchema, f).length === 0)
            problems.push(`${f} rejected silently`);
        }
        expect(problems).toEqual([]);
      }),
      // Every named sample among valid values, then random ones in both modes.
      examplesThen(
        HOSTILE_SAMPLES.map((s): [string, boolean] => [s, true]),
        RUNS.slow,
      ),
    );
  });

  // While keys wait for a pause in typing, the field checks itself over only the
  // errors about it: it must show what the whole form's validation would.
  it.each(fieldCases)('%s: its check while typing shows what the whole form would', (_, c, field) => {
    fc.assert(
      // undefined: a field emptied again (rjsf's emptyValue), whose message is the required one.
      fc.property(fc.option(hostileString, { nil: undefined }), fc.boolean(), (value, othersValid) => {
        const data = othersValid ? { ...validSample(c.country), [field]: value } : { [field]: value };
        expect(fieldCheck(c, field, data)).toEqual(shownMessages(validateAsTheStep(c, data).errorSchema, field));
      }),
      examplesThen(
        [undefined, ...HOSTILE_SAMPLES].map((s): [string | undefined, boolean] => [s, false]),
        RUNS.slow,
      ),
    );
  });
});
