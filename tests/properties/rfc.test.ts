// @vitest-environment node
// The RFC algorithm and the anonymous id under hostile names, dates and phones
// (property tests): never a throw, always the documented shape.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anonymousIdFor } from '../../src/domain/anonymous-id';
import { rfcCheckDigit } from '../../src/domain/rfc/check-digit';
import { homoclave } from '../../src/domain/rfc/homoclave';
import { generateRfc, RFC_PATTERN } from '../../src/domain/rfc/rfc';
import { normalizeName, rfcLetters } from '../../src/domain/rfc/rfc-letters';
import { examplesThen, HOSTILE_SAMPLES, hostileString, RUNS } from './hostile';

const samples = HOSTILE_SAMPLES.map((s): [string] => [s]);

/** Anything a date part can be at run time: a number of any kind, or not a number at all. */
const datePart: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -100_000, max: 100_000 }),
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, Number.MAX_SAFE_INTEGER),
  hostileString,
  fc.constant(undefined),
  fc.constant(null),
);

describe('RFC under hostile input', () => {
  it('normalizeName keeps only A-Z, Ñ and single spaces, and is idempotent', () => {
    fc.assert(
      fc.property(hostileString, (raw) => {
        const once = normalizeName(raw);
        expect(once).toMatch(/^(?:[A-ZÑ]+(?: [A-ZÑ]+)*)?$/);
        expect(normalizeName(once)).toBe(once);
      }),
      examplesThen(samples, RUNS.fast),
    );
  });

  it('rfcLetters gives four letters of the SAT alphabet, whatever the names', () => {
    fc.assert(
      fc.property(hostileString, hostileString, hostileString, (names, paternal, maternal) => {
        expect(rfcLetters(names, paternal, maternal)).toMatch(/^[A-ZÑ]{4}$/);
      }),
      { numRuns: RUNS.fast },
    );
  });

  it('homoclave and check digit stay in their alphabets', () => {
    fc.assert(
      fc.property(hostileString, (text) => {
        expect(homoclave(text)).toMatch(/^[1-9A-NP-Z]{2}$/);
        expect(rfcCheckDigit(text)).toMatch(/^[0-9A]$/);
      }),
      examplesThen(samples, RUNS.fast),
    );
  });

  it('generateRfc never throws and always matches RFC_PATTERN with a consistent check digit', () => {
    fc.assert(
      fc.property(
        hostileString,
        hostileString,
        fc.option(hostileString, { nil: undefined }),
        datePart,
        datePart,
        datePart,
        (names, firstLastname, secondLastname, year, month, day) => {
          const rfc = generateRfc({
            names,
            firstLastname,
            secondLastname,
            birthDate: { year, month, day } as { year: number; month: number; day: number },
          });
          expect(rfc).toMatch(RFC_PATTERN);
          expect(rfc.slice(12)).toBe(rfcCheckDigit(rfc.slice(0, 12)));
        },
      ),
      { numRuns: RUNS.fast },
    );
  });

  it('generateRfc survives input that is not the documented shape (data from an old session)', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(generateRfc(input as Parameters<typeof generateRfc>[0])).toMatch(RFC_PATTERN);
      }),
      { numRuns: RUNS.fast },
    );
  });
});

describe('anonymous id under hostile phones', () => {
  const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a version-5 UUID that depends only on the digits of the phone', () => {
    fc.assert(
      fc.property(hostileString, (phone) => {
        const id = anonymousIdFor(phone);
        expect(id).toMatch(UUID_V5);
        expect(anonymousIdFor(phone.replace(/\D/g, ''))).toBe(id);
      }),
      examplesThen(samples, RUNS.fast),
    );
  });
});
