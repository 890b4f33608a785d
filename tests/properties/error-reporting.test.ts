// @vitest-environment node
// The error-reporting scrubber under hostile payloads (property tests): codes,
// NIPs, passwords, tokens and signatures never leave the page, whatever text
// surrounds them, and reporting itself never throws.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { installReporter, type Report, reportError, scrub } from '../../src/adapters/error-reporting';
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
          expect(reports[0]?.message).not.toMatch(/\p{Nd}{4,}/u);
        },
      ),
      { numRuns: RUNS.fast },
    );
  });
});
