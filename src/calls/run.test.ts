// run: how calls of one operation meet (a submit runs one at a time, so a
// double tap sends once; a keyed read is won by the latest call, so an answer
// to an older question, a zip code since retyped, never lands), and the slots
// of spec section 3 each call writes.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../api/api-error';
import { operations } from '../api/registry';
import { tracker } from '../testing/calls';
import { callState, resetAllCalls, useFirstCallError } from './call-state';
import { loadOperations, resetCall, run } from './run';

// The operations' declarations at hand, as after the app's first tap: a call starts at once.
beforeAll(() => loadOperations());
beforeEach(() => resetAllCalls());
afterEach(() => vi.restoreAllMocks());

/** The next answers of an operation, in order, in place of the network. */
function answers<N extends keyof typeof operations>(name: N, ...next: Array<() => Promise<unknown>>) {
  const spy = vi.spyOn(operations[name], 'call' as never) as unknown as {
    mockImplementationOnce(f: () => Promise<unknown>): unknown;
  };
  for (const answer of next) spy.mockImplementationOnce(answer);
}
const ZIP = { zip: '50000' };
const USER = { id: 'u-1', type: 'SK' };

/** A call whose answer the test releases (or fails) when it wants. */
function pending<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const entry = (neighborhood: string, city: string) => ({ neighborhood, state: 'Estado de México', city });

describe('a latest-wins read (the zip code lookup)', () => {
  it("keeps the newer zip's answer when the older one arrives last", async () => {
    const toluca = pending<ReturnType<typeof entry>[]>();
    const metepec = pending<ReturnType<typeof entry>[]>();
    answers(
      'getZipCode',
      () => toluca.promise,
      () => metepec.promise,
    );
    const first = run('getZipCode', ZIP);
    const second = run('getZipCode', { zip: '52140' });
    metepec.resolve([entry('Metepec Centro', 'Metepec'), entry('San Mateo', 'Metepec')]);
    expect(await second).toEqual({
      ok: true,
      data: [entry('Metepec Centro', 'Metepec'), entry('San Mateo', 'Metepec')],
    });
    toluca.resolve([entry('Centro', 'Toluca')]);
    expect(await first).toEqual({ ok: false, error: null });
    expect(callState<ReturnType<typeof entry>[]>('catalogs', 'zipCodeData').data?.map((e) => e.neighborhood)).toEqual([
      'Metepec Centro',
      'San Mateo',
    ]);
  });

  it("keeps the newer zip's answer when the older one arrives first, and stores no older failure", async () => {
    const toluca = pending<ReturnType<typeof entry>[]>();
    const metepec = pending<ReturnType<typeof entry>[]>();
    answers(
      'getZipCode',
      () => toluca.promise,
      () => metepec.promise,
    );
    const first = run('getZipCode', ZIP);
    const second = run('getZipCode', { zip: '52140' });
    const failure: ApiError = { status: 500, message: 'down' };
    toluca.reject(failure);
    expect(await first).toEqual({ ok: false, error: null });
    expect(callState<ReturnType<typeof entry>[]>('catalogs', 'zipCodeData')).toMatchObject({
      loading: true,
      error: null,
    });
    metepec.resolve([entry('San Mateo', 'Metepec')]);
    expect(await second).toMatchObject({ ok: true });
    expect(callState<ReturnType<typeof entry>[]>('catalogs', 'zipCodeData')).toMatchObject({
      loading: false,
      error: null,
      data: [entry('San Mateo', 'Metepec')],
    });
  });
});

describe('a one-at-a-time call (a submit)', () => {
  it('drops a second call while the first runs, and takes a new one once it ended', async () => {
    const created = pending<{ user_id: string }>();
    let calls = 0;
    const send = () => {
      calls += 1;
      return created.promise;
    };
    vi.spyOn(operations.createUser, 'call').mockImplementation(send as never);
    const first = run('createUser', {} as never);
    const second = run('createUser', {} as never);
    expect(await second).toEqual({ ok: false, error: null });
    created.resolve({ user_id: 'u-1' });
    expect(await first).toEqual({ ok: true, data: { user_id: 'u-1' } });
    expect(calls).toBe(1);
    answers('createUser', async () => ({ user_id: 'u-2' }));
    expect(await run('createUser', {} as never)).toEqual({
      ok: true,
      data: { user_id: 'u-2' },
    });
  });
});

describe('a call tracked in its key', () => {
  const cities = () => callState('catalogs', 'citiesData');
  const boom: ApiError = { status: 500, message: 'boom' };

  it('runs start, then succeed, and returns the answer', async () => {
    const call = pending<string[]>();
    answers('getCities', () => call.promise);
    const tracked = run('getCities');
    expect(cities().loading).toBe(true);
    call.resolve(['Toluca']);
    await expect(tracked).resolves.toEqual({ ok: true, data: ['Toluca'] });
    expect(cities()).toEqual({ loading: false, error: null, data: ['Toluca'] });
  });

  it('runs fail and answers the ApiError', async () => {
    answers('getCities', () => Promise.reject(boom));
    await expect(run('getCities')).resolves.toEqual({ ok: false, error: boom });
    expect(cities()).toEqual({ loading: false, error: boom, data: null });
  });

  it('turns a stray exception into an ApiError rather than losing it', async () => {
    answers('getCities', () => Promise.reject(new Error('bug')));
    await expect(run('getCities')).resolves.toMatchObject({ ok: false, error: { status: 0 } });
    expect(cities().error).toMatchObject({ status: 0, message: expect.any(String) });
  });
});

const origination = (key: string) => callState('origination', key);
const collateral = (key: string) => callState('collateral', key);
const names = { nip: '1234', collateralName: 'María López', shopkeeperName: 'Juan Pérez' };

describe('the slots of spec section 3 each call writes', () => {
  it('the user lookup: a 404 (null) sets newUser true, a found user sets it false', async () => {
    const user = { id: 'u-1' };
    answers(
      'getUserByPhone',
      async () => null,
      async () => user,
    );
    await run('getUserByPhone', { phone_number: '5512345678' });
    expect(origination('newUser')).toEqual({ loading: false, error: null, data: true });
    expect(origination('userData').data).toBeNull();
    await run('getUserByPhone', { phone_number: '5512345678' });
    expect(origination('newUser').data).toBe(false);
    expect(origination('userData').data).toBe(user);
  });

  it('the code check sets codeConfirmed true; a failed one leaves it unconfirmed, with the error', async () => {
    const fail: ApiError = { status: 401, message: 'unauthenticated for invalid credentials' };
    const answer = { authentication: { access_type: 'Bearer', access_token: 't' } };
    answers(
      'validateCode',
      () => Promise.reject(fail),
      async () => answer,
    );
    const code = { code: '123456', phone_number: '5512345678', anonymous_id: 'a' };
    await run('validateCode', code);
    expect(origination('codeConfirmed')).toMatchObject({ data: null, error: { status: 401 } });
    await run('validateCode', code);
    expect(origination('codeConfirmed')).toEqual({ loading: false, error: null, data: true });
    expect(origination('validateNipPhone').data).toBe(answer);
  });

  it('saving the business address writes postAddress and postBusinessAddress', async () => {
    const ack = { saved: true };
    answers('saveBusinessAddress', async () => ack);
    await run('saveBusinessAddress', { ...USER, body: {} as never });
    expect(origination('postAddress').data).toBe(ack);
    expect(origination('postBusinessAddress').data).toBe(ack);
  });

  it('the applicant NIP: a resend goes to defaultResendNip, the first request to defaultNip', async () => {
    answers(
      'requestNip',
      async () => ({ nip: '1111' }),
      async () => ({ nip: '2222' }),
    );
    await run('requestNip', USER);
    await run('requestNip', { ...USER, resend: true });
    expect(origination('defaultNip').data).toEqual({ nip: '1111' });
    expect(origination('defaultResendNip').data).toEqual({ nip: '2222' });
    resetCall('requestNip');
    expect(origination('defaultNip').data).toBeNull();
    expect(origination('defaultResendNip').data).toBeNull();
  });

  it('the guarantor NIP names the guarantor and the shopkeeper; a resend goes to defaultResendNip', async () => {
    answers(
      'requestAvalNip',
      async () => names,
      async () => ({ ...names, nip: '9876' }),
    );
    await run('requestAvalNip', { ...USER, to: 'partner' });
    expect(collateral('defaultNip').data).toEqual(names);
    expect(collateral('collateralName').data).toBe('María López');
    expect(collateral('shopkeeperName').data).toBe('Juan Pérez');
    expect(collateral('defaultResendNip').data).toBeNull();
    await run('requestAvalNip', { ...USER, to: 'partner', resend: true });
    expect(collateral('defaultResendNip').data).toEqual({ ...names, nip: '9876' });
    expect(collateral('defaultNip').data).toEqual(names);
  });

  it('a failed guarantor NIP resend records its failure in defaultResendNip and keeps the names', async () => {
    const down: ApiError = { status: 503, message: 'sms gateway down' };
    answers(
      'requestAvalNip',
      async () => names,
      () => Promise.reject(down),
    );
    await run('requestAvalNip', { ...USER, to: 'partner' });
    await run('requestAvalNip', { ...USER, to: 'partner', resend: true });
    expect(collateral('defaultResendNip')).toEqual({ loading: false, error: down, data: null });
    expect(collateral('defaultNip')).toEqual({ loading: false, error: null, data: names });
    expect(collateral('collateralName')).toEqual({ loading: false, error: null, data: 'María López' });
    expect(collateral('shopkeeperName')).toEqual({ loading: false, error: null, data: 'Juan Pérez' });
    // Leaving the screen still forgets them, with the call's other keys.
    resetCall('requestAvalNip');
    expect(collateral('collateralName').data).toBeNull();
    expect(collateral('shopkeeperName').data).toBeNull();
  });

  it("the guarantor's new number writes putPartnerNewPhone and the client's putClientNewPhone", async () => {
    const ack = { changed: true };
    answers('changeAvalPhone', async () => ack);
    await run('changeAvalPhone', { ...USER, aval_type: 'partner', phone_number: '1', new_phone_number: '2' });
    expect(collateral('putPartnerNewPhone').data).toBe(ack);
    expect(origination('putClientNewPhone').data).toBe(ack);
  });
});

describe('an error kept for the record', () => {
  it('is stored in its slice but not shown by the modal', async () => {
    const { renderHook } = await import('@testing-library/react');
    tracker('collateral').fail('redirectionUrlObject', { status: 404, message: 'x', shown: false } as ApiError);
    const { result } = renderHook(() => useFirstCallError());
    expect(result.current).toBeNull();
    expect(collateral('redirectionUrlObject').error?.status).toBe(404);
  });
});
