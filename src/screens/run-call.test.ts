// How calls of one operation meet: a submit runs one at a time (a double tap
// sends once); a keyed read is won by the latest call, so an answer to an older
// question (a zip code since retyped) never lands.
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../api/api-error';
import { useCatalogsStore } from '../state/catalogs-store';
import { useOriginationStore } from '../state/origination-store';
import { runCall } from './run-call';

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

afterEach(() => {
  useCatalogsStore.getState().reset('zipCodeData');
  useOriginationStore.getState().reset('postUserData');
});

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
