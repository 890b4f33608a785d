import { afterEach, expect, it } from 'vitest';
import { spendLinkCredentials, takeCredentialsFromAddress, withLinkCredentials } from './link-credentials';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

it('takes the token and sessionUuid out of the address, keeps the rest, and gives them back to the flow', () => {
  window.history.replaceState(null, '', '/5512345678/about-you?token=t-1&utm_source=sms&sessionUuid=s-1#x');
  takeCredentialsFromAddress();
  expect(`${location.pathname}${location.search}${location.hash}`).toBe('/5512345678/about-you?utm_source=sms#x');
  const query = withLinkCredentials(new URLSearchParams(location.search));
  expect(Object.fromEntries(query)).toEqual({ utm_source: 'sms', token: 't-1', sessionUuid: 's-1' });
});

it('leaves an address without credentials as it is', () => {
  window.history.replaceState({ idx: 0 }, '', '/home?utm_source=sms');
  takeCredentialsFromAddress();
  expect(location.search).toBe('?utm_source=sms');
  expect(window.history.state).toEqual({ idx: 0 });
});

it('a flow that has ended spends them: a page reached by going back no longer has them', () => {
  window.history.replaceState(null, '', '/5512345678/about-you?token=t-1');
  takeCredentialsFromAddress();
  spendLinkCredentials();
  expect(withLinkCredentials(new URLSearchParams()).has('token')).toBe(false);
});
