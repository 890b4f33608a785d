import type { Ack, AvalNipSent, Redirection } from '../domain/answers';
import { createCallStore, slot } from './call-state';

/** The guarantor consent screen's view: a plain field, not a call (spec 4). */
export type ValidationResult = 'empty' | 'loading' | 'success' | 'error';

/** The guarantor's calls (spec 3, 'collateral'). */
export const useCollateralStore = createCallStore(
  {
    defaultNip: slot<AvalNipSent>(),
    defaultResendNip: slot<AvalNipSent>(),
    collateralName: slot<string>(),
    shopkeeperName: slot<string>(),
    nipConfirmed: slot<Ack>(),
    putPartnerNewPhone: slot<Ack>(),
    /** The consent answer; the browser goes to redirection_url when there is one. */
    redirectionUrlObject: slot<Redirection>(),
  },
  (set) => ({
    validationResult: 'empty' as ValidationResult,
    setValidationResult: (validationResult: ValidationResult) => set({ validationResult }),
  }),
);
