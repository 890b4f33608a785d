// @vitest-environment node
// Phone numbers as people write them (property test): every common form of a
// national number reads as that number, and nothing longer is ever cut into
// another one (the SMS code must not go to a stranger).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import mexico from '../../countries/mx.json';
import { readPhone, shownPhone } from '../../src/domain/phone';
import { examplesThen, HOSTILE_SAMPLES, hostileString, RUNS } from './hostile';

const asciiDigits = (s: string) => s.normalize('NFKC').replace(/[^0-9]/g, '');
/** A Mexican national number: ten digits, never starting with 0 or 1. */
const NATIONAL = fc.stringMatching(/^[2-9][0-9]{9}$/);
/** How contacts, keyboards and chats write what comes before it. */
const PREFIX = fc.constantFrom(
  '',
  '+52 ',
  '+52',
  '52 ',
  '52',
  '+52 1 ',
  '521',
  '+521',
  '00 52 ',
  '0052',
  '044 ',
  '045',
);
/** Separators people put between the digits. */
const SEPARATOR = fc.constantFrom('', '', ' ', '-', '.', ' - ');

/** The number written with a separator after each digit, as the generator picks. */
const written = (prefix: string, national: string, separators: string[], parens: boolean) => {
  const body = [...national].map((d, i) => d + (separators[i % separators.length] ?? '')).join('');
  return prefix + (parens ? `(${body.slice(0, 2)}) ${body.slice(2)}` : body);
};

describe('phone numbers as written', () => {
  it('every common form of a national number reads as that number, and shows grouped', () => {
    fc.assert(
      fc.property(
        NATIONAL,
        PREFIX,
        fc.array(SEPARATOR, { minLength: 1, maxLength: 10 }),
        fc.boolean(),
        (n, p, s, parens) => {
          const text = written(p, n, s, parens);
          expect(readPhone(text, mexico)).toEqual({ kind: 'number', digits: n });
          const shown = shownPhone(text, mexico);
          expect(asciiDigits(shown)).toBe(n);
          expect(shownPhone(shown, mexico)).toBe(shown);
        },
      ),
      { numRuns: RUNS.fast * 10 },
    );
  });

  it('one digit more is never cut back to a number', () => {
    fc.assert(
      fc.property(NATIONAL, PREFIX, fc.integer({ min: 0, max: 9 }), (n, p, extra) => {
        // 'too-long', or 'partial' where the digits could still become a longer form ('521 234 5678 0…').
        expect(readPhone(`${p}${n}${extra}`, mexico).kind).not.toBe('number');
      }),
      { numRuns: RUNS.fast * 10 },
    );
  });

  it('a number read from any text is its last digits, after nothing or a dial prefix', () => {
    const digitsAndSeparators = fc.stringMatching(/^[+0-9 ().-]{0,22}$/);
    fc.assert(
      fc.property(fc.oneof(hostileString, digitsAndSeparators), (text) => {
        const reading = readPhone(text, mexico);
        const shown = shownPhone(text, mexico);
        if (reading.kind !== 'number') {
          expect(shown).toBe(text);
          return;
        }
        const all = asciiDigits(text);
        expect(reading.digits).toMatch(/^[0-9]{10}$/);
        expect(all.endsWith(reading.digits)).toBe(true);
        expect(['', ...mexico.phoneDialPrefixes]).toContain(all.slice(0, all.length - 10));
      }),
      examplesThen(
        HOSTILE_SAMPLES.map((s): [string] => [s]),
        RUNS.fast * 5,
      ),
    );
  });
});
