// Every state slot spec section 3 names is tracked by a call's declaration
// (src/api/operations/*.ts, `tracking`), in its slice, and no call invents one.
import { describe, expect, it } from 'vitest';
import { keysOfSlice } from '../testing/calls';

describe('the slices of spec section 3', () => {
  it.each([
    [
      'origination',
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
      [
        'defaultNip',
        'defaultResendNip',
        'collateralName',
        'shopkeeperName',
        'nipConfirmed',
        'putPartnerNewPhone',
        'redirectionUrlObject',
        // The session check: its call state is the spec's validationResult (empty, loading, success, error).
        'validationResult',
      ],
    ],
    ['catalogs', ['citiesData', 'zipCodeData', 'businessTypeData', 'salesRangeData']],
    ['advisor', ['advisorData']],
    ['contract', ['userContract', 'userContractSignature', 'userMati']],
    ['operations', ['postLeadAssigmentData']],
  ] as const)('%s has exactly the spec keys', (slice, keys) => {
    expect(keysOfSlice(slice).sort()).toEqual([...keys].sort());
  });
});
