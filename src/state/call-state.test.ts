import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../api/api-error';
import { anyLoading, createCallStore, firstError, slot } from './call-state';

const makeStore = () =>
  createCallStore({
    items: slot<string[]>(),
    count: slot<number>(),
  });

const boom: ApiError = { status: 500, message: 'boom', readable_message: 'Falló.' };

/** A promise settled from the outside, to watch the loading state in between. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => vi.restoreAllMocks());

describe('a call slice', () => {
  it('starts idle, one CallState per key', () => {
    const store = makeStore();
    expect(store.getState().items).toEqual({ loading: false, error: null, data: null });
    expect(store.getState().count).toEqual({ loading: false, error: null, data: null });
  });

  it('start → succeed → fail → reset', () => {
    const s = makeStore();
    s.getState().start('items');
    expect(s.getState().items).toEqual({ loading: true, error: null, data: null });
    s.getState().succeed('items', ['a']);
    expect(s.getState().items).toEqual({ loading: false, error: null, data: ['a'] });
    s.getState().start('items');
    expect(s.getState().items).toEqual({ loading: true, error: null, data: ['a'] });
    s.getState().fail('items', boom);
    expect(s.getState().items).toEqual({ loading: false, error: boom, data: null });
    s.getState().reset('items');
    expect(s.getState().items).toEqual({ loading: false, error: null, data: null });
    expect(s.getState().count.loading).toBe(false);
  });

  it('clearErrors drops every error and keeps the data', () => {
    const s = makeStore();
    s.getState().succeed('count', 3);
    s.getState().fail('items', boom);
    s.getState().clearErrors();
    expect(s.getState().items).toEqual({ loading: false, error: null, data: null });
    expect(s.getState().count).toEqual({ loading: false, error: null, data: 3 });
  });

  it('ignores keys it does not have, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = makeStore();
    (s.getState().start as (key: string) => void)('nope');
    expect('nope' in s.getState()).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'nope'"));
  });
});

describe('track', () => {
  it('runs start, then succeed, and returns the answer', async () => {
    const s = makeStore();
    const call = deferred<number>();
    const tracked = s.getState().track('count', call.promise);
    expect(s.getState().count.loading).toBe(true);
    call.resolve(7);
    await expect(tracked).resolves.toBe(7);
    expect(s.getState().count).toEqual({ loading: false, error: null, data: 7 });
  });

  it('runs fail and rethrows the ApiError', async () => {
    const s = makeStore();
    await expect(s.getState().track('count', Promise.reject(boom))).rejects.toBe(boom);
    expect(s.getState().count).toEqual({ loading: false, error: boom, data: null });
  });

  it('turns a stray exception into an ApiError rather than losing it', async () => {
    const s = makeStore();
    await expect(s.getState().track('count', Promise.reject(new Error('bug')))).rejects.toEqual({
      status: 0,
      message: 'bug',
    });
    expect(s.getState().count.error).toEqual({ status: 0, message: 'bug' });
  });

  it('lets only the newest call of a key write its outcome', async () => {
    const s = makeStore();
    const older = deferred<string[]>();
    const newer = deferred<string[]>();
    const first = s.getState().track('items', older.promise);
    const second = s.getState().track('items', newer.promise);
    newer.resolve(['52140']);
    await second;
    older.resolve(['50000']);
    await expect(first).resolves.toEqual(['50000']);
    expect(s.getState().items).toEqual({ loading: false, error: null, data: ['52140'] });
  });

  it('keeps the newest outcome when an older call fails late', async () => {
    const s = makeStore();
    const older = deferred<number>();
    const first = s.getState().track('count', older.promise);
    await s.getState().track('count', Promise.resolve(2));
    older.reject(boom);
    await expect(first).rejects.toBe(boom);
    expect(s.getState().count).toEqual({ loading: false, error: null, data: 2 });
  });

  it('does not refill a key reset while its call was in flight', async () => {
    const s = makeStore();
    const call = deferred<number>();
    const tracked = s.getState().track('count', call.promise);
    s.getState().reset('count');
    call.resolve(5);
    await expect(tracked).resolves.toBe(5);
    expect(s.getState().count).toEqual({ loading: false, error: null, data: null });
  });
});

describe('selectors', () => {
  it('anyLoading and firstError look only at call states', () => {
    const s = createCallStore({ a: slot<number>(), b: slot<number>() }, (set) => ({
      mode: 'error' as string,
      setMode: (mode: string) => set({ mode }),
    }));
    expect(anyLoading(s.getState())).toBe(false);
    expect(firstError(s.getState())).toBeNull();
    s.getState().start('b');
    expect(anyLoading(s.getState())).toBe(true);
    s.getState().fail('b', boom);
    expect(anyLoading(s.getState())).toBe(false);
    expect(firstError(s.getState())).toBe(boom);
    s.getState().setMode('loading');
    expect(s.getState().mode).toBe('loading');
  });
});
