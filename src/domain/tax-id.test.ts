import { describe, expect, it } from 'vitest';
import { applyMask, caretAfter } from './mask';
import { cleanTaxId, isNumericTaxId } from './tax-id';

// The profiles' settings (countries/mx.json, countries/do.json).
const RFC = '[A-ZÑ&0-9]';
const DIGITS = '[0-9]';
const CEDULA = '###-#######-#';

describe('cleanTaxId', () => {
  it('keeps letters (Ñ, &) and digits, upper-cased: the RFC', () => {
    expect(cleanTaxId('gode-561231 gr8', RFC)).toBe('GODE561231GR8');
    expect(cleanTaxId('ñu&o 800101 ab1', RFC)).toBe('ÑU&O800101AB1');
  });

  it('keeps digits only where the profile allows digits only: the cédula', () => {
    expect(cleanTaxId('001-1234567-8', DIGITS)).toBe('00112345678');
    expect(cleanTaxId('(001) 1234567 8a', DIGITS)).toBe('00112345678');
  });
});

describe('isNumericTaxId', () => {
  it('is true for a digits-only id, false where letters are allowed', () => {
    expect(isNumericTaxId(DIGITS)).toBe(true);
    expect(isNumericTaxId(RFC)).toBe(false);
  });
});

describe('applyMask', () => {
  it('groups 3-7-1 with dashes as the digits come', () => {
    expect(applyMask('', CEDULA)).toBe('');
    expect(applyMask('001', CEDULA)).toBe('001');
    expect(applyMask('0011', CEDULA)).toBe('001-1');
    expect(applyMask('0011234567', CEDULA)).toBe('001-1234567');
    expect(applyMask('00112345678', CEDULA)).toBe('001-1234567-8');
  });

  it('shows a mask without separators as typed, and any other mask as it says', () => {
    expect(applyMask('GODE561231GR8', '#############')).toBe('GODE561231GR8');
    expect(applyMask('9001234567', '#########-#')).toBe('900123456-7');
    expect(applyMask('900123456', '#########-#')).toBe('900123456');
    expect(applyMask('90012', '###.###.###-#')).toBe('900.12');
  });
});

describe('caretAfter', () => {
  it('puts the caret after the same character of the clean value, dashes skipped', () => {
    expect(caretAfter('001-1234567-8', 0, CEDULA)).toBe(0);
    expect(caretAfter('001-1234567-8', 3, CEDULA)).toBe(3);
    expect(caretAfter('001-1234567-8', 4, CEDULA)).toBe(5);
    expect(caretAfter('001-1234567-8', 11, CEDULA)).toBe(13);
    expect(caretAfter('001-1', 9, CEDULA)).toBe(5);
    expect(caretAfter('900.12', 4, '###.###.###-#')).toBe(5);
  });
});
