import { StrictMode } from 'react';
import { takeCredentialsFromAddress } from './adapters/link-credentials';
import { startObservability } from './adapters/observability/start';
import { App, preloadFirstStep } from './app/app';
import { startApp, warmCalls } from './app/loading';

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

startApp(root, app, preloadFirstStep);
warmCalls();
