// Fault injection ('nothing lost, nothing doubled'): every call the
// app makes, walked through each fault that applies to it (e2e/fault-matrix.ts,
// e2e/fault-injection.ts), then a retry tapped three times. The table of
// results is printed by e2e/fault-table-reporter.ts at the end of the run.
import { expect, test } from '@playwright/test';
import { runRow } from './fault-injection';
import { FAULT_ROWS } from './fault-matrix';
import { registeredApplicant } from './support';

test.describe('fault matrix', () => {
  // One page per call, its faults in sequence: a few minutes on a 2-core machine.
  test.describe.configure({ timeout: 240_000 });
  // A tap whose button never comes fails its cell, not the whole test.
  test.use({ actionTimeout: 15_000 });
  FAULT_ROWS.forEach((row, order) => {
    test(row.name, async ({ page, request }, info) => {
      await runRow(row, order, page, request, info);
    });
  });
});

test.describe('the error boundary: a render error shows a way out, never a blank screen', () => {
  test('a screen whose code cannot be loaded', async ({ page }) => {
    await page.route(/\/assets\/nip-screen-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto('/5512345678/u-1/send-nip');
    await expect(page.getByRole('heading', { name: '¡Parece que hubo un error!' })).toBeVisible();
    await expect(page.getByText('Algo salió mal al mostrar esta pantalla. Vuelve a intentarlo.')).toBeVisible();
    // The way out: 'Reintentar' loads the page again, and this time its code arrives.
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByText('Paso 6 de 6')).toBeVisible();
  });

  test('an answer of the wrong shape no longer breaks the screen: its bad entries are left out', async ({
    page,
    request,
  }) => {
    const { base } = await registeredApplicant(page, request);
    // A sales range whose description is an object cannot be shown as an option's text:
    // catalogOptions drops it (it used to break the whole step into the boundary).
    await page.route('**/sandbox/registration/v1/sales-ranges', (route) =>
      route.fulfill({ json: { data: { ranges: [{ id: 1, range_description: { es: 'Menos de $5,000' } }] } } }),
    );
    await page.goto(`${base}/more-about`);
    await expect(page.getByLabel('Nombre del negocio')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: '¡Parece que hubo un error!' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Chatear con soporte por WhatsApp' })).toBeVisible();
  });
});
