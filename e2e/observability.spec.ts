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
import { callsTo, fillAboutYou, lastSms, phoneFor, recordApi, signIn } from './support';

test.describe.configure({ mode: 'serial' });

interface Received {
  path: string;
  body: string;
}

const received = async (request: APIRequestContext, kind: 'sentry' | 'segment') =>
  (await (await request.get(`/sandbox/${kind}`)).json()) as Received[];

/** The items of Sentry envelopes (newline-delimited JSON: a header, then item header + payload pairs). */
function sentryItems(envelopes: Received[]): Array<{ type: string; payload: Record<string, unknown> }> {
  return envelopes.flatMap(({ body }) => {
    const lines = body.split('\n').filter(Boolean);
    const items: Array<{ type: string; payload: Record<string, unknown> }> = [];
    for (let i = 1; i + 1 < lines.length; i += 2) {
      try {
        const header = JSON.parse(lines[i] as string) as { type: string };
        items.push({ type: header.type, payload: JSON.parse(lines[i + 1] as string) });
      } catch {
        // a binary item (a replay's recording): not one of ours here
      }
    }
    return items;
  });
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
const segmentEvents = (calls: Received[]) => calls.map((c) => JSON.parse(c.body) as SegmentEvent);

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

/** The store link opens a new window: answered here, so nothing leaves the machine. */
async function keepOffTheInternet(page: Page) {
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
}

const typed: string[] = [];

test('a walk from the phone to the download link: the funnel and the traces, with nothing the person typed', async ({
  page,
  request,
}) => {
  test.slow();
  await keepOffTheInternet(page);
  const problems = watchConsole(page);
  const sent = recordApi(page);
  const earlier = (await received(request, 'segment')).length;
  const scripts: string[] = [];
  const offsite: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    scripts.push(url.pathname);
    if (url.hostname !== '127.0.0.1') offsite.push(url.origin);
  });
  const phone = phoneFor('551234');
  await signIn(page, request, phone);
  const code = await lastSms(request, phone, 'code');
  await expect(page).toHaveURL(new RegExp(`/${phone}/about-you$`));
  await fillAboutYou(page);
  // A person spends more than a second on a step: longer than the step span's idle
  // timeout (1 s), so its calls must still be counted in it (Playwright types in less).
  await page.waitForTimeout(1_500);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/additional-data$/);
  const userId = page.url().split('/').at(-2) as string;
  const rfc = await page.getByLabel('RFC', { exact: true }).inputValue();
  await page.getByLabel('Mi RFC es correcto').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/more-about$/);
  await page.getByLabel('Nombre del negocio').fill('Abarrotes Zacarias');
  await page.getByLabel('¿Cuánto tiempo tiene tu negocio?').selectOption({ label: '2 años' });
  await page.getByLabel('Giro del negocio').selectOption('Otros');
  await page.getByLabel('¿Cuál es el giro de tu negocio?').fill('Papeleria');
  await page.getByLabel('Venta promedio semanal').selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'No encontre mi domicilio' }).click();
  await page.getByLabel('Código postal').fill('50000');
  await page.getByLabel('Colonia').selectOption({ index: 1 });
  await page.getByLabel('Calle').fill('Calle Quetzalcoatl');
  await page.getByLabel('Número exterior').fill('12');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/${userId}/send-nip$`));
  const nip = await lastSms(request, phone, 'nip');
  await expect(page.getByLabel('NIP de 4 dígitos')).toHaveValue(nip);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: '¡Felicidades!' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Crear contraseña' }).click();
  const password = '864297';
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirma tu contraseña' }).fill(password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/${userId}/advisor-welcome$`));
  expect(callsTo(sent, 'PUT', `/v1/users/${userId}/SK/password`)).toHaveLength(1);
  // The store would open in a new window: only the click's event matters here.
  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.getByRole('button', { name: 'Descargar la app' }).click();
  typed.push(phone, code, rfc, nip, password, 'Emma', 'Gómez', 'Díaz', 'Zacarias', 'Quetzalcoatl', userId);

  // Usage: the download click and the funnel, by step id and route template.
  await expect
    .poll(async () => segmentEvents(await received(request, 'segment')).map((e) => e.event), { timeout: 20_000 })
    .toContain('download_app_click');
  const events = segmentEvents((await received(request, 'segment')).slice(earlier));
  const named = (name: string) => events.filter((e) => e.event === name).map((e) => e.properties);
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
      .flatMap((i) => i.payload.items as Span[]);
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
    /rejected on purpose/,
    // React logs what an error boundary caught.
    /The above error occurred/,
  ]);

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
      .map(
        (i) => i.payload as { level?: string; tags?: Record<string, string>; exception?: unknown; message?: string },
      );
  await expect.poll(async () => (await events()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  const all = await events();
  const call = all.find((e) => e.tags?.operation === 'sendCode');
  expect(call?.level).toBe('error');
  expect(call?.tags).toMatchObject({ 'http.method': 'POST', 'api.path': '/v1/users/code', 'http.status_code': '500' });
  expect((call as { release?: string }).release).toBe('onboarding@e2e');
  expect((call as { request?: { url?: string } }).request?.url).toMatch(/\/home$/);
  const text = (e: unknown) => JSON.stringify(e);
  const rejection = all.find((e) => text(e).includes('rejected on purpose'));
  expect(rejection?.level).toBe('error');
  expect(text(rejection)).toContain('rejected on purpose for [redacted]');
  const render = all.find((e) => text(e).includes('engine broke on purpose'));
  expect(render?.level).toBe('error');
  expect((render as { request?: { url?: string } }).request?.url).toMatch(/\/:phoneNumber\/about-you$/);
  expect(problems).toEqual([]);
});

test('none of what the person typed is in any raw envelope or event', async ({ request }) => {
  expect(typed.length).toBeGreaterThan(10);
  const raw = [...(await received(request, 'sentry')), ...(await received(request, 'segment'))]
    .map((r) => r.body)
    .join('\n');
  expect(raw.length).toBeGreaterThan(1000);
  // A value counts where it stands alone: a 4-digit NIP is inside many timestamps and ids.
  const literal = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const leaked = typed.filter((v) => new RegExp(`(?<![\\p{L}\\p{N}.])${literal(v)}(?![\\p{L}\\p{N}])`, 'u').test(raw));
  expect(leaked).toEqual([]);
});
