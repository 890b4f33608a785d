import fc from 'fast-check';
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

describe('readPhone (Mexico), for any number in any form', () => {
  /** A national number: 10 digits, never starting with 0 or 1. */
  const national = fc
    .tuple(fc.integer({ min: 2, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }))
    .map(([first, rest]) => `${first}${rest.join('')}`);
  /** How contacts, chats and keyboards write what comes before it. */
  const before = fc.constantFrom(
    '',
    '+52 ',
    '+52',
    '52 ',
    '52',
    '+52 1 ',
    '+521',
    '521 ',
    '521',
    '0052 ',
    '00 52 ',
    '044 ',
    '045 ',
  );
  /** What separates its groups. */
  const separator = fc.constantFrom('', ' ', '-', '.', ' - ');
  const written = fc.tuple(before, national, separator, fc.boolean()).map(([lead, digits, sep, parens]) => {
    const [area, mid, end] = [digits.slice(0, 2), digits.slice(2, 6), digits.slice(6)];
    return { digits, text: `${lead}${parens ? `(${area}) ` : `${area}${sep}`}${mid}${sep}${end}` };
  });

  it('reads every written form as its 10 digits', () => {
    fc.assert(
      fc.property(written, ({ digits, text }) => {
        expect(readPhone(text, mexico)).toEqual({ kind: 'number', digits });
      }),
    );
  });

  it('never makes a number of digits to spare: one more digit anywhere is no number', () => {
    fc.assert(
      fc.property(written, fc.integer({ min: 0, max: 9 }), ({ text }, extra) => {
        expect(readPhone(`${text}${extra}`, mexico).kind).not.toBe('number');
      }),
    );
  });

  it('whatever the text, a number it reads is its last 10 digits, after nothing or a dial prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[+0-9 ().-]{0,22}$/), (text) => {
        const reading = readPhone(text, mexico);
        if (reading.kind !== 'number') return;
        const digits = text.replace(/\D/g, '');
        expect(digits.endsWith(reading.digits)).toBe(true);
        expect(['', ...mexico.phoneDialPrefixes]).toContain(digits.slice(0, -10));
      }),
    );
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
