import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startObservability } from './adapters/observability/start';
import { warmApi } from './api/client';
import { App } from './app/app';
import { loadOperations } from './calls/run';
import './styles.css';

// First: errors of the first render are caught too (the SDKs themselves load later).
startObservability();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// In a transition, React renders in slices of a few milliseconds: a slow phone's
// main thread never freezes for the whole first render (Lighthouse's TBT).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// The HTTP client is not part of the first screen's bundle; it comes with the first interaction.
warmApi(window, loadOperations);
