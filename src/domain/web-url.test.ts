import { describe, expect, it } from 'vitest';
import { webUrl } from './web-url';

describe('webUrl', () => {
  it.each([
    ['https://validate.example.test/x', 'https://validate.example.test/x'],
    ['/verify-aval-phone?sessionUuid=ok-1', 'http://app.test/verify-aval-phone?sessionUuid=ok-1'],
    ['http://validate.example.test/x', 'http://validate.example.test/x'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['http://[bad', null],
  ])('%s → %s', (raw, expected) => {
    expect(webUrl(raw, 'http://app.test/verify-aval-phone')).toBe(expected);
  });

  it.each([
    ['https://validate.example.test/x', 'https://validate.example.test/x'],
    ['http://validate.example.test/x', null],
    ['http://app.test/documento.pdf', 'http://app.test/documento.pdf'],
    ['/documento.pdf', 'http://app.test/documento.pdf'],
    ['javascript:alert(1)', null],
  ])('in a production build, another site only over https: %s → %s', (raw, expected) => {
    expect(webUrl(raw, 'http://app.test/verify-aval-phone', false)).toBe(expected);
  });
});
