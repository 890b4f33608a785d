// The screen gallery's own entry (dev server only, /__gallery: gallery/vite-plugin.ts).
// The app's entry (src/main.tsx) does not know it exists.
import { createRoot } from 'react-dom/client';
import { warmApi } from '../src/api/warm';
import '../src/styles.css';
import Gallery from './gallery';

const root = document.getElementById('root');
if (!root) throw new Error('gallery/index.html has no #root');
// Without StrictMode: the previews must behave as in production, where a screen's
// mount effects run once (StrictMode's second run resets the call a screen starts
// on arrival, and its loading overlay with it).
createRoot(root).render(<Gallery />);

// As the app does after its first screen: the HTTP client the screens' calls use.
warmApi();
