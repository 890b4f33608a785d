import type { Ack, Contract, IdentityStatus } from '../domain/answers';
import { createCallStore, slot } from './call-state';

/** Identity check and contract signing (spec 3, 'contract'). */
export const useContractStore = createCallStore({
  userContract: slot<Contract>(),
  userContractSignature: slot<Ack>(),
  userMati: slot<IdentityStatus>(),
});
