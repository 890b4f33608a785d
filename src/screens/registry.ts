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
};
