import type { Redirection } from '../domain/answers';
import { createCallStore, slot } from './call-state';

/** The operations service (spec 3, 'operations'); the key's spelling is the spec's. */
export const useOperationsStore = createCallStore({
  postLeadAssigmentData: slot<Redirection>(),
});
