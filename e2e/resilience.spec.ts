// A flaky network never loses what the person typed: offline, and a reload in
// the middle of a step. Each call's faults (error modal, typed values kept, one
// request per retry) are the matrix of e2e/faults.spec.ts.
import { expect, type Page, test } from '@playwright/test';
import { phoneFor, registeredApplicant } from './support';

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
  await expect(page.getByLabel('Teléfono celular')).toHaveValue(phone);
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
