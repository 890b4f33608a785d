import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { ApiError } from '../api/api-error';
import type { User } from '../domain/answers';
import { useAdvisorStore } from './advisor-store';
import { clearAllCallErrors, resetAllStores } from './all-calls';
import { useCatalogsStore } from './catalogs-store';
import { useCollateralStore } from './collateral-store';
import { useContractStore } from './contract-store';
import { useOperationsStore } from './operations-store';
import { useOriginationStore } from './origination-store';

const callKeys = (state: object) =>
  Object.entries(state)
    .filter(([, v]) => typeof v === 'object' && v !== null && 'loading' in v)
    .map(([k]) => k)
    .sort();

beforeEach(() => resetAllStores());

describe('the slices of spec section 3', () => {
  it.each([
    [
      'origination',
      useOriginationStore,
      [
        'userData',
        'userDataDetail',
        'postUserData',
        'postAddress',
        'putBusiness',
        'postBusinessAddress',
        'authData',
        'putAdditionalData',
        'putClientNewPhone',
        'defaultNip',
        'defaultResendNip',
        'nipConfirmed',
        'pwdConfirmed',
        'codeConfirmed',
        'newUser',
        'redirectionUrlObject',
        'sendNipPhone',
        'validateNipPhone',
      ],
    ],
    [
      'collateral',
      useCollateralStore,
      [
        'defaultNip',
        'defaultResendNip',
        'collateralName',
        'shopkeeperName',
        'nipConfirmed',
        'putPartnerNewPhone',
        'redirectionUrlObject',
      ],
    ],
    ['catalogs', useCatalogsStore, ['citiesData', 'zipCodeData', 'businessTypeData', 'salesRangeData']],
    ['advisor', useAdvisorStore, ['advisorData']],
    ['contract', useContractStore, ['userContract', 'userContractSignature', 'userMati']],
    ['operations', useOperationsStore, ['postLeadAssigmentData']],
  ] as const)('%s has exactly the spec keys', (_, store, keys) => {
    expect(callKeys(store.getState())).toEqual([...keys].sort());
  });

  it('collateral.validationResult is a plain field, empty at first', () => {
    expect(useCollateralStore.getState().validationResult).toBe('empty');
    useCollateralStore.getState().setValidationResult('loading');
    expect(useCollateralStore.getState().validationResult).toBe('loading');
    resetAllStores();
    expect(useCollateralStore.getState().validationResult).toBe('empty');
  });

  it('types each key with the answer it holds', () => {
    expectTypeOf(useOriginationStore.getState().userData.data).toEqualTypeOf<User | null>();
    expectTypeOf(useOriginationStore.getState().userData.error).toEqualTypeOf<ApiError | null>();
    expectTypeOf(useCatalogsStore.getState().citiesData.data).toEqualTypeOf<string[] | null>();
    expectTypeOf(useCollateralStore.getState().validationResult).toEqualTypeOf<
      'empty' | 'loading' | 'success' | 'error'
    >();
    expectTypeOf(useOperationsStore.getState().succeed).parameter(0).toEqualTypeOf<'postLeadAssigmentData'>();
  });
});

describe('resetAllStores and clearAllCallErrors', () => {
  const boom: ApiError = { status: 500, message: 'boom' };

  it('clearAllCallErrors empties the errors of every slice and keeps data', () => {
    useOriginationStore.getState().fail('userData', boom);
    useContractStore.getState().fail('userMati', boom);
    useCatalogsStore.getState().succeed('citiesData', ['Toluca']);
    useCollateralStore.getState().setValidationResult('error');
    clearAllCallErrors();
    expect(useOriginationStore.getState().userData.error).toBeNull();
    expect(useContractStore.getState().userMati.error).toBeNull();
    expect(useCatalogsStore.getState().citiesData.data).toEqual(['Toluca']);
    // The consent screen's view is not an error state: it stays.
    expect(useCollateralStore.getState().validationResult).toBe('error');
  });

  it('resetAllStores brings every slice back, actions included', () => {
    useAdvisorStore.getState().succeed('advisorData', { type: 'CALL_ADVISER' });
    useOperationsStore.getState().start('postLeadAssigmentData');
    resetAllStores();
    expect(useAdvisorStore.getState().advisorData.data).toBeNull();
    expect(useOperationsStore.getState().postLeadAssigmentData.loading).toBe(false);
    useAdvisorStore.getState().start('advisorData');
    expect(useAdvisorStore.getState().advisorData.loading).toBe(true);
  });
});
