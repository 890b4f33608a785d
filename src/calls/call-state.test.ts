import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../api/api-error';
import { operations } from '../api/registry';
import { tracker } from '../testing/calls';
import {
  callState,
  clearAllCallErrors,
  resetAllCalls,
  track,
  useAnyCallPending,
  useFirstCallError,
} from './call-state';
import { run } from './run';

beforeEach(() => resetAllCalls());
afterEach(() => vi.restoreAllMocks());

const boom = (message: string): ApiError => ({ status: 500, message });

describe('a tracked key', () => {
  const error: ApiError = { status: 500, message: 'boom', readable_message: 'Falló.' };

  it('starts idle', () => {
    expect(callState('catalogs', 'citiesData')).toEqual({ loading: false, error: null, data: null });
  });

  it('start → succeed → fail → reset', () => {
    const id = 'catalogs.citiesData';
    track.start(id);
    expect(callState('catalogs', 'citiesData')).toEqual({ loading: true, error: null, data: null });
    track.succeed(id, ['a']);
    expect(callState('catalogs', 'citiesData')).toEqual({ loading: false, error: null, data: ['a'] });
    track.start(id);
    expect(callState('catalogs', 'citiesData')).toEqual({ loading: true, error: null, data: ['a'] });
    track.fail(id, error);
    expect(callState('catalogs', 'citiesData')).toEqual({ loading: false, error, data: null });
    track.reset(id);
    expect(callState('catalogs', 'citiesData')).toEqual({ loading: false, error: null, data: null });
  });
});

describe('useAnyCallPending (the loading overlay)', () => {
  it.each([
    ['origination', () => tracker('origination').start('postUserData')],
    ['collateral', () => tracker('collateral').start('nipConfirmed')],
    ['catalogs', () => tracker('catalogs').start('zipCodeData')],
    ['advisor', () => tracker('advisor').start('advisorData')],
  ])('is true while a %s call is pending', (_, start) => {
    const { result } = renderHook(() => useAnyCallPending());
    expect(result.current).toBe(false);
    act(start);
    expect(result.current).toBe(true);
  });

  it('follows the calls as they settle', async () => {
    const { result } = renderHook(() => useAnyCallPending());
    let finish!: (value: string[]) => void;
    const pending = new Promise<string[]>((resolve) => {
      finish = resolve;
    });
    vi.spyOn(operations.getCities, 'call').mockReturnValueOnce(pending);
    let tracked!: Promise<unknown>;
    await act(async () => {
      tracked = run('getCities');
      tracker('origination').start('userData');
      await Promise.resolve();
    });
    expect(result.current).toBe(true);
    await act(async () => {
      finish(['Toluca']);
      await tracked;
    });
    expect(result.current).toBe(true);
    act(() => tracker('origination').succeed('userData', null));
    expect(result.current).toBe(false);
  });

  it('ignores the identity polls and lead assignment (spec: overlay for four slices)', () => {
    const { result } = renderHook(() => useAnyCallPending());
    act(() => {
      tracker('contract').start('userMati');
      tracker('operations').start('postLeadAssigmentData');
    });
    expect(result.current).toBe(false);
  });
});

describe('useFirstCallError (the error modal)', () => {
  it('finds an error in any slice, origination first', () => {
    const { result } = renderHook(() => useFirstCallError());
    expect(result.current).toBeNull();
    act(() => tracker('contract').fail('userContract', boom('contract')));
    expect(result.current).toEqual(boom('contract'));
    act(() => tracker('origination').fail('putBusiness', boom('business')));
    expect(result.current).toEqual(boom('business'));
  });

  it('is cleared by clearAllCallErrors (the modal close)', () => {
    const { result } = renderHook(() => useFirstCallError());
    act(() => {
      tracker('operations').fail('postLeadAssigmentData', boom('lead'));
      tracker('collateral').fail('defaultNip', boom('nip'));
      tracker('catalogs').fail('zipCodeData', boom('zip'));
    });
    expect(result.current?.message).toBe('nip');
    act(() => clearAllCallErrors());
    expect(result.current).toBeNull();
  });

  it('renders once per change, not in a loop (stable snapshots)', () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return [useFirstCallError(), useAnyCallPending()];
    });
    act(() => tracker('advisor').fail('advisorData', boom('x')));
    expect(renders).toBeLessThanOrEqual(3);
  });
});

describe('resetAllCalls and clearAllCallErrors', () => {
  const error: ApiError = { status: 500, message: 'boom' };

  it('clearAllCallErrors empties the errors of every slice and keeps data', () => {
    tracker('origination').fail('userData', error);
    tracker('contract').fail('userMati', error);
    tracker('catalogs').succeed('citiesData', ['Toluca']);
    clearAllCallErrors();
    expect(callState('origination', 'userData').error).toBeNull();
    expect(callState('contract', 'userMati').error).toBeNull();
    expect(callState('catalogs', 'citiesData').data).toEqual(['Toluca']);
  });

  it('resetAllCalls brings every call back to idle', () => {
    tracker('advisor').succeed('advisorData', { type: 'CALL_ADVISER' });
    tracker('operations').start('postLeadAssigmentData');
    resetAllCalls();
    expect(callState('advisor', 'advisorData').data).toBeNull();
    expect(callState('operations', 'postLeadAssigmentData').loading).toBe(false);
    tracker('advisor').start('advisorData');
    expect(callState('advisor', 'advisorData').loading).toBe(true);
  });
});
