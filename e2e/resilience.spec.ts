// A flaky network never loses what the person typed: offline, and a reload in
// the middle of a step. Each call's faults (error modal, typed values kept, one
// request per retry) are the matrix of e2e/faults.spec.ts.
import { expect, type Page, test } from '@playwright/test';
import { phoneFor, registeredApplicant, shown } from './support';

async function closeModal(page: Page, text: string) {
  const modal = page.getByRole('dialog', { name: '¡Parece que hubo un error!' });
  await expect(modal).toContainText(text);
  await modal.getByRole('button', { name: 'Entendido' }).click();
  await expect(modal).toHaveCount(0);
}

test('offline: a clear message, nothing lost, and it works once back online', async ({ page, context }) => {
  const phone = phoneFor('551234');
  await page.goto('/home');
  await page.getByLabel('Teléfono celular').fill(phone);
  await context.setOffline(true);
  await expect(page.getByText(/Sin conexión a internet/)).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await closeModal(page, 'No hay conexión a internet. Revisa tu conexión e inténtalo de nuevo.');
  await context.setOffline(false);
  await expect(page.getByText(/Sin conexión a internet/)).toHaveCount(0);
  await expect(page.getByLabel('Teléfono celular')).toHaveValue(shown(phone));
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Código de seguridad' })).toBeVisible();
});

test('a reload in the middle of a form step keeps what was typed (never the password)', async ({ page, request }) => {
  const { base } = await registeredApplicant(page, request);
  await page.goto(`${base}/more-about`);
  await page.getByLabel('Nombre del negocio').fill('Miscelánea Lupita');
  await page.getByLabel('¿Cuánto tiempo tiene tu negocio?').selectOption({ label: '3 años' });
  await page.reload();
  await expect(page.getByLabel('Nombre del negocio')).toHaveValue('Miscelánea Lupita');
  await expect(page.getByLabel('¿Cuánto tiempo tiene tu negocio?')).toHaveValue('3');

  await page.goto(`${base}/create-password`);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('135790');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Contraseña', exact: true })).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).not.toContain('135790');
});

test("a zip code retyped while the first lookup is slow lists the new zip's neighbourhoods only", async ({
  page,
  request,
}) => {
  const { base } = await registeredApplicant(page, request);
  // 50000's answer waits until the test lets it go: after 52140's.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heldAnswered = false;
  await page.route(/\/v1\/zip-codes\/50000$/, async (route) => {
    await held;
    await route.continue();
    heldAnswered = true;
  });
  await page.goto(`${base}/about-living?zipCode=&direction=&streetNumber=`);
  const zip = page.getByLabel('Código postal');
  const asked50000 = page.waitForRequest(/\/v1\/zip-codes\/50000$/);
  await zip.fill('50000');
  await asked50000;
  await zip.fill('');
  const answered52140 = page.waitForResponse(/\/v1\/zip-codes\/52140$/);
  await zip.fill('52140');
  await answered52140;
  const neighbourhoods = page.getByLabel('Colonia').locator('option');
  await expect(neighbourhoods).toHaveText(['Selecciona', 'Metepec Centro', 'San Mateo']);

  release();
  await expect.poll(() => heldAnswered).toBe(true);
  await page.waitForTimeout(300); // time for a late answer to land, were it to land
  await expect(neighbourhoods).toHaveText(['Selecciona', 'Metepec Centro', 'San Mateo']);
  await expect(zip).toHaveValue('52140');
  await page.getByLabel('Colonia').selectOption('San Mateo');
  await expect(page.getByLabel('Municipio')).toHaveValue('Metepec');
});
