// Custom screens by the name the manifest uses (`"screen": "start"`). The start
// screen is bundled with the entry (it is the first paint); every other screen
// is its own lazy chunk, fetched when its route is visited.
import type { ComponentType } from 'react';
import { lazyScreen } from './lazy-screen';
import { StartScreen } from './start/start-screen';

export const screens: Record<string, ComponentType> = {
  start: StartScreen,
  nip: lazyScreen(() => import('./nip/nip-screen')),
  waiting: lazyScreen(() => import('./waiting/waiting-screen')),
  advisorWelcome: lazyScreen(() => import('./advisor-welcome/advisor-welcome')),
  addressSearch: lazyScreen(() => import('./address-search/address-search')),
  guarantorNip: lazyScreen(() => import('./guarantor-nip/guarantor-nip')),
  avalConsent: lazyScreen(() => import('./aval-consent/aval-consent')),
  contractSign: lazyScreen(() => import('./contract-sign/contract-sign')),
  reviewDocuments: lazyScreen(() => import('./review-documents/review-documents')),
  approvedDocuments: lazyScreen(() => import('./review-documents/approved-documents')),
  errorDocuments: lazyScreen(() => import('./error-documents/error-documents')),
  signature: lazyScreen(() => import('./signature/signature-screen')),
};
