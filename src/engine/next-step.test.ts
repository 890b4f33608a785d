import { describe, expect, it } from 'vitest';
import { manifest } from './manifest';
import { hrefFor, targetForUser, type UserState, userValues } from './next-step';

const route = (user: UserState, waiting = false) => {
  const target = targetForUser(manifest.routing, user, waiting);
  return hrefFor(manifest, target, {
    params: { phoneNumber: '5512345678', user_id: String(user.id) },
    values: userValues(user),
  });
};

const user = (next_step: string, status = 'IN_PROGRESS', extra: Partial<UserState> = {}): UserState => ({
  id: 'u1',
  next_step,
  status,
  ...extra,
});

describe('post-login redirect (spec section 2 and 4), from the manifest tables', () => {
  it.each([
    ['BUSINESS_ADDRESS', 'IN_PROGRESS', '/5512345678/u1/search-address'],
    ['ABOUT_STORE', 'IN_PROGRESS', '/5512345678/u1/more-about'],
    ['ACCOUNT_NIP', 'WAITING', '/u1/waiting'],
    ['ACCOUNT_NIP', 'IN_PROGRESS', '/5512345678/u1/send-nip'],
    ['ACCOUNT_NIP', 'REJECTED', '/rejected'],
    ['ACCOUNT_BUREAU', 'IN_PROGRESS', '/5512345678/u1/send-nip?already-sent=true'],
    ['PASSWORD', 'WAITING', '/u1/waiting'],
    ['PASSWORD', 'IN_PROGRESS', '/5512345678/u1/create-password'],
    ['PASSWORD', 'DENIED', '/rejected'],
    ['INVENTORY', 'IN_PROGRESS', '/5512345678/u1/download'],
    ['TAX_ACCOUNT', 'IN_PROGRESS', '/5512345678/u1/additional-data'],
    ['PENDING_APPROVAL', 'IN_PROGRESS', '/5512345678/u1/advisor-contact'],
    ['SOMETHING_NEW', 'IN_PROGRESS', '/5512345678/u1/advisor-contact'],
  ])('%s / %s → %s', (next, status, href) => {
    expect(route(user(next, status))).toBe(href);
  });

  it('sends partner and collateral steps to the guarantor NIP with the aval phone', () => {
    const avals = [
      { aval_type: 'PARTNER', phone: '5522220000' },
      { aval_type: 'COLLATERAL', phone: '5533330000' },
    ];
    expect(route(user('PARTNER_NIP', 'IN_PROGRESS', { avals }))).toBe('/partner/SK/u1/5522220000/send-nip-partner');
    expect(route(user('COLLATERAL_NIP', 'IN_PROGRESS', { avals }))).toBe(
      '/collateral/SK/u1/5533330000/send-nip-partner',
    );
  });

  it('reads the request next_step and status before the account ones', () => {
    const u = user('ABOUT_STORE', 'IN_PROGRESS', {
      request: { next_step: 'PASSWORD', status: 'WAITING' },
    });
    expect(route(u)).toBe('/u1/waiting');
  });

  it('while waiting, an approved password step shows the congratulations', () => {
    expect(route(user('PASSWORD', 'IN_PROGRESS'), true)).toBe('/5512345678/u1/congratulations');
    expect(route(user('PASSWORD', 'WAITING'), true)).toBe('/u1/waiting');
    expect(route(user('PASSWORD', 'REJECTED'), true)).toBe('/rejected');
  });

  it('encodes route parameters', () => {
    expect(hrefFor(manifest, { step: 'about-you' }, { params: { phoneNumber: 'a/b' } })).toBe('/a%2Fb/about-you');
  });

  it('refuses a target whose parameters are missing', () => {
    expect(() => hrefFor(manifest, { step: 'send-nip' }, { params: {} })).toThrow(/phoneNumber/);
  });
});
