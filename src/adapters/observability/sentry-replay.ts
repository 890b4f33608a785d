// Session replay, in its own chunk: fetched only for a session sentry.ts has
// sampled for recording. Every text and input is masked, media and the
// signature canvas are blocked, and no request or response detail is recorded;
// the performance entries it would record carry addresses, so they are dropped.
import { replayIntegration } from '@sentry/browser';

export function maskedReplay() {
  return replayIntegration({
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
    block: ['canvas', '.signature-pad'],
    networkDetailAllowUrls: [],
    beforeAddRecordingEvent: (event) => {
      const data = event.data as { tag?: string; payload?: { category?: string } } | undefined;
      if (data?.tag === 'performanceSpan') return null;
      if (data?.tag === 'breadcrumb' && data.payload?.category === 'navigation') return null;
      return event;
    },
  });
}
