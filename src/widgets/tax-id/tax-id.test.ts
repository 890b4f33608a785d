import { describe, expect, it } from 'vitest';
import { caretAfter, cleanTaxId, formatTaxId } from './tax-id';

describe('cleanTaxId', () => {
  it('keeps letters (Ñ, &) and digits, upper-cased: the RFC', () => {
    expect(cleanTaxId('gode-561231 gr8')).toBe('GODE561231GR8');
    expect(cleanTaxId('ñu&o 800101 ab1')).toBe('ÑU&O800101AB1');
  });

  it('keeps digits only where the profile formats the tax id: the cédula', () => {
    expect(cleanTaxId('001-1234567-8', true)).toBe('00112345678');
    expect(cleanTaxId('(001) 1234567 8a', true)).toBe('00112345678');
  });
});

describe('formatTaxId', () => {
  it('groups 3-7-1 with dashes as the digits come', () => {
    expect(formatTaxId('')).toBe('');
    expect(formatTaxId('001')).toBe('001');
    expect(formatTaxId('0011')).toBe('001-1');
    expect(formatTaxId('0011234567')).toBe('001-1234567');
    expect(formatTaxId('00112345678')).toBe('001-1234567-8');
  });
});

describe('caretAfter', () => {
  it('puts the caret after the same character of the clean value, dashes skipped', () => {
    expect(caretAfter('001-1234567-8', 0)).toBe(0);
    expect(caretAfter('001-1234567-8', 3)).toBe(3);
    expect(caretAfter('001-1234567-8', 4)).toBe(5);
    expect(caretAfter('001-1234567-8', 11)).toBe(13);
    expect(caretAfter('001-1', 9)).toBe(5);
  });
});
