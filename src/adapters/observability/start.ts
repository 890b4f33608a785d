// Starts the observers that are configured (config/observability.ts), after the
// first screen: each SDK is a dynamic import fetched once the page has loaded
// and the main thread is idle, so neither counts in the first screen's budget
// nor competes with it for a slow network. Until then, reports and events
// wait in their adapters' queues, and uncaught errors are caught here.
import { holdEvents } from '../analytics';
import { holdReports, reportError } from '../error-reporting';

// Only whether each is configured is read here (each by its full name, so Vite
// inlines that one value, not every setting); the settings themselves are read
// by the lazy modules (config/observability.ts), off the first screen.

export function startObservability(): void {
  if (import.meta.env.VITE_SENTRY_DSN?.trim()) {
    holdReports();
    const stop = catchEarlyErrors();
    afterFirstScreen(() => {
      import('./sentry').then((m) => m.startSentry(stop)).catch(() => undefined);
    });
  }
  if (import.meta.env.VITE_SEGMENT_WRITE_KEY?.trim()) {
    holdEvents();
    afterFirstScreen(() => {
      import('./segment').then((m) => m.startSegment()).catch(() => undefined);
    });
  }
}

/** Uncaught errors and rejections before Sentry is there; it takes over when it starts (the returned stop). */
function catchEarlyErrors(): () => void {
  const onError = (e: ErrorEvent) => reportError(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => reportError(e.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/** After the load event, when the main thread is idle (at most 3 s later: Safari has no requestIdleCallback). */
function afterFirstScreen(run: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
