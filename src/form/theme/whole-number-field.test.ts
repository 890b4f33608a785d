// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { wholeNumber } from './whole-number-field';

describe('wholeNumber', () => {
  it('turns a chosen option into the number the schema expects, and an empty choice into nothing', () => {
    expect(wholeNumber('12')).toBe(12);
    expect(wholeNumber(' 2024 ')).toBe(2024);
    expect(wholeNumber(7)).toBe(7);
    expect(wholeNumber('')).toBeUndefined();
    expect(wholeNumber(undefined)).toBeUndefined();
    expect(wholeNumber(null)).toBeNull();
  });

  it('keeps anything else as it came, for the validator to refuse with its Spanish message', () => {
    expect(wholeNumber('1.5')).toBe('1.5');
    expect(wholeNumber('doce')).toBe('doce');
  });
});
