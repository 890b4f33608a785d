// A tap that arrives after a call answered, before the next screen is drawn, must
// not send the call again (see tap-storm.ts for how such taps are made).
import { expect, test } from '@playwright/test';
import { callsTo, lastSms, phoneFor, recordApi, registeredApplicant } from './support';
import { armTapStorm, stormClicks } from './tap-storm';

test('the code is sent once when taps keep coming until the code view is drawn', async ({ page }) => {
  const sent = recordApi(page);
  await page.goto('/home');
  await page.getByLabel('Teléfono celular').fill(phoneFor('551234'));
  await armTapStorm(page, 'Continuar');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Código de seguridad' })).toBeVisible();
  // A second send would be on its way by now: the taps come before the view is drawn.
  // (Before the fix, the guard was released with the phone view still there: 2 sends, every run.)
  await page.waitForLoadState('networkidle');
  expect(callsTo(sent, 'POST', '/v1/users/code')).toHaveLength(1);
});

test('the code is checked once when taps keep coming until the next route is drawn', async ({ page, request }) => {
  const sent = recordApi(page);
  const phone = phoneFor('551234');
  await page.goto('/home');
  await page.getByLabel('Teléfono celular').fill(phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Código de seguridad' })).toBeVisible();
  await page.getByLabel('Código de 6 dígitos').fill(await lastSms(request, phone, 'code'));
  await armTapStorm(page, 'Continuar');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/${phone}/about-you$`));
  await page.waitForLoadState('networkidle');
  expect(callsTo(sent, 'PUT', '/v1/users/code')).toHaveLength(1);
  expect(callsTo(sent, 'POST', '/v1/lead-assignment')).toHaveLength(1);
  // The storm did reach the button (the overlay leaves between the calls of the chain).
  expect(await stormClicks(page)).toBeGreaterThan(0);
});

test('the consent NIP is confirmed once when taps keep coming until the next route is drawn', async ({
  page,
  request,
}) => {
  const { base } = await registeredApplicant(page, request);
  const sent = recordApi(page);
  await page.goto(`${base}/send-nip`);
  // The sandbox's default NIP is prefilled once the request answers.
  await expect(page.getByLabel('NIP de 4 dígitos')).toHaveValue(/^\d{4}$/);
  await armTapStorm(page, 'Continuar');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/waiting$/);
  await page.waitForLoadState('networkidle');
  expect(callsTo(sent, 'PUT', /^\/v1\/users\/[^/]+\/SK\/nip$/)).toHaveLength(1);
  expect(await stormClicks(page)).toBeGreaterThan(0);
});
