import { describe, expect, it } from 'vitest';
import { fillPath, paramNames, pickPattern, withQuery } from './paths';

describe('paths', () => {
  it('names the parameters of a pattern', () => {
    expect(paramNames('/:to/:user_type_id/:user_id/:phoneNumber/send-nip-partner')).toEqual([
      'to',
      'user_type_id',
      'user_id',
      'phoneNumber',
    ]);
  });
  it('prefers the pattern that uses the most known parameters', () => {
    expect(pickPattern(['/home', '/home/:phoneNumber'], { phoneNumber: '55' })).toBe('/home/:phoneNumber');
    expect(pickPattern(['/home', '/home/:phoneNumber'], {})).toBe('/home');
  });
  it('fills and encodes', () => {
    expect(fillPath('/:a/x', { a: 'María López' })).toBe('/Mar%C3%ADa%20L%C3%B3pez/x');
  });
  it('adds a query, skipping undefined values', () => {
    expect(withQuery('/p', { a: '1', b: undefined })).toBe('/p?a=1');
    expect(withQuery('/p', {})).toBe('/p');
  });
});
