// What every screen sits in: the error modal, the loading overlay, the chat
// button, the offline notice and (in dev only) the sandbox panel.
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ChatButton } from './chat-button';
import { ErrorBoundary } from './error-boundary';
import { ErrorModal } from './error-modal';
import { LoadingOverlay } from './loading-overlay';
import { OfflineBanner } from './offline-banner';

const DevPanel = import.meta.env.DEV ? lazy(() => import('./dev-panel')) : null;

export function Shell() {
  return (
    <>
      <OfflineBanner />
      <main>
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
      </main>
      <ChatButton />
      <LoadingOverlay />
      <ErrorModal />
      {DevPanel ? (
        <Suspense fallback={null}>
          <DevPanel />
        </Suspense>
      ) : null}
    </>
  );
}
