// A first impression in development (project 'dev-walk', against the Vite dev
// server with the sandbox, the same server as the gallery): every route of the
// manifest is opened as a person would open it, as a registered applicant, a
// guarantor or a signer, and the page must log no console error or warning, no
// React warning (React writes them to console.error and console.warn in
// development only, which is why this runs on the dev server and not on a
// build) and no uncaught error. Everything logged is printed with its route.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { fillAboutYou, phoneFor, registeredApplicant, signIn } from './support';

type Json = Record<string, unknown>;
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;
const steps: Record<string, { path: string | string[] }> = Object.assign(
  {},
  ...readdirSync(join(process.cwd(), 'flows'))
    .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
    .map((f) => read(join(process.cwd(), 'flows', f)).steps),
);

/**
 * Answers the lender's API gives on purpose and the app reads as data: the lookup of
 * a phone nobody registered answers 404 (a new applicant: spec section 7,
 * src/api/operations/get-user-by-phone.ts). Chromium still logs 'Failed to load
 * resource' for it; nothing in the page can prevent that.
 */
const EXPECTED_ANSWERS = [{ status: 404, method: 'GET', path: '/sandbox/registration/v1/users' }];

/**
 * Everything the page logs that is not plain information: console errors and
 * warnings, uncaught errors, and failed requests. Chromium's 'Failed to load
 * resource' line does not name its address, so each failed response is listed by
 * itself instead, and only an expected answer's line is left out.
 */
function listen(page: Page): string[] {
  const logged: string[] = [];
  let excused = 0;
  const at = () => new URL(page.url()).pathname;
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    if (m.text().startsWith('Failed to load resource')) {
      if (excused > 0) excused -= 1;
      else logged.push(`${at()}: console.${m.type()}: ${m.text()}`);
      return;
    }
    logged.push(`${at()}: console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => logged.push(`${at()}: uncaught: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() < 400) return;
    const method = r.request().method();
    const { pathname } = new URL(r.url());
    if (EXPECTED_ANSWERS.some((e) => e.status === r.status() && e.method === method && e.path === pathname))
      excused += 1;
    else logged.push(`${at()}: ${r.status()} ${method} ${pathname}`);
  });
  page.on('requestfailed', (r) => {
    // The next page.goto cancels what the last screen still had in flight (its poll): not a fault.
    const error = r.failure()?.errorText ?? '';
    if (!error.includes('ERR_ABORTED')) logged.push(`${at()}: ${r.method()} ${r.url()} failed: ${error}`);
  });
  trackInFlight(page);
  return logged;
}

/** Requests each page has in flight (see settle). */
const inFlight = new WeakMap<Page, Set<unknown>>();
function trackInFlight(page: Page): void {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * Waits for the screen to settle: its route's code, copy and first calls, that is no
 * request in flight for 500 ms. Not Playwright's 'networkidle': that is the document's
 * load state, which a client-side navigation does not start again, and under load it
 * once waited 4 minutes on a screen that had long settled.
 */
async function settle(page: Page): Promise<void> {
  const open = inFlight.get(page) as Set<unknown>;
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (open.size > 0) quietSince = Date.now();
        return Date.now() - quietSince;
      },
      { timeout: 15_000, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(500);
  await expect(page.locator('.spinner-wrap.boot')).toHaveCount(0);
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0, { timeout: 15_000 });
}

const TITULAR = encodeURIComponent('Emma Gómez');
const GUARANTOR = encodeURIComponent('María López');
const consent = `user_id=u-1&user_type_id=SK&collateral_id=c-1&shopkeeper_name=${encodeURIComponent('Juan Pérez')}&collateral_name=${GUARANTOR}`;
const signer = `user_id=docs-approved-walk&user_type_id=SK&type=titular&titular_full_name=${TITULAR}&collateral_full_name=${GUARANTOR}`;

/** Where each step is opened (`{base}`: the registered applicant's `/phone/user_id`, `{user}` its id). */
const VISITS: Record<string, string> = {
  home: '/home',
  'about-you': '/{phone}/about-you',
  'additional-data': '{base}/additional-data',
  'more-about': '{base}/more-about',
  'search-address': '{base}/search-address',
  'about-living': '{base}/about-living?zipCode=&direction=&streetNumber=',
  'send-nip': '{base}/send-nip',
  waiting: '/{user}/waiting',
  congratulations: '{base}/congratulations',
  rejected: '/rejected',
  'rejected-location': '/rejected-location',
  'create-password': '{base}/create-password',
  'advisor-welcome': '{base}/advisor-welcome',
  'advisor-contact': '{base}/advisor-contact',
  download: '{base}/download',
  'something-happened': '/something-happened',
  'not-found': '/esta/ruta/no/existe',
  'send-nip-partner': '/partner/SK/g-walk-{user}/5522220000/send-nip-partner',
  'congratulations-partner': '/congratulations-partner',
  'verify-aval-phone': `/verify-aval-phone?${consent}`,
  singning: '/SK/{user}/titular/singning',
  'singning-success': '/singning-success',
  'send-contract-sign': `/send-contract-sign?${signer}`,
  'review-documents': `/SK/docs-approved-walk/${TITULAR}/titular/${GUARANTOR}/review-documents?verification_type=VERIFICATION`,
  'approved-documents': '/approved-documents?user_type_id=SK&user_id=docs-approved-walk&type=titular',
  'error-documents': `/error-documents?verification_type=VERIFICATION&user_type_id=SK&user_id=docs-rejected-walk&titular_full_name=${TITULAR}&type=titular&collateral_full_name=${GUARANTOR}`,
  'manual-verification': '/manual-verification',
};

test.describe.configure({ timeout: 240_000 });

test('every step of the manifest: where the walk opens it is listed', () => {
  expect(Object.keys(VISITS).sort()).toEqual(Object.keys(steps).sort());
});

test('every screen opens on the dev server with no console error, warning or React warning', async ({
  page,
  request,
}) => {
  const logged = listen(page);
  const { phone, userId, base } = await registeredApplicant(page, request);
  for (const [stepId, template] of Object.entries(VISITS)) {
    const url = template.replaceAll('{base}', base).replaceAll('{phone}', phone).replaceAll('{user}', userId);
    await test.step(stepId, async () => {
      await page.goto(url);
      await settle(page);
    });
  }
  // Printed whole: the list is the report.
  if (logged.length) console.log(`dev walk: ${logged.length} logged\n${logged.join('\n')}`);
  expect(logged, 'console errors, warnings and uncaught errors in the dev walk').toEqual([]);
});

test('the start of the flow, typed and tapped, logs nothing either', async ({ page, request }) => {
  const logged = listen(page);
  await signIn(page, request, phoneFor('551234'));
  await expect(page.getByRole('heading', { name: 'Sobre ti' })).toBeVisible();
  await fillAboutYou(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/additional-data$/);
  await settle(page);
  if (logged.length) console.log(`dev walk: ${logged.length} logged\n${logged.join('\n')}`);
  expect(logged, 'console errors, warnings and uncaught errors from the phone to the RFC').toEqual([]);
});
