// A reload in the middle of any form step brings the person back to the same
// step with what they typed (kept in sessionStorage); codes, NIPs and passwords
// are never stored. (Signatures: e2e/signature.spec.ts.)
import { expect, type Page, test } from '@playwright/test';
import {
  draftOf,
  fillAboutYou,
  hold,
  lastSms,
  phoneFor,
  registeredApplicant,
  reportsOf,
  servedPage,
  signIn,
} from './support';

/** Reloads and checks the person is on the same path. */
async function reloadInPlace(page: Page) {
  const path = new URL(page.url()).pathname;
  await page.reload();
  expect(new URL(page.url()).pathname).toBe(path);
}

/** Holds the form engine's chunk until released, so the page's own first paint stays on show. */
const holdFormEngine = (page: Page) => hold(page, (url) => /\/assets\/form-step-[\w-]+\.js$/.test(url.pathname));

/** Every value kept in sessionStorage under a key other than the session's own (token, phone, ids). */
const kept = (page: Page) =>
  page.evaluate(() =>
    Object.entries(sessionStorage)
      .filter(([k]) => !['clientToken', 'phone_number', 'anonymous_id'].includes(k))
      .map(([k, v]) => `${k}=${v}`),
  );

test("'Sobre ti': every answer comes back after a reload", async ({ page, request }) => {
  const { phone } = await registeredApplicant(page, request);
  // The page holds the build's empty form (scripts/prerender.ts): with a draft, its guard shows
  // 'Cargando' instead (scripts/draft-guard.ts) and React draws the form afresh, reporting nothing.
  const reported = reportsOf(page);
  await page.goto(`/${phone}/about-you`);
  await page.getByLabel('Nombre(s)').fill('Ana Sofía');
  await page.getByLabel('Apellido paterno').fill('Peña');
  await page.getByLabel('Mes de nacimiento').selectOption({ label: 'Marzo' });
  await page.getByLabel('Día de nacimiento').selectOption('15');
  await page.getByLabel('Estado civil').selectOption({ label: 'Soltero(a)' });
  await reloadInPlace(page);
  await expect(page.getByLabel('Nombre(s)')).toHaveValue('Ana Sofía');
  await expect(page.getByLabel('Apellido paterno')).toHaveValue('Peña');
  await expect(page.getByLabel('Mes de nacimiento')).toHaveValue('3');
  await expect(page.getByLabel('Día de nacimiento')).toHaveValue('15');
  await expect(page.getByLabel('Estado civil')).toHaveValue('SINGLE');
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  expect(reported).toEqual([]);
});

test("'Sobre ti' reloaded with answers typed: 'Cargando', never the empty form, then the form with the answers", async ({
  page,
  request,
}) => {
  const { phone } = await registeredApplicant(page, request);
  const reported = reportsOf(page);
  await page.goto(`/${phone}/about-you`);
  await page.getByLabel('Nombre(s)').fill('Ana Sofía');
  await page.getByLabel('Apellido paterno').fill('Peña');
  // In the draft before the reload: typed before React adopted the page, they would come back
  // through the page's own keeping instead, into the form it drew (failed so in one CI run).
  await expect.poll(() => draftOf(page, 'about-you')).toMatchObject({ names: 'Ana Sofía', first_lastname: 'Peña' });
  // The page holds the form the build rendered empty, and the guard that reads the draft before it.
  const served = await servedPage(request, page.url());
  expect(served).toContain('data-prerendered');
  expect(served).toContain('data-draft="draft:about-you"');
  // What the page shows once parsed, before any script of the app has drawn (main.tsx waits for the
  // step's code, up to 3 s): the parsed field, if on show, and the 'Cargando' shell, if on show.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const on = (selector: string) => document.querySelector(selector)?.checkVisibility() ?? null;
      Object.assign(window, { parsed: { field: on('#root_names'), loading: on('body > #root > .boot') } });
    }),
  );
  const release = await holdFormEngine(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => (window as unknown as { parsed: object }).parsed)).toEqual({
    field: false,
    loading: true,
  });
  await expect(page.getByText('Cargando…')).toBeVisible();
  // A page for main.tsx to draw, not to adopt; the guard itself is gone.
  await expect(page.locator('body > #root')).not.toHaveAttribute('data-prerendered');
  await expect(page.locator('body > #root > :is(template, script)')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('held.png') });
  release();
  await expect(page.getByLabel('Nombre(s)')).toHaveValue('Ana Sofía');
  await expect(page.getByLabel('Apellido paterno')).toHaveValue('Peña');
  await expect(page.locator('#root_names')).toHaveCount(1);
  await expect(page.getByText('Cargando…')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  // The inline guard ran under the page's CSP (a refused script would log an error).
  expect(reported).toEqual([]);
});

test("the RFC step, reloaded after 'Sobre ti': 'Cargando', never an empty RFC field, then the RFC computed from the answers", async ({
  page,
  request,
}) => {
  // Its page holds no form (scripts/route-pages.ts): the RFC prefill (taxIdPrefill) fills it from the
  // session, so a form the build drew empty would show the field empty until React draws it afresh.
  await signIn(page, request, phoneFor('551234'));
  await fillAboutYou(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/additional-data$/);
  const rfc = page.getByLabel('RFC', { exact: true });
  await expect(rfc).not.toHaveValue('');
  const computed = await rfc.inputValue();
  const served = await servedPage(request, page.url());
  expect(served).not.toContain('data-prerendered');
  const release = await holdFormEngine(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByText('Cargando…')).toBeVisible();
  await expect(page.locator('#root_rfc')).toHaveCount(0);
  release();
  await expect(rfc).toHaveValue(computed);
});

test('the RFC step: the typed RFC comes back after a reload', async ({ page, request }) => {
  const { base } = await registeredApplicant(page, request);
  await page.goto(`${base}/additional-data`);
  const rfc = page.getByLabel('RFC', { exact: true });
  await rfc.fill('PEAS900315AB1');
  await reloadInPlace(page);
  await expect(rfc).toHaveValue('PEAS900315AB1');
});

test('the address step: street, numbers and the chosen colonia come back after a reload', async ({ page, request }) => {
  const { base } = await registeredApplicant(page, request);
  await page.goto(`${base}/about-living`);
  await page.getByLabel('Código postal').fill('50000');
  await expect(page.getByLabel('Colonia').locator('option')).not.toHaveCount(1);
  await page.getByLabel('Colonia').selectOption({ index: 1 });
  const colonia = await page.getByLabel('Colonia').inputValue();
  await page.getByLabel('Calle').fill('Av. Hidalgo');
  await page.getByLabel('Número exterior').fill('12');
  await page.getByLabel('Número interior').fill('B');
  await reloadInPlace(page);
  await expect(page.getByLabel('Código postal')).toHaveValue('50000');
  await expect(page.getByLabel('Calle')).toHaveValue('Av. Hidalgo');
  await expect(page.getByLabel('Número exterior')).toHaveValue('12');
  await expect(page.getByLabel('Número interior')).toHaveValue('B');
  await expect(page.getByLabel('Colonia')).toHaveValue(colonia);
});

test('the security code is never stored: a reload leaves no digit of it behind', async ({ page, request }) => {
  const phone = phoneFor('551234');
  await page.goto('/home');
  await page.getByLabel('Teléfono celular').fill(phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const code = await lastSms(request, phone, 'code');
  await page.getByLabel('Código de 6 dígitos').pressSequentially(code.slice(0, 5));
  await page.reload();
  await expect(page.getByLabel('Teléfono celular')).toBeVisible();
  for (const entry of await kept(page)) expect(entry).not.toContain(code.slice(0, 5));
});

test('the NIP is never stored: a reload brings back the NIP screen without what was typed', async ({
  page,
  request,
}) => {
  const { base, phone } = await registeredApplicant(page, request);
  await page.goto(`${base}/send-nip`);
  const nip = page.getByLabel('NIP de 4 dígitos');
  // The sandbox's answer fills the NIP it sent, as a phone's SMS autofill would.
  await expect(nip).toHaveValue(/^\d{4}$/, { timeout: 15_000 });
  await expect(nip).toHaveValue(await lastSms(request, phone, 'nip'));
  await nip.clear();
  await nip.pressSequentially('907');
  await expect(nip).toHaveValue('907');
  await reloadInPlace(page);
  // A new NIP is asked for and filled in again; the typed digits are gone everywhere.
  await expect(nip).toHaveValue(/^\d{4}$/, { timeout: 15_000 });
  await expect(nip).toHaveValue(await lastSms(request, phone, 'nip'));
  await expect(nip).not.toHaveValue('907');
  expect((await kept(page)).filter((entry) => entry.startsWith('draft:'))).toEqual([]);
});
