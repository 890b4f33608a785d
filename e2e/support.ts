// Shared by the end-to-end specs: fresh phone numbers per scenario, the
// sandbox's SMS outbox, a recorder of the API requests the page sends, and
// an axe scan that must find nothing.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, type Request } from '@playwright/test';
import mexico from '../countries/mx.json' with { type: 'json' };
import { formatPhone } from '../src/domain/phone';

// The 4 digits after a scenario's prefix: each worker slot (Playwright's TEST_PARALLEL_INDEX)
// counts through its own share of them, so no two tests of a run share a phone (a shared
// one is already registered: the second test takes the wrong branch). A worker that
// restarts after a failure starts further on, from the clock (10 numbers a second).
const SLOTS = 4;
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % SLOTS;
const share = 10_000 / SLOTS;
let counter = Math.floor(Date.now() / 100);
/** A phone of the sandbox scenario `prefix6` (first 6 digits), unique in this run. */
export function phoneFor(prefix6: string): string {
  counter += 1;
  const tail = slot * share + (counter % share);
  return `${prefix6}${String(tail).padStart(4, '0')}`;
}

/** A Mexican national number as the phone fields show it ('55 1234 5678'). */
export const shown = (phone: string): string => formatPhone(phone, mexico);

/**
 * Pastes `text` into `field` as a person does: through the clipboard and the paste
 * shortcut, so the browser inserts it (and applies whatever limits the field has).
 */
export async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Records every call the page makes to the sandbox APIs, as method + path (with query) + JSON body. */
export function recordApi(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    const m = url.pathname.match(/^\/sandbox\/(registration|operations)(\/.*)$/);
    if (!m) return;
    let body: unknown = null;
    const raw = req.postData();
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    sent.push({ method: req.method(), path: `${m[2]}${url.search}`, body });
  });
  return sent;
}

export function callsTo(sent: Sent[], method: string, path: string | RegExp): Sent[] {
  return sent.filter((s) => s.method === method && (typeof path === 'string' ? s.path === path : path.test(s.path)));
}

/** The last SMS the sandbox "sent" to a phone (code or NIP digits). */
export async function lastSms(request: APIRequestContext, phone: string, kind: 'code' | 'nip'): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const list = (await (await request.get('/sandbox/outbox')).json()) as {
        to: string;
        kind: string;
        code: string;
      }[];
      found = list.filter((m) => m.to.endsWith(phone) && m.kind === kind).at(-1)?.code;
      return found;
    })
    .toBeTruthy();
  return found as string;
}

/** Every error and warning the page logs or throws, from now on: a clean page leaves it empty. */
export function reportsOf(page: Page): string[] {
  const reported: string[] = [];
  page.on('pageerror', (e) => reported.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') reported.push(m.text());
  });
  return reported;
}

/** The page the server answers a browser's navigation to `address` with (a GET that asks for HTML). */
export async function servedPage(request: APIRequestContext, address: string): Promise<string> {
  return (await request.get(address, { headers: { accept: 'text/html' } })).text();
}

/**
 * Holds the page's requests whose URL `matches` (and whose method is `method`, if
 * given) until the returned release is called. Routing also turns the HTTP cache
 * off, so a reload asks again.
 */
export async function hold(page: Page, matches: (url: URL) => boolean, method?: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(matches, async (route) => {
    if (!method || route.request().method() === method) await held;
    return route.fallback();
  });
  return release;
}

/** Holds the entry script: until the release, no script of the app runs on the page (its HTML still paints). */
export const holdScripts = (page: Page) => hold(page, (url) => /\/assets\/index-[\w-]+\.js$/.test(url.pathname));

/** A form step's draft as the app stored it (sessionStorage). */
export const draftOf = (page: Page, stepId: string) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>, `draft:${stepId}`);

/** No accessibility violation of any impact (WCAG 2.1 A and AA). */
export async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `docs/screens/${name}.png`, fullPage: true });
}

/** Phone entry → code from the outbox → verified. */
export async function signIn(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  await page.goto('/home');
  await page.getByLabel('Teléfono celular').fill(phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Código de seguridad' })).toBeVisible();
  const code = await lastSms(request, phone, 'code');
  await page.getByLabel('Código de 6 dígitos').fill(code);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** A screen as a person sees it: a screenshot for docs/screens and an axe scan that must be clean. */
export async function review(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, name);
  await expectAccessible(page);
}

/**
 * A new, pre-approved applicant registered straight through the sandbox API
 * (code sent, code validated, POST v2/users), with the bearer token in
 * sessionStorage as the app keeps it. Returns the step URL prefix (and the token, for
 * set-up calls the test makes itself).
 */
export async function registeredApplicant(page: Page, request: APIRequestContext, scenario = '551234') {
  const phone = phoneFor(scenario);
  const anonymous_id = '00000000-0000-4000-8000-000000000000';
  expect(
    (await request.post(`/sandbox/registration/v1/users/code`, { data: { anonymous_id, phone_number: phone } })).ok(),
  ).toBe(true);
  const code = await lastSms(request, phone, 'code');
  expect(
    (
      await request.put(`/sandbox/registration/v1/users/code`, { data: { code, phone_number: phone, anonymous_id } })
    ).ok(),
  ).toBe(true);
  const created = await request.post(`/sandbox/registration/v2/users`, {
    data: {
      account_type_id: 'SK',
      name: 'Emma',
      lastname: 'Gómez',
      maternal_lastname: 'Díaz',
      dob: `${new Date().getFullYear() - 30}-12-31`,
      length_of_residency_in_years: 4,
      marital_status: 'MARRIED',
      phone_number: phone,
      utm_source: '',
      utm_name: '',
      utm_medium: '',
      sales_identifier: '',
      anonymous_id,
    },
  });
  expect(created.ok()).toBe(true);
  const { data } = (await created.json()) as { data: { user_id: string; authentication: { access_token: string } } };
  await page.addInitScript(
    ([token, p, id]) => {
      sessionStorage.setItem('clientToken', token);
      sessionStorage.setItem('phone_number', p);
      sessionStorage.setItem('anonymous_id', id);
    },
    [data.authentication.access_token, phone, anonymous_id] as const,
  );
  const token = data.authentication.access_token;
  return { phone, userId: data.user_id, token, base: `/${phone}/${data.user_id}` };
}

/** 'Sobre ti' filled as the journeys fill it: Emma Gómez Díaz, born 31 December 30 years ago, married, 4+ years. */
export async function fillAboutYou(page: Page): Promise<void> {
  await page.getByLabel('Nombre(s)').fill('Emma');
  await page.getByLabel('Apellido paterno').fill('Gómez');
  await page.getByLabel('Apellido materno').fill('Díaz');
  await page.getByLabel('Mes de nacimiento').selectOption({ label: 'Diciembre' });
  await page.getByLabel('Día de nacimiento').selectOption('31');
  await page.getByLabel('Año de nacimiento').selectOption(String(new Date().getFullYear() - 30));
  await page.getByLabel('¿Cuánto tiempo llevas viviendo en tu domicilio?').selectOption({ label: '4 años o más' });
  await page.getByLabel('Estado civil').selectOption({ label: 'Casado(a)' });
}
