// Error reporting (Sentry) and usage analytics (Segment) at the boundary: what
// actually leaves the page. The 'observability' project's build sends both to
// the sandbox (playwright.config.ts), which keeps every body raw. A person walks
// the flow typing their phone, code, names, RFC, business, address, NIP and
// password; then a call fails with 500, a screen fails to render and a promise
// is rejected unhandled. The envelopes and events must say what happened
// (level, operation, path template, step, route template) and hold none of
// what the person typed.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { anonymousIdFor } from '../src/domain/anonymous-id';
import { keepOffTheInternet, leaksIn, received, sentryItems, walkToTheAdviser } from './observed';
import { lastSms, phoneFor, registeredApplicant, signIn } from './support';

test.describe.configure({ mode: 'serial' });

interface Event {
  level?: string;
  tags?: Record<string, string>;
  exception?: unknown;
  message?: string;
}
interface Thrown {
  type?: string;
  value?: string;
  mechanism?: { type?: string };
}

interface Span {
  name: string;
  attributes?: Record<string, { value: unknown }>;
}

interface SegmentEvent {
  type: string;
  event?: string;
  anonymousId?: string;
  properties?: Record<string, string>;
  context?: { page?: Record<string, string> };
}
const segmentEvents = (calls: Array<{ body: string }>) => calls.map((c) => JSON.parse(c.body) as SegmentEvent);

/** Console warnings and errors, but for the answers the flow expects (the new user's 404, the 500 we cause). */
function watchConsole(page: Page, expected: RegExp[] = []): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'warning' && m.type() !== 'error') return;
    const text = m.text();
    if (/Failed to load resource: the server responded with a status of 404/.test(text)) return;
    if (expected.some((e) => e.test(text))) return;
    seen.push(`${m.type()}: ${text}`);
  });
  page.on('pageerror', (e) => {
    if (!expected.some((x) => x.test(e.message))) seen.push(`pageerror: ${e.message}`);
  });
  return seen;
}

const typed: string[] = [];

test('a walk from the phone to the download link: the funnel and the traces, with nothing the person typed', async ({
  page,
  request,
}) => {
  test.slow();
  await keepOffTheInternet(page);
  const problems = watchConsole(page);
  const earlier = (await received(request, 'segment')).length;
  const scripts: string[] = [];
  const offsite: string[] = [];
  let segmentFetchedAt = 0;
  page.on('request', (r) => {
    const url = new URL(r.url());
    scripts.push(url.pathname);
    if (url.hostname !== '127.0.0.1') offsite.push(url.origin);
    if (/^\/assets\/segment-/.test(url.pathname)) segmentFetchedAt ||= Date.now();
  });
  // The start screen's step is shown at its first render, before the load event; Segment
  // is fetched after it (when the main thread is idle): that view can only arrive through
  // the adapter's queue.
  let loadedAt = 0;
  page.on('load', () => {
    loadedAt ||= Date.now();
  });
  const { phone, typed: values } = await walkToTheAdviser(page, request);
  typed.push(...values);
  expect(loadedAt).toBeGreaterThan(0);
  expect(segmentFetchedAt).toBeGreaterThanOrEqual(loadedAt);

  // Usage: the download click and the funnel, by step id and route template.
  await expect
    .poll(async () => segmentEvents(await received(request, 'segment')).map((e) => e.event), { timeout: 20_000 })
    .toContain('download_app_click');
  const events = segmentEvents((await received(request, 'segment')).slice(earlier));
  const named = (name: string) => events.filter((e) => e.event === name).map((e) => e.properties);
  // The start screen's view, from before Segment loaded, arrived: the first of the funnel.
  expect(named('Step Viewed')[0]).toEqual({ step_id: 'home', route: '/home' });
  expect(named('Step Viewed')).toContainEqual({ step_id: 'about-you', route: '/:phoneNumber/about-you' });
  expect(named('Step Submitted')).toContainEqual({
    step_id: 'about-you',
    route: '/:phoneNumber/about-you',
    operation: 'createUser',
  });
  expect(named('Step Succeeded')).toContainEqual({
    step_id: 'about-you',
    route: '/:phoneNumber/about-you',
    operation: 'createUser',
  });
  expect(named('download_app_click')).toHaveLength(1);
  // Every event after the phone was verified (past the start screen) carries the spec's
  // deterministic id, and Segment's page context is the route template, not the address.
  const afterVerification = events.filter((e) => e.properties?.step_id !== 'home');
  expect(afterVerification.length).toBeGreaterThan(10);
  for (const e of afterVerification) expect(e.anonymousId).toBe(anonymousIdFor(phone));
  for (const e of events) expect(e.context?.page?.path).toMatch(/^\/(home|:[\w/:-]+)$/);

  // Tracing (streamed spans): a page load or navigation per step, named by its route
  // template, with its calls as spans named by operation and path template.
  const streamed = async () =>
    sentryItems(await received(request, 'sentry'))
      .filter((i) => i.type === 'span')
      .flatMap((i) => (i.payload?.items ?? []) as Span[]);
  const op = (s: Span) => s.attributes?.['sentry.op']?.value;
  await expect
    .poll(async () => (await streamed()).filter((s) => op(s) === 'navigation').map((s) => s.name), { timeout: 20_000 })
    .toContain('/:phoneNumber/about-you');
  const spans = await streamed();
  const steps = spans.filter((s) => op(s) === 'pageload' || op(s) === 'navigation').map((s) => s.name);
  expect(steps).toContain('/home');
  expect(steps).toContain('/:phoneNumber/about-you');
  const create = spans.find((s) => s.name === 'createUser POST /v2/users');
  expect(op(create as Span)).toBe('http.client');
  // Both SDKs talk only to the configured endpoints (here the sandbox): no settings from
  // cdn.segment.com, no metrics to api.segment.io, nothing to sentry.io.
  expect(offsite).toEqual([]);
  // Replay is off in this build (no VITE_SENTRY_REPLAY_RATE): its code is never fetched.
  expect(scripts.filter((p) => p.includes('sentry-replay'))).toEqual([]);
  expect(scripts.filter((p) => /\/assets\/sentry-/.test(p))).toHaveLength(1);
  expect(create?.attributes?.['sentry.segment.name']?.value).toBe('/:phoneNumber/about-you');

  // Speed as the person felt it (src/adapters/observability/step-vitals.ts): the page load's
  // span carries the page's LCP, each step reached by a tap the time from that tap to its
  // first paint, all as numbers.
  const stepLcp = (name: string) =>
    spans.filter((s) => s.name === name).map((s) => s.attributes?.['step.lcp']?.value as number)[0];
  expect(stepLcp('/home')).toBeGreaterThan(0);
  expect(stepLcp('/:phoneNumber/about-you')).toBeGreaterThan(0);
  expect(stepLcp('/:phoneNumber/:user_id/additional-data')).toBeGreaterThan(0);
  // The page's vitals leave when it is left: its LCP element named without attribute values,
  // and no user agent on any span.
  await page.goto('about:blank');
  await expect
    .poll(async () => (await streamed()).filter((s) => op(s) === 'ui.webvital.lcp').length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const vitals = (await streamed()).filter((s) => String(op(s)).startsWith('ui.webvital'));
  for (const s of vitals) {
    expect(Object.keys(s.attributes ?? {}).filter((k) => /user_agent/.test(k))).toEqual([]);
    const element = s.attributes?.['browser.web_vital.lcp.element']?.value;
    if (element !== undefined) expect(String(element)).not.toContain('[');
  }
  for (const s of await streamed())
    expect(
      Object.keys(s.attributes ?? {}).filter((k) => /user_agent/.test(k)),
      s.name,
    ).toEqual([]);
  expect(problems).toEqual([]);
});

test('a 500, a render error and an unhandled rejection are reported, by template, with nothing personal', async ({
  page,
  request,
}) => {
  test.slow();
  await keepOffTheInternet(page);
  const problems = watchConsole(page, [
    /status of 500/,
    /engine broke on purpose/,
    /on purpose/,
    // React logs what an error boundary caught.
    /The above error occurred/,
  ]);

  // Before Sentry loads: its chunk is held until an uncaught error and an unhandled
  // rejection have happened; start.ts catches them and they wait in the queue.
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => {
    release = done;
  });
  const sentryChunk = /\/assets\/sentry-(?!replay)[^/]*\.js$/;
  await page.route(sentryChunk, async (route) => {
    await held;
    await route.continue();
  });
  const early = phoneFor('551234');
  await page.goto('/home');
  await expect(page.getByLabel('Teléfono celular')).toBeVisible();
  await page.evaluate((p) => {
    setTimeout(() => {
      throw new RangeError(`early on purpose for ${p}`);
    });
    void Promise.reject(new URIError(`early rejection on purpose for ${p}`));
  }, early);
  await page.waitForTimeout(500);
  typed.push(early);
  release();
  // They leave once Sentry has loaded. The page stays until they have arrived: the next
  // step loads a new document, which cut these sends short (Sentry counted them as
  // network_error) whenever the chunk came just before it.
  const earlyErrors = async () =>
    sentryItems(await received(request, 'sentry')).filter(
      (i) => i.type === 'event' && /RangeError|URIError/.test(JSON.stringify(i.payload?.exception ?? '')),
    ).length;
  await expect.poll(earlyErrors, { timeout: 20_000 }).toBe(2);

  // A 500: the sandbox fails sending the code for phones 550005xxxx.
  const failing = phoneFor('550005');
  await page.goto('/home');
  await page.getByLabel('Teléfono celular').fill(failing);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('dialog', { name: '¡Parece que hubo un error!' })).toBeVisible();
  typed.push(failing);
  // The funnel has the failure, with its status.
  await expect
    .poll(async () => segmentEvents(await received(request, 'segment')).map((e) => [e.event, e.properties]), {
      timeout: 20_000,
    })
    .toContainEqual(['Step Failed', { step_id: 'home', route: '/home', operation: 'sendCode', status: '500' }]);

  // An unhandled rejection whose text quotes the phone: it is reported, scrubbed.
  await page.evaluate((p) => {
    void Promise.reject(new Error(`rejected on purpose for ${p}`));
  }, failing);

  // A render error: the form engine's chunk throws, so the 'Sobre ti' step cannot render.
  await page.route('**/assets/form-step-*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("engine broke on purpose")' }),
  );
  const phone = phoneFor('551234');
  await signIn(page, request, phone);
  await expect(page.getByRole('heading', { name: '¡Parece que hubo un error!' })).toBeVisible();
  typed.push(phone, await lastSms(request, phone, 'code'));

  const events = async () =>
    sentryItems(await received(request, 'sentry'))
      .filter((i) => i.type === 'event')
      .map((i) => i.payload as Event);
  await expect.poll(async () => (await events()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
  const all = await events();
  const call = all.find((e) => e.tags?.operation === 'sendCode');
  expect(call?.level).toBe('error');
  expect(call?.tags).toMatchObject({ 'http.method': 'POST', 'api.path': '/v1/users/code', 'http.status_code': '500' });
  expect((call as { release?: string }).release).toBe('onboarding@e2e');
  expect((call as { request?: { url?: string } }).request?.url).toMatch(/\/home$/);
  // What was thrown is sent by its type, its text withheld (error-reporting.ts, WITHHELD).
  const thrown = (e: Event) => (e.exception as { values?: Thrown[] } | undefined)?.values ?? [];
  const byType = (type: string, mechanism?: string) =>
    all.find((e) => thrown(e).some((v) => v.type === type && (!mechanism || v.mechanism?.type === mechanism)));
  // The two from before Sentry loaded arrived, from the queue.
  for (const type of ['RangeError', 'URIError']) {
    expect(byType(type)?.level, type).toBe('error');
    expect(thrown(byType(type) as Event).map((v) => v.value)).toEqual(['[message withheld]']);
  }
  const rejection = byType('Error', 'auto.browser.global_handlers.onunhandledrejection');
  expect(rejection?.level).toBe('error');
  expect(thrown(rejection as Event).map((v) => v.value)).toEqual(['[message withheld]']);
  const render = all.find(
    (e) =>
      thrown(e).length > 0 && (e as { request?: { url?: string } }).request?.url?.endsWith('/:phoneNumber/about-you'),
  );
  expect(render?.level).toBe('error');
  expect(JSON.stringify(all)).not.toMatch(/on purpose/);
  expect(problems).toEqual([]);
});

// A failed lead assignment, seen from outside the page (e2e/start.spec.ts checks the rest
// against the demo build, which reports nothing): the applicant goes on to 'Sobre ti',
// and the failure is reported as an error. Here, in this serial file, because the
// sandbox's received envelopes are shared by the tests that read them.
test('a failed lead assignment is reported as an error, and the applicant goes on to Sobre ti', async ({
  page,
  request,
}) => {
  await keepOffTheInternet(page);
  let answered = 0;
  await page.route(/\/sandbox\/operations\/v1\/lead-assignment$/, (route) => {
    answered += 1;
    return route.fulfill({ status: 500, json: { message: 'crm unavailable' } });
  });
  const leadReports = async () =>
    sentryItems(await received(request, 'sentry'))
      .filter((i) => i.type === 'event')
      .map((i) => i.payload as Event)
      .filter((e) => e.tags?.operation === 'assignLead');
  const before = (await leadReports()).length;
  const phone = phoneFor('551234');
  await signIn(page, request, phone);
  typed.push(phone);
  await expect(page).toHaveURL(new RegExp(`/${phone}/about-you$`));
  await expect(page.getByLabel('Nombre(s)')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(answered).toBe(1);
  // Sentry loads after the first screen and sends what was held until then.
  await expect.poll(async () => (await leadReports()).length, { timeout: 20_000 }).toBe(before + 1);
  const report = (await leadReports()).at(-1);
  expect(report?.level).toBe('error');
  expect(report?.tags).toMatchObject({
    'http.method': 'POST',
    'api.path': '/v1/lead-assignment',
    'http.status_code': '500',
  });
});

/** Sentry events about one operation, as the collector received them. */
const eventsOf = async (request: APIRequestContext, operation: string) =>
  sentryItems(await received(request, 'sentry'))
    .filter((i) => i.type === 'event')
    .map((i) => i.payload as Event)
    .filter((e) => e.tags?.operation === operation);

test("the operations service's 422 on the lead (sandbox 550010): reported as a warning, and on to Sobre ti", async ({
  page,
  request,
}) => {
  await keepOffTheInternet(page);
  const before = (await eventsOf(request, 'assignLead')).length;
  const phone = phoneFor('550010');
  typed.push(phone);
  await signIn(page, request, phone);
  await expect(page).toHaveURL(new RegExp(`/${phone}/about-you$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(async () => (await eventsOf(request, 'assignLead')).length, { timeout: 20_000 }).toBe(before + 1);
  const report = (await eventsOf(request, 'assignLead')).at(-1);
  expect(report?.level).toBe('warning');
  expect(report?.tags).toMatchObject({ 'api.path': '/v1/lead-assignment', 'http.status_code': '422' });
});

test('failed waiting polls (sandbox 550011): each reported, 5xx an error and 4xx a warning; the wait goes on', async ({
  page,
  request,
}) => {
  test.slow(); // three polls, 5 s apart
  await keepOffTheInternet(page);
  const before = (await eventsOf(request, 'getUserDetail')).length;
  const { phone, base } = await registeredApplicant(page, request, '550011');
  typed.push(phone);
  await page.goto(`${base}/send-nip`);
  await expect(page.getByLabel('NIP de 4 dígitos')).toHaveValue(await lastSms(request, phone, 'nip'));
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/waiting$/);
  // The third poll has the verdict; the two failures before it showed nothing.
  await expect(page.getByRole('heading', { name: '¡Felicidades!' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const reported = async () =>
    (await eventsOf(request, 'getUserDetail')).slice(before).map((e) => [e.level, e.tags?.['http.status_code']]);
  await expect.poll(reported, { timeout: 20_000 }).toEqual([
    ['error', '503'],
    ['warning', '429'],
  ]);
  const [first] = (await eventsOf(request, 'getUserDetail')).slice(before);
  expect(first?.tags).toMatchObject({ 'http.method': 'GET', 'api.path': '/v1/users/{type}/{id}' });
});

test('a link with a phone, names, a token and ajs_ parameters: neither observer sees any of it', async ({
  page,
  request,
}) => {
  await keepOffTheInternet(page);
  const phone = phoneFor('551234');
  const token = `tok-${phone}-x`;
  const [titular, guarantor] = ['Emma Gómez', 'María López'];
  const query = new URLSearchParams({
    verification_type: 'VERIFICATION',
    token,
    // What analytics-next would read into identify and track calls, were its query string on.
    ajs_uid: phone,
    ajs_aid: phone,
    ajs_event: `Vio ${titular}`,
    ajs_prop_nombre: titular,
    ajs_trait_telefono: phone,
  });
  typed.push(phone, token, titular, guarantor);
  const before = {
    sentry: (await received(request, 'sentry')).length,
    segment: (await received(request, 'segment')).length,
  };
  const sentryLoaded = page.waitForResponse(/\/assets\/sentry-(?!replay)[^/]*\.js$/);
  const segmentLoaded = page.waitForResponse(/\/assets\/segment-[^/]*\.js$/);
  await page.goto(
    `/SK/u-${phone}/${encodeURIComponent(titular)}/titular/${encodeURIComponent(guarantor)}/review-documents?${query}`,
  );
  await Promise.all([sentryLoaded, segmentLoaded]);
  // An error whose only frame is the page's own address (what the browser reports of an inline
  // script), and another origin's opaque 'Script error.', which carries nothing but that address.
  // Raised again at each poll: Sentry listens only once its chunk has run, a moment after it arrived.
  const raise = () =>
    page.evaluate(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'page frame on purpose', filename: location.href }));
      window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.', filename: '' }));
    });
  const events = async () =>
    sentryItems((await received(request, 'sentry')).slice(before.sentry))
      .filter((i) => i.type === 'event')
      .map((i) => JSON.stringify(i.payload));
  await expect
    .poll(
      async () => {
        await raise();
        return (await events()).some((e) => e.includes('page frame on purpose'));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await expect
    .poll(async () => (await received(request, 'segment')).length - before.segment, { timeout: 20_000 })
    .toBeGreaterThan(0);
  // The opaque report is not sent; the page's frame names its route template.
  expect((await events()).filter((e) => e.includes('Script error'))).toEqual([]);
  expect((await events()).join('\n')).toContain(
    '/:titular_full_name/:person_type/:collateral_full_name/review-documents',
  );
  const raw = [
    ...(await received(request, 'sentry')).slice(before.sentry),
    ...(await received(request, 'segment')).slice(before.segment),
  ]
    .map((r) => r.body)
    .join('\n');
  expect(leaksIn(raw, [phone, token, titular, guarantor, 'Emma', 'María'])).toEqual([]);
  // No identify and no track of the link's ajs_ parameters.
  expect(raw).not.toContain('Vio ');
  expect(raw).not.toContain('"type":"identify"');
  // And Segment kept nothing of its own in the browser.
  const stored = await page.evaluate(() => [...Object.keys(localStorage), document.cookie].join(' '));
  expect(stored).not.toMatch(/ajs_/);
});

test('the search for typed values finds each in any case, with a country code, or escaped', () => {
  const values = ['5512345678', 'Gómez', '1234', 'GODE561231GR8', 'Papeleria Xochitl', '318-B'];
  const sample = [
    '{"phone":"525512345678"}',
    'a=GÓMEZ',
    'nip%3D1234%26',
    'rfc=gode561231gr8',
    'negocio=Papeleria%20Xochitl',
    '"n":"318-b"',
  ].join('\n');
  expect([...new Set(leaksIn(sample, values).map((l) => l.split(' as ')[0]))]).toEqual(values);
  // Where a short value is part of a longer number or word, it is not the value.
  expect(leaksIn('{"timestamp":1795712345678.1234,"id":"ab1234"}', ['1234'])).toEqual([]);
  expect(leaksIn('x', ['5512345678'])).toEqual([]);
});

test('none of what the person typed is in any raw envelope or event', async ({ request }) => {
  expect(typed.length).toBeGreaterThan(15);
  const raw = [...(await received(request, 'sentry')), ...(await received(request, 'segment'))]
    .map((r) => r.body)
    .join('\n');
  expect(raw.length).toBeGreaterThan(1000);
  expect(leaksIn(raw, typed)).toEqual([]);
});
