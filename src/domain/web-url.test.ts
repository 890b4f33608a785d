import { describe, expect, it } from 'vitest';
import { webUrl } from './web-url';

describe('webUrl', () => {
  it.each([
    ['https://validate.example.test/x', 'https://validate.example.test/x'],
    ['/verify-aval-phone?sessionUuid=ok-1', 'http://app.test/verify-aval-phone?sessionUuid=ok-1'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['http://[bad', null],
  ])('%s → %s', (raw, expected) => {
    expect(webUrl(raw, 'http://app.test/verify-aval-phone')).toBe(expected);
  });
});
