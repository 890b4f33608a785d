// @vitest-environment node
// The anonymous id (property test): two phones never share an id, so the
// analytics of one applicant never mix with another's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import mexico from '../../countries/mx.json';
import { anonymousIdFor } from '../../src/domain/anonymous-id';
import { readPhone } from '../../src/domain/phone';
import { RUNS } from './hostile';

const PHONE = fc.stringMatching(/^[0-9]{10}$/);

describe('anonymous id', () => {
  it('differs for any two different phones', () => {
    fc.assert(
      fc.property(PHONE, PHONE, (a, b) => {
        fc.pre(a !== b);
        expect(anonymousIdFor(a)).not.toBe(anonymousIdFor(b));
      }),
      { numRuns: RUNS.fast * 10 },
    );
  });

  it('differs for phones one digit apart (the ids do not cluster like the numbers)', () => {
    fc.assert(
      fc.property(PHONE, fc.nat(9), fc.integer({ min: 1, max: 9 }), (phone, at, step) => {
        const digit = (Number(phone[at]) + step) % 10;
        const other = `${phone.slice(0, at)}${digit}${phone.slice(at + 1)}`;
        expect(anonymousIdFor(other)).not.toBe(anonymousIdFor(phone));
      }),
      { numRuns: RUNS.fast * 10 },
    );
  });
});

// The spec (section 5) makes the id of "the first 16 digits" of prefix + phone: "5200" and a
// 10-digit phone are 14 digits, padded with zeros to 16. Padding and cutting are not one-to-one
// across lengths, so phones of different lengths can share an id. We keep the spec's derivation
// (changing it changes every applicant's id, which the lender stores) because the flow only ever
// hashes phones of exactly 10 digits: the next test pins that, and fails if the start screen's
// rules ever let another length through.
describe('anonymous id: the 16-digit padding', () => {
  it('lets phones of different lengths collide (why only one length may reach it)', () => {
    // "5200" + "1234567" + "00000" and "5200" + "123456700" + "000" are the same 16 digits.
    expect(anonymousIdFor('1234567')).toBe(anonymousIdFor('123456700'));
    // Past 12 digits the phone is cut: phones that differ after their 12th digit collide.
    expect(anonymousIdFor('5512345678901')).toBe(anonymousIdFor('5512345678909'));
  });

  it('never meets two lengths in the flow: the start screen accepts exactly 10 digits', () => {
    const home = JSON.parse(readFileSync(join(import.meta.dirname, '../../flows/onboarding.json'), 'utf8')).steps.home
      .rules as { phonePattern: string };
    const pattern = new RegExp(home.phonePattern);
    const typed = fc.oneof(fc.stringMatching(/^\+?[0-9]{7,16}$/), fc.stringMatching(/^[0-9 +.()-]{0,20}$/));
    // What the field reads of what was typed or pasted, then the pattern that enables 'Continuar'.
    const accepted = (text: string) => {
      const reading = readPhone(text, mexico);
      return reading.kind === 'number' && pattern.test(reading.digits) ? reading.digits : null;
    };
    fc.assert(
      fc.property(typed, (text) => {
        const phone = accepted(text);
        if (phone !== null) expect(phone).toMatch(/^[0-9]{10}$/);
      }),
      { numRuns: RUNS.fast * 10 },
    );
    // And such phones are accepted, so the property above is not vacuous.
    expect(accepted('5512345678')).toBe('5512345678');
    expect(accepted('+52 55 1234 5678')).toBe('5512345678');
  });
});
