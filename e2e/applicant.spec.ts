// The applicant's journeys through the real UI, one per sandbox scenario,
// checking the requests each step sends (method, path, body) and where each
// answer leads.
import { expect, type Page, test } from '@playwright/test';
import { callsTo, fillAboutYou, lastSms, phoneFor, recordApi, review, type Sent, screenshot, signIn } from './support';

const THIS_YEAR = new Date().getFullYear();

/** From phone entry to the NIP screen, checking every payload on the way. */
async function registerUntilNip(
  page: Page,
  request: Parameters<typeof signIn>[1],
  phone: string,
  sent: Sent[],
  shots = false,
  /** False for a lender whose NIP request answers 204: nothing to prefill, the NIP typed from the SMS. */
  prefilled = true,
) {
  await signIn(page, request, phone);
  await expect(page).toHaveURL(new RegExp(`/${phone}/about-you$`));
  await expect(page.getByText('Paso 1 de 3')).toBeVisible();
  if (shots) await review(page, '03-about-you');
  await fillAboutYou(page);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/additional-data$/);
  const [create] = callsTo(sent, 'POST', '/v2/users');
  expect(create?.body).toEqual({
    account_type_id: 'SK',
    name: 'Emma',
    lastname: 'Gómez',
    maternal_lastname: 'Díaz',
    dob: `${THIS_YEAR - 30}-12-31`,
    length_of_residency_in_years: 4,
    marital_status: 'MARRIED',
    phone_number: phone,
    utm_source: 'facebook',
    utm_name: 'verano',
    utm_medium: '',
    sales_identifier: '',
    anonymous_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    kiban_flow_version_id: 7,
  });
  const userId = page.url().split('/').at(-2) as string;

  // RFC: prefilled by the SAT algorithm, confirmed, sent.
  const rfc = page.getByLabel('RFC', { exact: true });
  await expect(rfc).toHaveValue(/^GODE\d{6}[A-Z0-9]{3}$/);
  if (shots) await review(page, '04-additional-data');
  await page.getByLabel('Mi RFC es correcto').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/more-about$/);
  expect(callsTo(sent, 'POST', `/v1/users/${userId}/SK/tax_info`)[0]?.body).toEqual({
    tax_payer_id: await rfcValueSent(sent, userId),
  });

  // Business, with 'Otros' last and its free text.
  const types = page.getByLabel('Giro del negocio');
  await expect(types.locator('option').last()).toHaveText('Otros');
  await page.getByLabel('Nombre del negocio').fill('Abarrotes Emma');
  await page.getByLabel('¿Cuánto tiempo tiene tu negocio?').selectOption({ label: '2 años' });
  await types.selectOption('Otros');
  await page.getByLabel('¿Cuál es el giro de tu negocio?').fill('Papeleria');
  await page.getByLabel('Venta promedio semanal').selectOption({ index: 2 });
  if (shots) await review(page, '05-more-about');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/search-address$/);
  if (shots) await review(page, '06-search-address');
  expect(callsTo(sent, 'POST', `/v1/users/${userId}/SK/businesses`)[0]?.body).toEqual({
    name: 'Abarrotes Emma',
    business_type: 'Papeleria',
    sales_average_range_id: 2,
    business_age: 2,
  });

  // No maps key here: the person goes on by hand.
  await page.getByRole('button', { name: 'No encontre mi domicilio' }).click();
  await expect(page).toHaveURL(/\/about-living\?zipCode=&direction=&streetNumber=$/);
  await page.getByLabel('Código postal').fill('50000');
  await page.getByLabel('Colonia').selectOption({ index: 1 });
  await expect(page.getByLabel('Municipio')).toHaveValue('Toluca');
  await expect(page.getByLabel('Estado')).toHaveValue('Estado de México');
  await page.getByLabel('Calle').fill('Av. Juárez');
  await page.getByLabel('Número exterior').fill('12');
  if (shots) await review(page, '07-about-living');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/${phone}/${userId}/send-nip$`));
  const address = callsTo(sent, 'POST', `/v1/users/${userId}/SK/businesses/address`)[0]?.body as Record<string, string>;
  expect(address).toMatchObject({
    zip_code: '50000',
    street_name: 'Av. Juárez',
    street_number: '12',
    apartment_number: '',
    state: 'Estado de México',
    city: 'Toluca',
  });
  expect(address.neighborhood).toBeTruthy();
  expect(callsTo(sent, 'GET', '/v1/zip-codes/50000')).toHaveLength(1);

  // NIP: requested on arrival, prefilled from the answer.
  await expect(page.getByText('Paso 6 de 6')).toBeVisible();
  const nip = await lastSms(request, phone, 'nip');
  if (prefilled) await expect(page.getByLabel('NIP de 4 dígitos')).toHaveValue(nip);
  else {
    await expect(page.getByLabel('NIP de 4 dígitos')).toHaveValue('');
    await page.getByLabel('NIP de 4 dígitos').fill(nip);
  }
  if (shots) await review(page, '08-send-nip');
  expect(callsTo(sent, 'POST', `/v1/users/${userId}/SK/nip`)).toHaveLength(1);
  await page.getByRole('button', { name: 'Continuar' }).click();
  // The request is seen a moment after the click resolves.
  await expect.poll(() => callsTo(sent, 'PUT', `/v1/users/${userId}/SK/nip`)[0]?.body).toEqual({ nip });
  return userId;
}

async function rfcValueSent(sent: Sent[], userId: string) {
  const body = callsTo(sent, 'POST', `/v1/users/${userId}/SK/tax_info`)[0]?.body as { tax_payer_id: string };
  expect(body.tax_payer_id).toMatch(/^GODE\d{6}[A-Z0-9]{3}$/);
  return body.tax_payer_id;
}

test.beforeEach(async ({ page }) => {
  // Arrive as an ad campaign link would: utm values and the flow version are kept for registration.
  await page.goto('/home?utm_source=facebook&utm_campaign=verano&version=7');
  // The start screen keeps them when it renders, which can come after the load event.
  await expect(page.getByLabel('Teléfono celular')).toBeVisible();
});

test('pre-approved: from phone entry to downloading the app', async ({ page, request }) => {
  test.slow(); // thirteen screens, each checked by axe and photographed: longer than one screen's budget
  const sent = recordApi(page);
  const phone = phoneFor('551234');
  const userId = await registerUntilNip(page, request, phone, sent, true);

  // The waiting screen asks every 5 s; this applicant is approved at the first ask.
  await expect(page.getByRole('heading', { name: '¡Felicidades!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('$10,000 MXN')).toBeVisible();
  await review(page, '10-congratulations');
  await page.getByRole('button', { name: 'Crear contraseña' }).click();
  await expect(page).toHaveURL(new RegExp(`/${phone}/${userId}/create-password$`));
  const go = page.getByRole('button', { name: 'Continuar' });
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('123456');
  await page.getByRole('textbox', { name: 'Confirma tu contraseña' }).fill('123457');
  await expect(go).toBeDisabled();
  await page.getByRole('textbox', { name: 'Confirma tu contraseña' }).fill('123456');
  await expect(go).toBeEnabled();
  await review(page, '11-create-password');
  await go.click();
  await expect(page).toHaveURL(new RegExp(`/${phone}/${userId}/advisor-welcome$`));
  expect(callsTo(sent, 'PUT', `/v1/users/${userId}/SK/password`)[0]?.body).toEqual({ password: '123456' });

  await expect(page.getByRole('heading', { name: 'Tu préstamo fue pre aprobado' })).toBeVisible();
  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', '/welcome.webm');
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.autoplay && v.playsInline)).toBe(true);
  await review(page, '12-advisor-welcome');
  await page.getByRole('button', { name: 'Continuar por llamada' }).click();
  await expect(page).toHaveURL(new RegExp(`/${phone}/${userId}/download$`));
  expect(callsTo(sent, 'PUT', `/v1/users/SK/${userId}/adviser-contact-type/CALL_ADVISER`)).toHaveLength(1);
  await expect(page.getByRole('heading', { name: 'Descarga la app' })).toBeVisible();
  await review(page, '13-download');
});

test('rejected after the NIP', async ({ page, request }) => {
  const sent = recordApi(page);
  await registerUntilNip(page, request, phoneFor('550001'), sent);
  await expect(page).toHaveURL(/\/rejected$/, { timeout: 15_000 });
  await expect(page.getByText(/no cumple los requisitos/)).toBeVisible();
  await review(page, '14-rejected');
  const before = sent.length;
  await page.waitForTimeout(6000);
  expect(sent.slice(before)).toEqual([]); // nothing polls once the person has left the waiting screen
});

test('waiting, then approved', async ({ page, request }) => {
  const sent = recordApi(page);
  const userId = await registerUntilNip(page, request, phoneFor('550002'), sent);
  await expect(page).toHaveURL(new RegExp(`/${userId}/waiting$`));
  await expect(page.getByText('Espera un momento estamos trabajando en su registro')).toBeVisible();
  await screenshot(page, '09-waiting');
  await expect(page.getByRole('heading', { name: '¡Felicidades!' })).toBeVisible({ timeout: 30_000 });
  expect(callsTo(sent, 'GET', `/v1/users/SK/${userId}`).length).toBeGreaterThanOrEqual(3);
});

test('a lender that answers 204 wherever the page reads nothing (sandbox 550009): the whole way, no error', async ({
  page,
  request,
}) => {
  test.slow(); // the whole journey
  const sent = recordApi(page);
  // The calls answered 204 with no body, as method and path below the service.
  const bare: string[] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname.match(/^\/sandbox\/(?:registration|operations)(\/.*)$/)?.[1];
    if (path && r.status() === 204) bare.push(`${r.request().method()} ${path}`);
  });
  const phone = phoneFor('550009');
  const userId = await registerUntilNip(page, request, phone, sent, false, false);
  await expect(page.getByRole('heading', { name: '¡Felicidades!' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Crear contraseña' }).click();
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('123456');
  await page.getByRole('textbox', { name: 'Confirma tu contraseña' }).fill('123456');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/${phone}/${userId}/advisor-welcome$`));
  await page.getByRole('button', { name: 'Continuar por llamada' }).click();
  await expect(page).toHaveURL(new RegExp(`/${phone}/${userId}/download$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(bare).toEqual([
    'POST /v1/users/code',
    'POST /v1/lead-assignment',
    `POST /v1/users/${userId}/SK/tax_info`,
    `POST /v1/users/${userId}/SK/businesses`,
    `POST /v1/users/${userId}/SK/businesses/address`,
    `POST /v1/users/${userId}/SK/nip`,
    `PUT /v1/users/${userId}/SK/nip`,
    `PUT /v1/users/${userId}/SK/password`,
    `PUT /v1/users/SK/${userId}/adviser-contact-type/CALL_ADVISER`,
  ]);
});
