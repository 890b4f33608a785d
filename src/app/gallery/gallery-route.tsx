// The gallery's entry, for the development server only: in a production build
// `import.meta.env.DEV` is false, this is null and the gallery's chunk is never
// emitted (as with src/app/dev-panel.tsx). It renders outside the app's router,
// since each preview runs in a memory router of its own.
import { lazy, Suspense } from 'react';

const Gallery = import.meta.env.DEV ? lazy(() => import('./gallery')) : null;

export const GALLERY_PATH = '/__gallery';

export const GalleryPage = Gallery
  ? () => (
      <Suspense fallback={null}>
        <Gallery />
      </Suspense>
    )
  : null;
