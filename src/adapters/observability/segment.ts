// Segment (analytics-next), loaded after the first screen (start.ts). Its
// settings are given inline: no settings fetch from cdn.segment.com, no
// device-mode destinations loaded into the page (destinations run in Segment's
// cloud), no metrics sent to Segment. Events go to the configured API host only.
// Segment adds the page's address, path, title, search and referrer to every
// event: they carry phone numbers and names, so each event names the page by
// its step's route template instead.
import { AnalyticsBrowser } from '@segment/analytics-next';
import { segmentSettings } from '../../config/observability';
import { installAnalytics } from '../analytics';
import { observeFlow } from '../flow-events';
import { readSession } from '../session';
import { funnelEvent } from './funnel';
import { currentRoute, templatedPageUrl } from './templates';

export function startSegment(): void {
  const settings = segmentSettings();
  if (!settings) return;
  const { writeKey, apiHost, protocol } = settings;
  const io = { apiKey: writeKey, apiHost, protocol };
  const analytics = AnalyticsBrowser.load(
    { writeKey, cdnSettings: { integrations: { 'Segment.io': io }, metrics: { sampleRate: 0 } } },
    {
      integrations: { 'Segment.io': { apiHost, protocol } },
      initialPageview: false,
      // Its default reads ajs_* query parameters into identify and track calls, with the page's
      // address as their context: a link could make it send a phone or a name.
      useQueryString: false,
      // No cookie and no localStorage of its own (ids, queued events): the funnel's id is the
      // spec's anonymous_id, kept with the flow's session and forgotten when the flow ends.
      disableClientPersistence: true,
    },
  );
  analytics.catch(() => undefined);
  const page = () => ({
    context: { page: { url: templatedPageUrl(), path: currentRoute(), referrer: '', search: '', title: '' } },
  });
  const send = (event: string, props: Record<string, string>) => void analytics.track(event, props, page());
  // The spec's deterministic id, once the phone is known (this visit, or an earlier one in this tab).
  const stored = readSession('anonymous_id');
  if (stored) void analytics.setAnonymousId(stored);
  installAnalytics(send, (id) => void analytics.setAnonymousId(id));
  observeFlow((event) => {
    const funnel = funnelEvent(event);
    if (funnel) send(...funnel);
  });
}
