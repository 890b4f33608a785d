// @vitest-environment node
// The input masks and small formatters of the widgets and screens under
// hostile text (property tests): no throw, idempotent, only the characters they
// promise, and a mask never loses or invents a digit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMask, caretAfter } from '../../src/domain/mask';
import { cleanTaxId } from '../../src/domain/tax-id';
import { onlyDigits } from '../../src/ui/digit-boxes/digit-boxes';
import { birthYears, daysInMonth } from '../../src/widgets/birth-date/birth-date';
import { catalogOptions, isGrocery } from '../../src/widgets/catalog-select/catalog-options';
import { examplesThen, HOSTILE_SAMPLES, hostileString, RUNS } from './hostile';

const samples = HOSTILE_SAMPLES.map((s): [string] => [s]);
// The profiles' settings (countries/mx.json, countries/do.json).
const RFC = '[A-ZÑ&0-9]';
const DIGITS = '[0-9]';
const CEDULA = '###-#######-#';
const asciiDigits = (s: string) => s.replace(/[^0-9]/g, '');

describe('tax id mask (RFC, and the Dominican cédula 3-7-1)', () => {
  it('cleanTaxId keeps letters and digits only, at most 20, and is idempotent', () => {
    fc.assert(
      fc.property(hostileString, fc.boolean(), (typed, digitsOnly) => {
        const characters = digitsOnly ? DIGITS : RFC;
        const clean = cleanTaxId(typed, characters);
        expect(clean).toMatch(digitsOnly ? /^[0-9]{0,20}$/ : /^[A-ZÑ&0-9]{0,20}$/);
        expect(cleanTaxId(clean, characters)).toBe(clean);
      }),
      examplesThen(
        HOSTILE_SAMPLES.flatMap((s): [string, boolean][] => [
          [s, false],
          [s, true],
        ]),
        RUNS.fast,
      ),
    );
  });

  it('the cédula keeps every typed digit, in order, up to its length (none lost, none invented)', () => {
    fc.assert(
      fc.property(hostileString, (typed) => {
        const clean = cleanTaxId(typed, DIGITS).slice(0, 11);
        expect(clean).toBe(asciiDigits(typed).slice(0, 11));
      }),
      examplesThen(samples, RUNS.fast),
    );
  });

  it('applyMask groups 3-7-1 and reads back to the same digits (what the widget does on each keystroke)', () => {
    fc.assert(
      fc.property(hostileString, (typed) => {
        const clean = cleanTaxId(typed, DIGITS).slice(0, 11);
        const shown = applyMask(clean, CEDULA);
        expect(shown).toMatch(/^(?:\d{1,3}(?:-\d{1,7}(?:-\d)?)?)?$/);
        expect(shown.replaceAll('-', '')).toBe(clean);
        // Typing over the shown text changes nothing: format(clean(format(x))) === format(x).
        expect(cleanTaxId(shown, DIGITS)).toBe(clean);
        expect(applyMask(cleanTaxId(shown, DIGITS), CEDULA)).toBe(shown);
      }),
      examplesThen(samples, RUNS.fast),
    );
  });

  it('caretAfter stays inside the text and after the same number of characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,11}$/), fc.integer({ min: -5, max: 20 }), (clean, kept) => {
        const shown = applyMask(clean, CEDULA);
        const at = caretAfter(shown, kept, CEDULA);
        expect(at).toBeGreaterThanOrEqual(0);
        expect(at).toBeLessThanOrEqual(shown.length);
        expect(shown.slice(0, at).replaceAll('-', '').length).toBe(Math.max(0, Math.min(kept, clean.length)));
      }),
      { numRuns: RUNS.fast },
    );
  });
});

describe('digit boxes and phone inputs', () => {
  it('onlyDigits keeps the first digits, up to the length, and is idempotent', () => {
    fc.assert(
      fc.property(hostileString, fc.integer({ min: 0, max: 12 }), (typed, length) => {
        const kept = onlyDigits(typed, length);
        expect(kept).toBe(asciiDigits(typed).slice(0, length));
        expect(onlyDigits(kept, length)).toBe(kept);
      }),
      examplesThen(
        samples.map(([s]): [string, number] => [s, 6]),
        RUNS.fast,
      ),
    );
  });
});

describe('selects fed by catalogs and dates', () => {
  it('catalogOptions never throws on a broken catalog answer and gives text labels', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('businessTypes', 'salesRanges', 'cities'),
        // Lists with and without 'Otros' (even twice), among hostile entries.
        fc.oneof(fc.jsonValue(), fc.array(fc.oneof(hostileString, fc.jsonValue(), fc.constant('Otros')))),
        hostileString,
        (catalog, list, grocery) => {
          const options = catalogOptions(catalog, list, grocery);
          for (const o of options) {
            expect(['string', 'number']).toContain(typeof o.value);
            expect(typeof o.label).toBe('string');
          }
          // 'Otros' (when offered) is always the last choice.
          const others = options.findIndex((o) => o.value === 'Otros');
          if (catalog !== 'salesRanges' && others >= 0) expect(others).toBe(options.length - 1);
          // Spec 3: the business types always offer it, once and last, whether the catalog
          // lists it or leaves it out (a list that is no list at all gives no options).
          if (catalog === 'businessTypes' && Array.isArray(list)) {
            expect(options.at(-1)).toEqual({ value: 'Otros', label: 'Otros' });
            expect(options.filter((o) => o.value === 'Otros')).toHaveLength(1);
          }
        },
      ),
      { numRuns: RUNS.fast },
    );
  });

  it('isGrocery answers for any text', () => {
    fc.assert(
      fc.property(hostileString, (name) => {
        expect(typeof isGrocery(name)).toBe('boolean');
      }),
      examplesThen(samples, RUNS.fast),
    );
  });

  it('daysInMonth and birthYears stay in range for any month or year', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.constant(undefined)), fc.integer(), (month, year) => {
        expect([29, 30, 31]).toContain(daysInMonth(month));
        const years = birthYears(year);
        expect(years).toHaveLength(82);
        expect(years[0]).toBe(year - 18);
      }),
      { numRuns: RUNS.fast },
    );
  });
});
