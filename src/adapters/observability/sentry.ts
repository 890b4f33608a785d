// Sentry: errors, tracing and (for a sampled share of sessions) replay, loaded
// after the first screen (start.ts). Privacy by not collecting: no default
// breadcrumbs (console, clicks, fetch and history carry text and addresses), no
// request headers, no user; the only breadcrumbs are our own step and call
// events, named by templates. Whatever leaves has its addresses templated and
// its texts scrubbed once more on the way out (the postprocessEvent hook below
// sees every event: errors, transactions and replays).
import {
  addBreadcrumb,
  type Breadcrumb,
  browserApiErrorsIntegration,
  browserTracingIntegration,
  captureException,
  captureMessage,
  dedupeIntegration,
  type Event,
  getActiveSpan,
  getRootSpan,
  globalHandlersIntegration,
  init,
  linkedErrorsIntegration,
  type Span,
  startBrowserTracingNavigationSpan,
  startInactiveSpan,
  webVitalsIntegration,
  withScope,
} from '@sentry/browser';
import { sentrySettings } from '../../config/observability';
import { installReporter, type Report, reportedType, scrub, WITHHELD } from '../error-reporting';
import { type Observed, observeFlow } from '../flow-events';
import { watchStepVitals } from './step-vitals';
import { currentRoute, isOurs, routeOf, templatedPageUrl, templatedUrl } from './templates';

const RESOURCE_SPANS = [
  'script',
  'css',
  'link',
  'img',
  'image',
  'other',
  'fetch',
  'xmlhttprequest',
  'beacon',
  'iframe',
  'video',
  'audio',
].map((type) => `resource.${type}`);

/** A step left open longer than this (a person gone away) ends its span, and later calls start their own. */
const STEP_SPAN_LIMIT_MS = 10 * 60_000;

/** Our own breadcrumbs; the SDK's (console, clicks, fetch, history) are never collected. */
const OUR_BREADCRUMBS = new Set(['step', 'call']);

export function startSentry(stopEarlyCatch: () => void): void {
  const settings = sentrySettings();
  if (!settings) return;
  // Sentry's global handlers take over from start.ts's: nothing is reported twice.
  stopEarlyCatch();
  const recordReplay = settings.replayRate > 0 && Math.random() < settings.replayRate;
  const client = init({
    dsn: settings.dsn,
    tunnel: settings.tunnel,
    environment: settings.environment,
    release: settings.release,
    defaultIntegrations: false,
    integrations: [
      browserApiErrorsIntegration(),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      // What speed is measured is chosen here, not left to the SDK's defaults: the page's
      // LCP, CLS and INP over the visit (the flow's steps are one page, which soft
      // navigations would split only in Chromium and only for some steps: each step's own
      // figures are ours, step-vitals.ts). Back/forward restores are measured apart.
      webVitalsIntegration({ ignore: [], softNavigations: false, bfcacheNavigations: true }),
      browserTracingIntegration({
        instrumentPageLoad: true,
        instrumentBfcacheRestore: true,
        markBackgroundSpan: true,
        // Long tasks are what a cheap phone spends; long animation frames add the scripts'
        // addresses (another origin's can hold personal data) for little more.
        enableLongTask: true,
        enableLongAnimationFrame: false,
        enableReportPageLoaded: false,
        // Steps are navigations (flow-events), named by route template; the
        // SDK's own would be named by the address. Calls are spans of our own,
        // named by path template; the SDK's fetch spans carry the real URL.
        instrumentNavigation: false,
        // A step's span lasts while the step is on screen (the next step, or the
        // page hidden, ends it), so the call its 'Continuar' makes, seconds or
        // minutes after the person arrived, is one of its spans. The SDK's 1 s
        // idle timeout would end it while the person is still typing, and the
        // call would then start a trace of its own.
        idleTimeout: STEP_SPAN_LIMIT_MS,
        finalTimeout: STEP_SPAN_LIMIT_MS,
        traceFetch: false,
        traceXHR: false,
        // One span per file loaded is noise for this purpose, and weight on a
        // cheap phone's uplink; another origin's addresses can hold personal data.
        ignoreResourceSpans: RESOURCE_SPANS,
        beforeStartSpan: (options) => ({
          ...options,
          name: currentRoute(),
          attributes: { ...options.attributes, 'sentry.source': 'route' },
        }),
      }),
    ],
    // No user (and no IP inferred from the request by Sentry), no cookies, headers,
    // bodies or query strings. Release-health sessions are not collected either:
    // they would carry the IP and user agent.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    tracesSampleRate: settings.tracesRate,
    // Sampled above: replay's code is fetched only for a session it records.
    replaysSessionSampleRate: recordReplay ? 1 : 0,
    replaysOnErrorSampleRate: 0,
    beforeBreadcrumb: (crumb: Breadcrumb) => (OUR_BREADCRUMBS.has(crumb.category ?? '') ? crumb : null),
    // A script of another origin (maps, the identity widget) that fails is reported by the browser
    // as 'Script error.' with nothing in it: no file, no line, no stack. The SDK puts the page's
    // address in its place. Nothing to learn, and an address to leak: not sent.
    beforeSend: (event) => (isOpaqueScriptError(event) ? null : event),
  });
  if (!client) return;
  client.on('postprocessEvent', (event) => withoutPersonalData(event));
  // Spans are streamed (not inside transaction events): each passes here before it is sent.
  client.on('processSpan', (span) => spanWithoutPersonalData(span as SpanLike));

  const vitals = watchStepVitals();
  observeFlow((event, replayed) => observe(event, replayed, client, vitals));
  installReporter(report);
  if (recordReplay)
    void import('./sentry-replay')
      .then((m) => {
        // Null when the recording's addresses cannot be templated: then nothing is recorded.
        const replay = m.maskedReplay();
        if (replay) client.addIntegration(replay);
      })
      .catch(() => undefined);
}

function report(r: Report): void {
  withScope((scope) => {
    scope.setLevel(r.level);
    if (r.status !== undefined) scope.setTag('http.status_code', String(r.status));
    if (r.call) {
      scope.setTag('operation', r.call.operation);
      scope.setTag('http.method', r.call.method);
      scope.setTag('api.path', r.call.path);
      scope.setContext('call', { ...r.call, status: r.status ?? null });
      // One issue per call and answer, whatever the ids in the address were.
      scope.setFingerprint([r.call.operation, r.call.method, r.call.path, String(r.status)]);
    }
    if (r.error) captureException(r.error);
    else captureMessage(r.message);
  });
}

const spans = new Map<string, Span>();
let firstStep = true;

function observe(
  event: Observed,
  replayed: boolean,
  client: NonNullable<ReturnType<typeof init>>,
  vitals: ReturnType<typeof watchStepVitals>,
): void {
  const timestamp = event.at / 1000;
  if (event.type === 'step') {
    addBreadcrumb({ category: 'step', message: `${event.stepId} ${event.route}`, timestamp });
    // The first step shown is the page load's (named by beforeStartSpan); each later one is a navigation.
    if (firstStep) {
      const active = getActiveSpan();
      vitals.begin(active && getRootSpan(active), false);
    } else if (!replayed)
      vitals.begin(
        startBrowserTracingNavigationSpan(client, { name: event.route, attributes: { 'sentry.source': 'route' } }),
        true,
      );
    firstStep = false;
    return;
  }
  const name = `${event.operation} ${event.method} ${event.path}`;
  if (event.type === 'call-start') {
    if (!replayed)
      spans.set(
        event.operation,
        startInactiveSpan({
          name,
          op: 'http.client',
          attributes: { 'http.request.method': event.method, 'url.template': event.path, operation: event.operation },
        }),
      );
    return;
  }
  addBreadcrumb({
    category: 'call',
    type: 'http',
    level: event.ok ? 'info' : 'warning',
    message: name,
    data: { status: event.status ?? 'ok' },
    timestamp,
  });
  const span = spans.get(event.operation);
  spans.delete(event.operation);
  if (!span) return;
  if (event.status !== undefined) span.setAttribute('http.response.status_code', event.status);
  span.setStatus({ code: event.ok ? 1 : 2, ...(event.ok ? {} : { message: 'internal_error' }) });
  span.end();
}

const URL_KEY = /url|referrer|path|href|location|invoker/i;

interface SpanLike {
  name?: string;
  attributes?: Record<string, unknown>;
}

/** A web vital's element, as the SDK names it: `button.btn[aria-label="…"]` and the like. */
const ELEMENT_KEY = /\.(element|target)$|\.source\.\d+$|^ui\.component_name$/;

/** An element's selector without its attribute values (aria-label, title, alt, name…: texts of the page). */
export const bareSelector = (selector: string) => selector.replace(/\[[^\]]*\]/g, '');

/**
 * A streamed span: its name when it is an address, and its address attributes, templated; no
 * query string; the web vitals' elements without their attribute values; no user agent.
 */
export function spanWithoutPersonalData(span: SpanLike): void {
  if (span.name && (/:\/\/|^\//.test(span.name) || /\p{Nd}{4,}/u.test(span.name)))
    span.name = span.name.startsWith('/') && !/\p{Nd}{4,}/u.test(span.name) ? span.name : templatedUrl(span.name);
  if (span.name?.includes('[')) span.name = bareSelector(span.name);
  const attributes = span.attributes ?? {};
  for (const [key, value] of Object.entries(attributes)) {
    if (/query|search|fragment|user_agent/i.test(key)) delete attributes[key];
    else if (typeof value === 'string' && ELEMENT_KEY.test(key)) attributes[key] = scrub(bareSelector(value));
    else if (key === 'url.path' || key === 'http.route') attributes[key] = currentRoute();
    else if (key === 'url.template' || key.endsWith('_type'))
      continue; // ours (a path template), or a kind
    else if (typeof value === 'string' && URL_KEY.test(key)) attributes[key] = templatedUrl(value);
    else if (typeof value === 'string' && !/^sentry\.|\.id$/.test(key)) attributes[key] = scrub(value);
  }
}

/**
 * The last guard, on every event: the page is its route template, request
 * headers and the user are dropped, texts are scrubbed, span and replay
 * addresses are templated or dropped. Fields are edited in place (a whole-event
 * scrub would break timestamps and the SDK would drop the event).
 */
export function withoutPersonalData(event: Event): void {
  const page = templatedPageUrl();
  event.request = { url: page };
  delete event.user;
  delete event.extra;
  delete event.server_name;
  if (event.transaction) event.transaction = currentRouteOr(event.transaction);
  if (event.message) event.message = scrub(event.message);
  if (event.logentry?.message) event.logentry.message = scrub(event.logentry.message);
  // What was thrown is sent by its type only: its text is not ours (error-reporting's WITHHELD).
  // A frame names its file: ours are hashed assets; the page itself (an inline script, a frame
  // the SDK made up) is its route template; another origin's file, its origin.
  for (const value of event.exception?.values ?? []) {
    if (value.value !== undefined) value.value = WITHHELD;
    if (value.type) value.type = reportedType(value.type);
    for (const frame of value.stacktrace?.frames ?? []) {
      if (frame.filename && isAddress(frame.filename)) frame.filename = templatedUrl(frame.filename);
      if (frame.abs_path && isAddress(frame.abs_path)) frame.abs_path = templatedUrl(frame.abs_path);
      delete frame.module;
    }
  }
  event.breadcrumbs = event.breadcrumbs?.filter((b) => OUR_BREADCRUMBS.has(b.category ?? ''));
  const trace = event.contexts?.trace;
  if (trace?.data) templateData(trace.data as Record<string, unknown>);
  for (const span of event.spans ?? []) {
    if (span.description && !isOurs(span.description) && /:\/\/|^\//.test(span.description))
      span.description = span.op ?? 'resource';
    if (span.data) templateData(span.data as Record<string, unknown>);
  }
  // A replay's list of the pages it saw (the real addresses, from location and history), and
  // the names of the transactions it overlapped (ours are templates already; any other, dropped).
  const replay = event as Event & { urls?: unknown[]; segment_names?: unknown[] };
  if (Array.isArray(replay.urls))
    replay.urls = replay.urls.map((u) => (typeof u === 'string' ? templatedUrl(u) : page));
  if (Array.isArray(replay.segment_names))
    replay.segment_names = replay.segment_names.filter((n) => typeof n === 'string' && isRouteTemplate(n));
}

/** An absolute or root-relative address (a frame's file may also be '<anonymous>' or 'native'). */
const isAddress = (text: string) => /^(https?:)?\/\//i.test(text) || text.startsWith('/');

/** The browser's report of another origin's script failing: 'Script error.', and nothing else. */
export function isOpaqueScriptError(event: Event): boolean {
  const text = event.message ?? event.exception?.values?.[0]?.value ?? '';
  return /^Script error\.?$/.test(text);
}

/** A transaction keeps its name when it is a template already. */
function currentRouteOr(name: string): string {
  return isRouteTemplate(name) ? name : currentRoute();
}

/** A route template of the manifest ('/:phoneNumber/about-you'): a real address never is one. */
function isRouteTemplate(name: string): boolean {
  return name.startsWith('/') && routeOf(name) === name;
}

function templateData(data: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(data))
    if (typeof value === 'string' && URL_KEY.test(key)) data[key] = templatedUrl(value);
}
