// runCall: how calls of one operation meet (a submit runs one at a time, so a
// double tap sends once; a keyed read is won by the latest call, so an answer
// to an older question, a zip code since retyped, never lands), and the slots
// of spec section 3 each call writes.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../api/api-error';
import { resetAllStores, useFirstCallError } from '../state/all-calls';
import { useCatalogsStore } from '../state/catalogs-store';
import { useCollateralStore } from '../state/collateral-store';
import { useOriginationStore } from '../state/origination-store';
import { resetCall, runCall } from './run-call';

beforeEach(() => resetAllStores());

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
    const first = runCall('getZipCode', () => toluca.promise);
    const second = runCall('getZipCode', () => metepec.promise);
    metepec.resolve([entry('Metepec Centro', 'Metepec'), entry('San Mateo', 'Metepec')]);
    expect(await second).toEqual({
      ok: true,
      data: [entry('Metepec Centro', 'Metepec'), entry('San Mateo', 'Metepec')],
    });
    toluca.resolve([entry('Centro', 'Toluca')]);
    expect(await first).toEqual({ ok: false, error: null });
    expect(useCatalogsStore.getState().zipCodeData.data?.map((e) => e.neighborhood)).toEqual([
      'Metepec Centro',
      'San Mateo',
    ]);
  });

  it("keeps the newer zip's answer when the older one arrives first, and stores no older failure", async () => {
    const toluca = pending<ReturnType<typeof entry>[]>();
    const metepec = pending<ReturnType<typeof entry>[]>();
    const first = runCall('getZipCode', () => toluca.promise);
    const second = runCall('getZipCode', () => metepec.promise);
    const failure: ApiError = { status: 500, message: 'down' };
    toluca.reject(failure);
    expect(await first).toEqual({ ok: false, error: null });
    expect(useCatalogsStore.getState().zipCodeData).toMatchObject({ loading: true, error: null });
    metepec.resolve([entry('San Mateo', 'Metepec')]);
    expect(await second).toMatchObject({ ok: true });
    expect(useCatalogsStore.getState().zipCodeData).toMatchObject({
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
    const first = runCall('createUser', send);
    const second = runCall('createUser', send);
    expect(await second).toEqual({ ok: false, error: null });
    created.resolve({ user_id: 'u-1' });
    expect(await first).toEqual({ ok: true, data: { user_id: 'u-1' } });
    expect(calls).toBe(1);
    expect(await runCall('createUser', async () => ({ user_id: 'u-2' }))).toEqual({
      ok: true,
      data: { user_id: 'u-2' },
    });
  });
});

const origination = () => useOriginationStore.getState();
const collateral = () => useCollateralStore.getState();
const names = { nip: '1234', collateralName: 'María López', shopkeeperName: 'Juan Pérez' };

describe('the slots of spec section 3 each call writes', () => {
  it('the user lookup: a 404 (null) sets newUser true, a found user sets it false', async () => {
    await runCall('getUserByPhone', async () => null);
    expect(origination().newUser).toEqual({ loading: false, error: null, data: true });
    expect(origination().userData.data).toBeNull();
    const user = { id: 'u-1' };
    await runCall('getUserByPhone', async () => user);
    expect(origination().newUser.data).toBe(false);
    expect(origination().userData.data).toBe(user);
  });

  it('the code check sets codeConfirmed true; a failed one leaves it unconfirmed, with the error', async () => {
    const fail: ApiError = { status: 401, message: 'unauthenticated for invalid credentials' };
    await runCall('validateCode', () => Promise.reject(fail));
    expect(origination().codeConfirmed).toMatchObject({ data: null, error: { status: 401 } });
    const answer = { authentication: { access_type: 'Bearer', access_token: 't' } };
    await runCall('validateCode', async () => answer);
    expect(origination().codeConfirmed).toEqual({ loading: false, error: null, data: true });
    expect(origination().validateNipPhone.data).toBe(answer);
  });

  it('saving the business address writes postAddress and postBusinessAddress', async () => {
    const ack = { saved: true };
    await runCall('saveBusinessAddress', async () => ack);
    expect(origination().postAddress.data).toBe(ack);
    expect(origination().postBusinessAddress.data).toBe(ack);
  });

  it('the applicant NIP: a resend goes to defaultResendNip, the first request to defaultNip', async () => {
    await runCall('requestNip', async () => ({ nip: '1111' }));
    await runCall('requestNip', async () => ({ nip: '2222' }), undefined, { resend: true });
    expect(origination().defaultNip.data).toEqual({ nip: '1111' });
    expect(origination().defaultResendNip.data).toEqual({ nip: '2222' });
    resetCall('requestNip');
    expect(origination().defaultNip.data).toBeNull();
    expect(origination().defaultResendNip.data).toBeNull();
  });

  it('the guarantor NIP names the guarantor and the shopkeeper; a resend goes to defaultResendNip', async () => {
    await runCall('requestAvalNip', async () => names);
    expect(collateral().defaultNip.data).toEqual(names);
    expect(collateral().collateralName.data).toBe('María López');
    expect(collateral().shopkeeperName.data).toBe('Juan Pérez');
    expect(collateral().defaultResendNip.data).toBeNull();
    await runCall('requestAvalNip', async () => ({ ...names, nip: '9876' }), undefined, { resend: true });
    expect(collateral().defaultResendNip.data).toEqual({ ...names, nip: '9876' });
    expect(collateral().defaultNip.data).toEqual(names);
  });

  it("the guarantor's new number writes putPartnerNewPhone and the client's putClientNewPhone", async () => {
    const ack = { changed: true };
    await runCall('changeAvalPhone', async () => ack);
    expect(collateral().putPartnerNewPhone.data).toBe(ack);
    expect(origination().putClientNewPhone.data).toBe(ack);
  });
});

describe('an error kept for the record', () => {
  it('is stored in its slice but not shown by the modal', async () => {
    const { renderHook } = await import('@testing-library/react');
    collateral().fail('redirectionUrlObject', { status: 404, message: 'x', shown: false } as ApiError);
    const { result } = renderHook(() => useFirstCallError());
    expect(result.current).toBeNull();
    expect(collateral().redirectionUrlObject.error?.status).toBe(404);
  });
});
