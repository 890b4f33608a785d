// A flaky network never loses what the person typed: each fault shows the
// error modal with a Spanish message, the form stays as it was, and the next
// try goes through. (The full calls × faults matrix is issue 6's.)
import { expect, type Page, type Route, test } from '@playwright/test';
import { callsTo, phoneFor, recordApi, registeredApplicant } from './support';

type Fault = [string, (route: Route) => Promise<void>, string];
const FAULTS: Fault[] = [
  [
    '500 with readable_message',
    (r) => r.fulfill({ status: 500, json: { message: 'boom', readable_message: 'Servicio en mantenimiento.' } }),
    'Servicio en mantenimiento.',
  ],
  [
    '500 with an HTML body',
    (r) => r.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    'Tuvimos un problema con el servidor. Inténtalo de nuevo más tarde.',
  ],
  [
    '200 with malformed JSON',
    (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"data": ' }),
    'Ocurrió un error inesperado. Inténtalo de nuevo.',
  ],
  [
    'a dropped connection',
    (r) => r.abort('connectionreset'),
    'No hay conexión a internet. Revisa tu conexión e inténtalo de nuevo.',
  ],
];

async function closeModal(page: Page, text: string) {
  const modal = page.getByRole('dialog', { name: '¡Parece que hubo un error!' });
  await expect(modal).toContainText(text);
  // Server text is shown as text, never as HTML.
  await expect(modal.locator('h1')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Entendido' }).click();
  await expect(modal).toHaveCount(0);
}

// Sending the code reads nothing from its answer: any 2xx is a sent code, malformed or not.
for (const [name, fault, message] of FAULTS.filter(([n]) => !n.includes('malformed'))) {
  test(`sending the code: ${name}`, async ({ page }) => {
    const phone = phoneFor('551234');
    await page.goto('/home');
    await page.getByLabel('Teléfono celular').fill(phone);
    await page.route('**/v1/users/code', fault, { times: 1 });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await closeModal(page, message);
    await expect(page.getByLabel('Teléfono celular')).toHaveValue(phone);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Código de seguridad' })).toBeVisible();
  });
}

test("'Sobre ti' keeps every answer through each fault, then saves once", async ({ page, request }) => {
  const { phone } = await registeredApplicant(page, request);
  const sent = recordApi(page);
  await page.goto(`/${phone}/about-you`);
  await page.getByLabel('Nombre(s)').fill('María José');
  await page.getByLabel('Apellido paterno').fill('Núñez');
  await page.getByLabel('Mes de nacimiento').selectOption({ label: 'Febrero' });
  await page.getByLabel('Día de nacimiento').selectOption('29');
  await page.getByLabel('Año de nacimiento').selectOption({ index: 10 });
  await page.getByLabel('¿Cuánto tiempo llevas viviendo en tu domicilio?').selectOption({ label: '2 años' });
  await page.getByLabel('Estado civil').selectOption({ label: 'Unión libre' });
  for (const [, fault, message] of FAULTS) {
    await page.route('**/v2/users', fault, { times: 1 });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await closeModal(page, message);
    await expect(page.getByLabel('Nombre(s)')).toHaveValue('María José');
    await expect(page.getByLabel('Apellido paterno')).toHaveValue('Núñez');
    await expect(page.getByLabel('Día de nacimiento')).toHaveValue('29');
    await expect(page.getByLabel('Estado civil')).toHaveValue('FREE_UNION');
  }
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/additional-data$/);
  expect(callsTo(sent, 'POST', '/v2/users').length).toBe(FAULTS.length + 1);
});

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
