// The form behaviours under hostile form values, links and stored data
// (property tests): no throw, and each keeps its promise whatever it is fed.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addressFromSearch, isLookupZip, serviceArea, zipLookup } from '../../src/behaviours/address';
import { birthDate } from '../../src/behaviours/birth-date';
import { passwordPair } from '../../src/behaviours/password-pair';
import { taxIdPrefill } from '../../src/behaviours/tax-id-prefill';
import { countryProfile } from '../../src/config/country';
import { RFC_PATTERN } from '../../src/domain/rfc/rfc';
import type { FormData } from '../../src/form/form-model';
import type { FormCtx } from '../../src/form/form-types';
import { loadStep } from '../../src/screens/form-step/load-step';
import { daysInMonth } from '../../src/widgets/birth-date/birth-date';
import { examplesThen, HOSTILE_SAMPLES, hostileString, RUNS } from './hostile';

const samples = HOSTILE_SAMPLES.map((s): [string] => [s]);
const profiles = fc.constantFrom(countryProfile('mx'), countryProfile('do'));

/** What a form value can be: typed text, a chosen number, or whatever an old draft held. */
const formValue: fc.Arbitrary<unknown> = fc.oneof(hostileString, fc.integer(), fc.double(), fc.jsonValue());

type Run = FormCtx['run'];

function ctx(over: Partial<FormCtx> = {}): FormCtx {
  const run = (async () => ({ ok: true, data: [] })) as unknown as Run;
  return { params: {}, query: new URLSearchParams(), country: countryProfile('mx'), catalogs: {}, run, ...over };
}

afterEach(() => sessionStorage.clear());

describe('birth date', () => {
  it('does not throw on a day that cannot be compared (found by this property on a random seed)', () => {
    expect(() => birthDate.onChange?.({ day: { toString: 0 }, month: 2 }, {}, ctx())).not.toThrow();
    expect(birthDate.onChange?.({ day: 30, month: 2 }, {}, ctx())).toEqual({ day: undefined });
  });

  it('clears a day the month lacks and keeps every day it has', () => {
    fc.assert(
      fc.property(formValue, formValue, (day, month) => {
        const patch = birthDate.onChange?.({ day, month }, {}, ctx());
        expect(patch === undefined || (patch as FormData).day === undefined).toBe(true);
        if (Number.isInteger(day) && (day as number) >= 1 && (day as number) <= daysInMonth(month as number))
          expect(patch).toBeUndefined();
      }),
      { numRuns: RUNS.fast },
    );
  });
});

// The mismatch message is the step schema's now (schemas/steps/create-password.json):
// it shows exactly when the behaviour's check used to add it.
const passwordStep = await loadStep('mx', 'create-password');

describe('password pair', () => {
  const MISMATCH = 'La contraseña no coincide';
  const mismatchShown = (data: FormData) => {
    const { errorSchema } = passwordStep.validator.validateFormData(data, passwordStep.schema);
    const node = (errorSchema as Record<string, { __errors?: string[] } | undefined>).password_confirmation;
    return (node?.__errors ?? []).includes(MISMATCH);
  };

  it('never throws; only six equal ASCII digits let the person continue; a mismatch says so in Spanish', () => {
    fc.assert(
      fc.property(formValue, formValue, (password, password_confirmation) => {
        const data: FormData = { password, password_confirmation };
        const shown = mismatchShown(JSON.parse(JSON.stringify(data)) as FormData);
        // A text input gives text: for it, the message shows when six digits differ from the password.
        if (typeof password_confirmation === 'string')
          expect(shown).toBe(/^\d{6}$/.test(password_confirmation) && password !== password_confirmation);
        const ready = passwordPair.canSubmit?.(data);
        expect(ready).toBe(
          typeof password === 'string' && /^[0-9]{6}$/.test(password) && password === password_confirmation,
        );
      }),
      examplesThen(
        samples.map(([s]): [string, string] => [s, '123456']),
        RUNS.fast,
      ),
    );
  });

  it('says so under the confirmation, also while the password is still empty', () => {
    expect(mismatchShown({ password: '123456', password_confirmation: '123457' })).toBe(true);
    expect(mismatchShown({ password_confirmation: '123457' })).toBe(true);
    expect(mismatchShown({ password: '123456', password_confirmation: '123456' })).toBe(false);
    expect(mismatchShown({ password: '123456', password_confirmation: '12345' })).toBe(false);
  });
});

describe('tax id prefill', () => {
  const applicant = fc.oneof(
    fc.record(
      { names: formValue, firstLastname: formValue, secondLastname: formValue, dob: formValue },
      { requiredKeys: [] },
    ),
    fc.record({
      names: hostileString,
      firstLastname: hostileString,
      secondLastname: hostileString,
      dob: fc.oneof(
        hostileString,
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      ),
    }),
    fc.jsonValue(),
  );

  it('survives whatever the session holds: no RFC, or a well-formed one', () => {
    fc.assert(
      fc.property(applicant, profiles, (stored, country) => {
        sessionStorage.setItem('applicant', JSON.stringify(stored) ?? 'undefined');
        const start = taxIdPrefill.initial?.(ctx({ country })) ?? {};
        if ('rfc' in start) {
          expect(country.generateTaxId).toBe(true);
          expect(start.rfc).toMatch(RFC_PATTERN);
        } else expect(start).toEqual({});
      }),
      { numRuns: RUNS.fast },
    );
  });

  it('survives a session value that is not JSON at all', () => {
    fc.assert(
      fc.property(hostileString, (raw) => {
        sessionStorage.setItem('applicant', raw);
        expect(() => taxIdPrefill.initial?.(ctx())).not.toThrow();
      }),
      examplesThen(samples, RUNS.fast),
    );
  });
});

describe('address', () => {
  it('takes any link values as text, and a profile without zip codes always holds its default', () => {
    fc.assert(
      fc.property(
        hostileString,
        hostileString,
        hostileString,
        profiles,
        (zipCode, direction, streetNumber, country) => {
          const query = new URLSearchParams({ zipCode, direction, streetNumber });
          const start = addressFromSearch.initial?.(ctx({ query, country })) ?? {};
          for (const v of Object.values(start)) expect(typeof v).toBe('string');
          if (!country.includeZipCode) expect(start.zip_code).toBe(country.defaultZipCode);
        },
      ),
      { numRuns: RUNS.fast },
    );
  });

  it('looks up only five ASCII digits other than 00000', () => {
    fc.assert(
      fc.property(fc.oneof(hostileString, fc.stringMatching(/^[0-9]{5}$/), formValue), (zip) => {
        expect(isLookupZip(zip)).toBe(typeof zip === 'string' && /^[0-9]{5}$/.test(zip) && zip !== '00000');
      }),
      examplesThen(samples, RUNS.fast),
    );
  });

  const entry = fc.record({ neighborhood: hostileString, state: hostileString, city: hostileString });

  it('the zip lookup never throws on hostile values and fills only the address fields', async () => {
    await fc.assert(
      fc.asyncProperty(
        formValue,
        formValue,
        formValue,
        fc.array(entry, { maxLength: 3 }),
        async (zip_code, neighborhood, before, list) => {
          const run = (async () => ({ ok: true, data: list })) as unknown as Run;
          const patch = await zipLookup.onChange?.(
            { zip_code, neighborhood },
            { zip_code: before, neighborhood: before },
            ctx({ run, catalogs: { zipCodes: list } }),
          );
          for (const key of Object.keys(patch ?? {})) expect(['neighborhood', 'state', 'city']).toContain(key);
        },
      ),
      { numRuns: RUNS.slow },
    );
  });

  it('the service area never throws, and an allowed city is never sent away, whatever its accents or case', () => {
    const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
    fc.assert(
      fc.property(
        fc.array(hostileString, { minLength: 1, maxLength: 4 }),
        fc.nat(),
        formValue,
        (cities, pick, other) => {
          const allowed = cities[pick % cities.length] as string;
          const catalogs = { cities };
          // Upper case only where it is a change of case ('ß' becomes 'SS', another word).
          const upper = allowed.toUpperCase().toLowerCase() === allowed.toLowerCase() ? allowed.toUpperCase() : allowed;
          for (const city of [allowed, upper, fold(allowed), ` ${allowed} `])
            expect(serviceArea.redirect?.({ city }, ctx({ catalogs }))).toBeUndefined();
          const away = serviceArea.redirect?.({ city: other }, ctx({ catalogs }));
          expect(away === undefined || away === 'outsideServiceArea').toBe(true);
        },
      ),
      { numRuns: RUNS.fast },
    );
  });
});

it('the password pair takes a password that is not text (a tampered draft) as not ready, without throwing', () => {
  // The counterexample fast-check found (seed 144994384): an object whose toString is not a function.
  const data: FormData = { password: { toString: [] }, password_confirmation: {} };
  expect(passwordPair.canSubmit?.(data)).toBe(false);
});
