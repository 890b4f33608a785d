// Custom screens by the name the manifest uses (`"screen": "start"`). The start
// screen is bundled with the entry (it is the first paint); every other screen
// is its own lazy chunk, fetched when its route is visited.
import { type ComponentType, lazy } from 'react';
import { StartScreen } from './start/start-screen';

export const screens: Record<string, ComponentType> = {
  start: StartScreen,
  nip: lazy(() => import('./nip/nip-screen')),
  waiting: lazy(() => import('./waiting/waiting-screen')),
  advisorWelcome: lazy(() => import('./advisor-welcome/advisor-welcome')),
  addressSearch: lazy(() => import('./address-search/address-search')),
  guarantorNip: lazy(() => import('./guarantor-nip/guarantor-nip')),
  avalConsent: lazy(() => import('./aval-consent/aval-consent')),
  contractSign: lazy(() => import('./contract-sign/contract-sign')),
  reviewDocuments: lazy(() => import('./review-documents/review-documents')),
  approvedDocuments: lazy(() => import('./review-documents/approved-documents')),
  errorDocuments: lazy(() => import('./error-documents/error-documents')),
  signature: lazy(() => import('./signature/signature-screen')),
};
