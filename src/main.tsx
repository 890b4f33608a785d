import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startObservability } from './adapters/observability/start';
import { warmApi } from './api/client';
import { App } from './app/app';
import { GALLERY_PATH, GalleryPage } from './app/gallery/gallery-route';
import './styles.css';

// First: errors of the first render are caught too (the SDKs themselves load later).
startObservability();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The screen gallery (dev only) runs without StrictMode: its previews must behave
// as in production, where a screen's mount effects run once (StrictMode's second
// run resets the call a screen starts on arrival, and its loading overlay with it).
const gallery = GalleryPage !== null && window.location.pathname === GALLERY_PATH;
// In a transition, React renders in slices of a few milliseconds: a slow phone's
// main thread never freezes for the whole first render (Lighthouse's TBT).
startTransition(() =>
  createRoot(root).render(
    gallery ? (
      <App />
    ) : (
      <StrictMode>
        <App />
      </StrictMode>
    ),
  ),
);

// The HTTP client is not part of the first screen's bundle; it comes with the first interaction.
warmApi();
