import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { warmApi } from './api/client';
import { App } from './app/app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The HTTP client is not part of the first screen's bundle; fetch it once idle.
warmApi();
