import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rfcCheckDigit } from './check-digit';

const TABLE = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
const rfcChar = fc.constantFrom(...TABLE);
const first12 = fc.string({ unit: rfcChar, minLength: 12, maxLength: 12 });

describe('rfcCheckDigit', () => {
  it.each([
    // The SAT's own worked example (Emma Gómez Díaz). Values G16 O25 D13 E14 5 6 1 2 3 1 G16 R28,
    // weights 13..2: 208+300+143+140+45+48+7+12+15+4+48+56 = 1026; 1026 mod 11 = 3; 11-3 = 8.
    ['GODE561231GR', '8'],
    // A13 E14 C12 S29 2 1 1 1 1 2 J19 P26: 130+168+132+290+18+8+7+6+5+8+57+52 = 881;
    // 881 mod 11 = 1; 11-1 = 10, written A.
    ['AECS211112JP', 'A'],
    // O25 O25 G16 E14 5 2 0 7 1 1 1 5: 325+300+176+140+45+16+0+42+5+4+3+10 = 1066;
    // 1066 mod 11 = 10; 11-10 = 1.
    ['OOGE52071115', '1'],
    // Z36 A10 G16 E14 7 0 1 2 1 3 9 2: 468+120+176+140+63+0+7+12+5+12+27+4 = 1034;
    // 1034 = 94 × 11, remainder 0, so 11, written 0.
    ['ZAGE70121392', '0'],
    // Ñ is worth 38 (after space, 37): Ñ38 U31 O25 A10 8 5 0 1 0 1 S29 I18:
    // 494+372+275+100+72+40+0+6+0+4+87+36 = 1486; 1486 mod 11 = 1; 11-1 = 10, written A.
    ['ÑUOA850101SI', 'A'],
  ])('%s → %s', (input, expected) => {
    expect(rfcCheckDigit(input)).toBe(expected);
  });

  it('puts & between N and O, as the SAT table does', () => {
    // Only the first character differs; with weight 13 the sums differ by 13 × value.
    // & = 24 and O = 25, so the O version's sum is 13 more: 13 mod 11 = 2 less in the digit.
    const withAmpersand = rfcCheckDigit('&AAA00010100');
    const withO = rfcCheckDigit('OAAA00010100');
    const withN = rfcCheckDigit('NAAA00010100');
    expect(withAmpersand).not.toBe(withO);
    expect(withAmpersand).not.toBe(withN);
    // &=24: 24×13 + A10×12 + A10×11 + A10×10 + 1×6 + 1×4 = 312+120+110+100+6+4 = 652;
    // 652 mod 11 = 3; 11-3 = 8.
    expect(withAmpersand).toBe('8');
  });

  it('accepts lower case, and ignores anything after the 12th character', () => {
    expect(rfcCheckDigit('gode561231gr')).toBe('8');
    expect(rfcCheckDigit('GODE561231GR8')).toBe('8');
    expect(rfcCheckDigit('GODE561231GR-anything')).toBe('8');
  });

  it('pads a shorter input with leading spaces (the persona moral convention)', () => {
    expect(rfcCheckDigit('ABC010101AB')).toBe(rfcCheckDigit(' ABC010101AB'));
    expect(rfcCheckDigit('')).toBe(rfcCheckDigit(' '.repeat(12)));
  });

  it('never throws and always answers one of 0-9 or A', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (input) => {
        expect(rfcCheckDigit(input)).toMatch(/^[0-9A]$/);
      }),
    );
  });

  // A surprise of the scheme: the third character has weight 11, which is 0 mod 11,
  // so it never changes the check digit. Every other single substitution does,
  // unless the two values differ by a multiple of 11.
  it('ignores the third character (weight 11)', () => {
    fc.assert(
      fc.property(first12, rfcChar, (code, replacement) => {
        const changed = code.slice(0, 2) + replacement + code.slice(3);
        expect(rfcCheckDigit(changed)).toBe(rfcCheckDigit(code));
      }),
    );
  });

  it('catches a single substitution elsewhere unless the values differ by a multiple of 11', () => {
    fc.assert(
      fc.property(
        first12,
        fc.integer({ min: 0, max: 11 }).filter((i) => i !== 2),
        rfcChar,
        (code, index, replacement) => {
          const before = TABLE.indexOf(code.charAt(index));
          const after = TABLE.indexOf(replacement);
          fc.pre((after - before) % 11 !== 0);
          const changed = code.slice(0, index) + replacement + code.slice(index + 1);
          expect(rfcCheckDigit(changed)).not.toBe(rfcCheckDigit(code));
        },
      ),
    );
  });
});
