// @vitest-environment node
// The error-reporting scrubber under hostile payloads (property tests): codes,
// NIPs, passwords, tokens, signatures, RFCs, CURPs and phone numbers never leave
// the page, whatever text surrounds them; what is thrown is reported by its type
// alone; and reporting itself never throws.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { installReporter, type Report, reportError, scrub, WITHHELD } from '../../src/adapters/error-reporting';
import { digitSecret, examplesThen, HOSTILE_SAMPLES, hostileString, RUNS } from './hostile';

const SECRET_KEYS = [
  'code',
  'nip',
  'password',
  'password_confirmation',
  'signature',
  'access_token',
  'token',
  'clientToken',
] as const;

/** A secret key as it may be spelled (the scrubber ignores case). */
const secretKey = fc
  .constantFrom(...SECRET_KEYS)
  .chain((k) => fc.constantFrom(k, k.toUpperCase(), k[0]?.toUpperCase() + k.slice(1)));

/** Digits that are digits to Unicode: ASCII, full-width, Arabic-Indic. */
const digits = (zero: number) => (s: string) => [...s].map((d) => String.fromCodePoint(zero + Number(d))).join('');
const anyDigits = fc.oneof(digitSecret, digitSecret.map(digits(0xff10)), digitSecret.map(digits(0x0660)));

/** A secret value: a code, NIP or password (as text or a number), or a token or signature of any text. */
const secretValue: fc.Arbitrary<string | number> = fc.oneof(
  anyDigits,
  digitSecret.map(Number),
  hostileString.filter((s) => s.length > 0),
);

/** A field that is not secret, with a hostile key and value. */
const noise = fc.dictionary(
  hostileString.filter((k) => !SECRET_KEYS.some((s) => s.toLowerCase() === k.toLowerCase())),
  hostileString,
  { maxKeys: 3 },
);

const pad = (n: number) => String(n).padStart(2, '0');
/** A birth or founding date as the RFC and the CURP write it: YYMMDD. */
const yymmdd = fc
  .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
  .map(([y, m, d]) => `${pad(y)}${pad(m)}${pad(d)}`);
const chars = (set: string, length: number) =>
  fc.array(fc.constantFrom(...set), { minLength: length, maxLength: length }).map((a) => a.join(''));
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÑ';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** A person's (4 letters) or a company's (3, '&' allowed) RFC, upper or lower case. */
const rfc = fc
  .tuple(fc.oneof(chars(LETTERS, 4), chars(`${LETTERS}&`, 3)), yymmdd, chars(ALNUM, 3))
  .map((parts) => parts.join(''))
  .chain((r) => fc.constantFrom(r, r.toLowerCase()));
/** A CURP: 4 letters, the birth date, the sex, the state, 3 consonants, a check pair. */
const curp = fc
  .tuple(
    chars(LETTERS, 4),
    yymmdd,
    fc.constantFrom('H', 'M'),
    chars(LETTERS, 5),
    chars(ALNUM, 1),
    chars('0123456789', 1),
  )
  .map((parts) => parts.join(''))
  .chain((c) => fc.constantFrom(c, c.toLowerCase()));
/** A Mexican mobile number as it is written: bare, with the country code (52, 521, +52) or spaced. */
const phone = fc
  .stringMatching(/^[1-9][0-9]{9}$/)
  .chain((p) =>
    fc.constantFrom(p, `52${p}`, `521${p}`, `+52${p}`, `+52 ${p}`, `${p.slice(0, 2)} ${p.slice(2, 6)} ${p.slice(6)}`),
  );
/** A personal value, with the pieces of it that must not be left either. */
const personal = fc.oneof(
  // An RFC's or a CURP's initials and check characters, around a redacted date ('GODE[redacted]GR8').
  ...[rfc, curp].map((a) => a.map((value) => ({ value, pieces: [value.slice(0, 3), value.slice(-3)] }))),
  // A phone's 10 digits (its country code alone is no one's).
  phone.map((value) => ({ value, pieces: [value.replace(/\D/g, '').slice(-10)] })),
);

const reports: Report[] = [];
afterEach(() => {
  installReporter(null);
  reports.length = 0;
});

describe('error reporting under hostile payloads', () => {
  it('redacts the whole value of every secret key in a JSON payload, and every run of 4 or more digits', () => {
    fc.assert(
      fc.property(
        noise,
        fc.uniqueArray(fc.tuple(secretKey, secretValue), {
          minLength: 1,
          maxLength: 3,
          selector: (t) => t[0].toLowerCase(),
        }),
        noise,
        (before, secrets, after) => {
          const payload = JSON.stringify({ ...before, ...Object.fromEntries(secrets), ...after });
          const out = scrub(payload);
          for (const [key] of secrets) expect(out).toMatch(new RegExp(`"${key}":"\\[redacted\\]"[,}]`));
          expect(out).not.toMatch(/\p{Nd}{4,}/u);
          expect(scrub(out)).toBe(out);
        },
      ),
      { numRuns: RUNS.fast },
    );
  });

  it('redacts a code inside any text', () => {
    fc.assert(
      fc.property(hostileString, anyDigits, hostileString, (before, code, after) => {
        const out = scrub(`${before}${code}${after}`);
        expect(out).not.toContain(code);
        expect(out).not.toMatch(/\p{Nd}{4,}/u);
      }),
      examplesThen(
        HOSTILE_SAMPLES.map((s): [string, string, string] => ['Tu código es ', '654321', s]),
        RUNS.fast,
      ),
    );
  });

  it('reports anything thrown without throwing itself, scrubbed', () => {
    installReporter((r) => reports.push(r));
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withBoxedValues: true }),
        fc.option(fc.integer({ min: 0, max: 599 }), { nil: undefined }),
        (thrown, status) => {
          reports.length = 0;
          expect(() => reportError(thrown, status)).not.toThrow();
          expect(reports).toHaveLength(1);
          expect(reports[0]?.message).toMatch(/^(?:[A-Z][A-Za-z]*|Non-Error \w+): \[message withheld\]$/);
        },
      ),
      { numRuns: RUNS.fast },
    );
  });

  it('never lets an RFC, a CURP or a phone number through, whatever surrounds it', () => {
    fc.assert(
      fc.property(hostileString, personal, hostileString, (before, { value, pieces }, after) => {
        const out = scrub(`${before}${value}${after}`);
        expect(out.toLowerCase()).not.toContain(value.toLowerCase());
        // Nor a piece of it, but as often as the surrounding text itself has that piece.
        const left = out.replaceAll('[redacted]', '\n').toLowerCase();
        const around = `${before}\n${after}`.toLowerCase();
        for (const piece of pieces.map((p) => p.toLowerCase()))
          expect(left.split(piece).length).toBeLessThanOrEqual(around.split(piece).length);
        expect(scrub(out)).toBe(out);
      }),
      examplesThen(
        [
          ['RFC ', { value: 'GODE561231GR8', pieces: ['GOD', 'GR8'] }, ''],
          ['', { value: 'GODE561231HDFRRN09', pieces: ['GOD', 'N09'] }, ' no coincide'],
          ['Tel:', { value: '525512345678', pieces: ['5512345678'] }, '.'],
          ['ab', { value: 'ABC010101A1B', pieces: ['ABC', 'A1B'] }, 'cd'],
        ],
        RUNS.fast,
      ),
    );
  });

  it('reports anything thrown by its type alone: its text, however personal, is withheld', () => {
    installReporter((r) => reports.push(r));
    fc.assert(
      fc.property(hostileString, personal, hostileString, (before, { value }, after) => {
        reports.length = 0;
        const text = `${before}${value}${after}`;
        reportError(new TypeError(text));
        reportError(text, 500);
        expect(reports.map((r) => r.message)).toEqual([`TypeError: ${WITHHELD}`, `Non-Error string: ${WITHHELD}`]);
      }),
      { numRuns: RUNS.fast },
    );
  });
});
