import { describe, expect, it } from 'vitest';
import dominican from '../../countries/do.json';
import mexico from '../../countries/mx.json';
import { formatPhone, readPhone, shownPhone } from './phone';

describe('readPhone (Mexico)', () => {
  it.each([
    ['5512345678', '5512345678'],
    ['55 1234 5678', '5512345678'],
    ['(55) 1234-5678', '5512345678'],
    ['55.1234.5678', '5512345678'],
    ['+52 55 1234 5678', '5512345678'],
    ['+52 1 55 1234 5678', '5512345678'],
    ['+52-55-1234-5678', '5512345678'],
    ['+52 (55) 1234 5678', '5512345678'],
    ['52 55 1234 5678', '5512345678'],
    ['525512345678', '5512345678'],
    ['5215512345678', '5512345678'],
    ['00 52 55 1234 5678', '5512345678'],
    ['044 55 1234 5678', '5512345678'],
    ['+52 222 123 4567', '2221234567'],
    ['Cel: 55 1234 5678', '5512345678'],
    ['５５１２３４５６７８', '5512345678'],
  ])('%j is %s', (text, digits) => {
    expect(readPhone(text, mexico)).toEqual({ kind: 'number', digits });
  });

  it.each([
    ['', 'empty'],
    ['+', 'partial'],
    ['+5', 'partial'],
    ['55 12', 'partial'],
    ['+52 55 1234', 'partial'],
    // One digit short of the '52' and '521' forms: still being typed, not another number.
    ['52 55 1234 567', 'partial'],
    ['521 55 1234 567', 'partial'],
    // Digits to spare are never cut down to a number.
    ['55123456789', 'too-long'],
    ['5512345678901', 'too-long'],
    ['+52 55 1234 56789', 'too-long'],
    ['+1 809 555 1234', 'foreign'],
    ['+34 612 345 678', 'foreign'],
  ])('%j is %s', (text, kind) => {
    expect(readPhone(text, mexico).kind).toBe(kind);
  });
});

describe('readPhone (Dominican Republic)', () => {
  it.each([
    ['809-555-1234', '8095551234'],
    ['+1 809 555 1234', '8095551234'],
    ['1 (809) 555-1234', '8095551234'],
  ])('%j is %s', (text, digits) => {
    expect(readPhone(text, dominican)).toEqual({ kind: 'number', digits });
  });

  it('refuses a Mexican number', () => {
    expect(readPhone('+52 55 1234 5678', dominican).kind).toBe('foreign');
  });
});

describe('formatPhone', () => {
  it('groups as people read the number: two-digit area codes 2-4-4, the rest 3-3-4', () => {
    expect(formatPhone('5512345678', mexico)).toBe('55 1234 5678');
    expect(formatPhone('3312345678', mexico)).toBe('33 1234 5678');
    expect(formatPhone('8112345678', mexico)).toBe('81 1234 5678');
    expect(formatPhone('2221234567', mexico)).toBe('222 123 4567');
    expect(formatPhone('8095551234', dominican)).toBe('809-555-1234');
  });

  it('shows a text that is no number as it was typed', () => {
    expect(shownPhone('+52 55 1234 5678', mexico)).toBe('55 1234 5678');
    expect(shownPhone('55-12', mexico)).toBe('55-12');
    expect(shownPhone('55123456789', mexico)).toBe('55123456789');
  });
});
