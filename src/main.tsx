import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { takeCredentialsFromAddress } from './adapters/link-credentials';
import { startObservability } from './adapters/observability/start';
import { warmApi } from './api/client';
import { App, preloadFirstStep } from './app/app';
import { loadOperations } from './calls/run';
import { reportHydrationError } from './ui/hydration';

// First of all: a credential in the link leaves the address before any request or observer can see it.
takeCredentialsFromAddress();
// Then: errors of the first render are caught too (the SDKs themselves load later).
startObservability();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// In a transition, React renders in slices of a few milliseconds: a slow phone's
// main thread never freezes for the whole first render (Lighthouse's TBT).
const render = () => startTransition(() => createRoot(root).render(app));

if (root.hasAttribute('data-prerendered')) {
  // A form step's page holds the form the build rendered (scripts/prerender.ts),
  // on show, inert, while the step's code (preloaded by the page) arrives. React
  // then adopts that markup instead of drawing it again (hydration runs in slices
  // too). No time limit: the form is on screen meanwhile. Should the code fail to
  // load, the app draws itself and the route shows its spinner, retry included.
  preloadFirstStep(window.location.pathname).then(
    () => hydrateRoot(root, app, { onRecoverableError: reportHydrationError }),
    render,
  );
} else {
  // A deep link's step (its copy, screen and form: the step's page, a copy of
  // index.html, has been preloading them alongside this script) is awaited before
  // the first render, which then shows the whole screen at once. Rendering first
  // would commit a 'Cargando' fallback and React would hold the screen back for
  // its fallback throttle (300 ms). index.html shows 'Cargando' meanwhile. On a
  // network too slow for the limit, or offline, the app renders anyway and the
  // route shows its own spinner, retry included.
  const FIRST_STEP_WAIT_MS = 3000;
  Promise.race([
    preloadFirstStep(window.location.pathname),
    new Promise((wait) => setTimeout(wait, FIRST_STEP_WAIT_MS)),
  ])
    .catch(() => undefined)
    .then(render);
}

// The HTTP client is not part of the first screen's bundle; it comes with the first interaction.
warmApi(window, loadOperations);
