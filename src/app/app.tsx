import { BrowserRouter } from 'react-router';
import { countryForStep } from '../config/country';
import { lazyFlows } from '../engine/flow-loader';
import { preloadAddress } from './loading';
import { FlowRoutes, routesFor } from './router';

// The start screen keeps the Mexico profile (spec section 1); every other
// step uses the profile the build was made for (VITE_COUNTRY).
const routes = routesFor(lazyFlows, countryForStep);

/** What the step at `pathname` renders with, loaded (main.tsx waits for it before the first render). */
export const preloadFirstStep = (pathname: string) => preloadAddress(routes, pathname);

/** The screens at the router's address: in the browser (App) and in the build's render of a step's page (prerender.tsx). */
export const AppRoutes = () => <FlowRoutes routes={routes} />;

export function App() {
  // Without transitions a navigation shows the next screen (or its loading
  // spinner) at once. With them, the screen just left stays on show, buttons
  // enabled, until the next one's code arrives: on a slow network a second tap
  // there sends its call again (a NIP confirmed twice).
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
