import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../api/api-error';
import { anyLoading, createCallStore, firstError, slot } from './call-state';

const makeStore = () =>
  createCallStore({
    items: slot<string[]>(),
    count: slot<number>(),
  });

const boom: ApiError = { status: 500, message: 'boom', readable_message: 'Falló.' };

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
