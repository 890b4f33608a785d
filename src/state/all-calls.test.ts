import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../api/api-error';
import { operations } from '../api/registry';
import { run } from '../calls/run';
import { useAdvisorStore } from './advisor-store';
import { clearAllCallErrors, resetAllStores, useAnyCallPending, useFirstCallError } from './all-calls';
import { useCatalogsStore } from './catalogs-store';
import { useCollateralStore } from './collateral-store';
import { useContractStore } from './contract-store';
import { useOperationsStore } from './operations-store';
import { useOriginationStore } from './origination-store';

beforeEach(() => resetAllStores());
afterEach(() => vi.restoreAllMocks());

const boom = (message: string): ApiError => ({ status: 500, message });

describe('useAnyCallPending (the loading overlay)', () => {
  it.each([
    ['origination', () => useOriginationStore.getState().start('postUserData')],
    ['collateral', () => useCollateralStore.getState().start('nipConfirmed')],
    ['catalogs', () => useCatalogsStore.getState().start('zipCodeData')],
    ['advisor', () => useAdvisorStore.getState().start('advisorData')],
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
    act(() => {
      tracked = run('getCities');
      useOriginationStore.getState().start('userData');
    });
    expect(result.current).toBe(true);
    await act(async () => {
      finish(['Toluca']);
      await tracked;
    });
    expect(result.current).toBe(true);
    act(() => useOriginationStore.getState().succeed('userData', null as never));
    expect(result.current).toBe(false);
  });

  it('ignores the identity polls and lead assignment (spec: overlay for four slices)', () => {
    const { result } = renderHook(() => useAnyCallPending());
    act(() => {
      useContractStore.getState().start('userMati');
      useOperationsStore.getState().start('postLeadAssigmentData');
    });
    expect(result.current).toBe(false);
  });
});

describe('useFirstCallError (the error modal)', () => {
  it('finds an error in any slice, origination first', () => {
    const { result } = renderHook(() => useFirstCallError());
    expect(result.current).toBeNull();
    act(() => useContractStore.getState().fail('userContract', boom('contract')));
    expect(result.current).toEqual(boom('contract'));
    act(() => useOriginationStore.getState().fail('putBusiness', boom('business')));
    expect(result.current).toEqual(boom('business'));
  });

  it('is cleared by clearAllCallErrors (the modal close)', () => {
    const { result } = renderHook(() => useFirstCallError());
    act(() => {
      useOperationsStore.getState().fail('postLeadAssigmentData', boom('lead'));
      useCollateralStore.getState().fail('defaultNip', boom('nip'));
      useCatalogsStore.getState().fail('zipCodeData', boom('zip'));
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
    act(() => useAdvisorStore.getState().fail('advisorData', boom('x')));
    expect(renders).toBeLessThanOrEqual(3);
  });
});
