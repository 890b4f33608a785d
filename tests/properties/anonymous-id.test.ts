// @vitest-environment node
// The anonymous id (property test): two phones never share an id, so the
// analytics of one applicant never mix with another's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anonymousIdFor } from '../../src/domain/anonymous-id';
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
