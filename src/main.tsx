import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startObservability } from './adapters/observability/start';
import { warmApi } from './api/client';
import { App, preloadFirstStep } from './app/app';
import { loadOperations } from './calls/run';
import './styles.css';

// First: errors of the first render are caught too (the SDKs themselves load later).
startObservability();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// A deep link's step (its copy, screen and form: the step's page, a copy of
// index.html, has been preloading them alongside this script) is awaited before
// the first render, which then shows the whole screen at once. Rendering first
// would commit a 'Cargando' fallback and React would hold the screen back for
// its fallback throttle (300 ms). index.html shows 'Cargando' meanwhile. On a
// network too slow for the limit, or offline, the app renders anyway and the
// route shows its own spinner, retry included.
const FIRST_STEP_WAIT_MS = 3000;
const firstStep = Promise.race([
  preloadFirstStep(window.location.pathname),
  new Promise((wait) => setTimeout(wait, FIRST_STEP_WAIT_MS)),
]);

void firstStep
  .catch(() => undefined)
  .then(() =>
    // In a transition, React renders in slices of a few milliseconds: a slow phone's
    // main thread never freezes for the whole first render (Lighthouse's TBT).
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );

// The HTTP client is not part of the first screen's bundle; it comes with the first interaction.
warmApi(window, loadOperations);
