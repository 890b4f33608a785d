// Form behaviours by the name a step's JSON lists in `behaviours`.
import type { FormBehaviour } from '../form/form-types';
import { addressFromSearch, serviceArea, zipLookup } from './address';
import { birthDate } from './birth-date';
import { passwordPair } from './password-pair';
import { queryToken } from './query-token';
import { registration } from './registration';
import { taxIdPrefill } from './tax-id-prefill';

export const behaviours: Record<string, FormBehaviour> = {
  birthDate,
  queryToken,
  taxIdPrefill,
  addressFromSearch,
  zipLookup,
  serviceArea,
  passwordPair,
  registration,
};
