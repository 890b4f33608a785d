// The applicant's flow under the Dominican profile (countries/do.json), against
// the VITE_COUNTRY=do build (project mobile-chromium-do, its own server): the
// start screen keeps Mexico's profile as the spec says; every later step shows
// 'Cédula / RNC' (11 digits, 3-7-1 with dashes, not generated), 'Colmado',
// 'Sector' and no zip code, and sends the tax id without dashes and '00000'.
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  callsTo,
  draftOf,
  fillAboutYou,
  holdScripts,
  lastSms,
  phoneFor,
  recordApi,
  registeredApplicant,
  review,
  signIn,
} from './support';

/** The message is in an element the control's aria-describedby names, and the control is invalid. */
async function expectFieldError(page: Page, field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const describedBy = page.locator(ids.map((id) => `[id="${id}"]`).join(', '));
  await expect(describedBy.getByText(message, { exact: true })).toBeVisible();
}

test('the start screen keeps the Mexico profile: its app name and only +52', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Surte tu negocio con Surtido Tendero' })).toBeVisible();
  const prefix = page.getByLabel('Código de país');
  await expect(prefix.locator('option')).toHaveText(['+52']);
  await expect(page.getByRole('link', { name: 'Chatear con soporte por WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5215500000000\?/,
  );
  await expect(page.getByRole('link', { name: 'Aviso de Privacidad' })).toHaveAttribute(
    'href',
    'https://tendero.example.com/aviso-de-privacidad',
  );
});

test('pre-approved under the Dominican profile: from phone entry to downloading the app', async ({ page, request }) => {
  const sent = recordApi(page);
  const phone = phoneFor('551234');
  await signIn(page, request, phone);
  await expect(page).toHaveURL(new RegExp(`/${phone}/about-you$`));
  await fillAboutYou(page);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Cédula / RNC: never generated, digits only, shown 3-7-1 while typed.
  await expect(page).toHaveURL(/\/additional-data$/);
  const userId = page.url().split('/').at(-2) as string;
  await expect(page.getByRole('heading', { name: 'Confirma que tu Cédula / RNC sea correcta' })).toBeVisible();
  const taxId = page.getByLabel('Cédula / RNC', { exact: true });
  const confirm = page.getByLabel('Mi Cédula / RNC es correcta');
  await expect(taxId).toHaveValue('');
  await expect(taxId).toHaveAttribute('inputmode', 'numeric');
  await expect(confirm).toBeDisabled();
  await expect(page.getByRole('link', { name: '¿No conoces tu Cédula / RNC? Consúltalo aquí' })).toHaveAttribute(
    'href',
    'https://dgii.gov.do/',
  );
  await taxId.pressSequentially('001a1234');
  await expect(taxId).toHaveValue('001-1234');
  await taxId.pressSequentially('567 8');
  await expect(taxId).toHaveValue('001-1234567-8');
  await expect(confirm).toBeEnabled();
  await taxId.press('9'); // 11 digits is the profile's length: a 12th is not kept
  await expect(taxId).toHaveValue('001-1234567-8');
  await confirm.check();
  await review(page, '70-do-additional-data');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/more-about$/);
  expect(callsTo(sent, 'POST', `/v1/users/${userId}/SK/tax_info`).map((c) => c.body)).toEqual([
    { tax_payer_id: '00112345678' },
  ]);

  // Negocio: the catalog's grocery type is offered as 'Colmado', its value unchanged.
  const types = page.getByLabel('Giro del negocio');
  await expect(types.locator('option:not([value=""])').first()).toHaveText('Colmado');
  await expect(types.locator('option', { hasText: 'Tienda de abarrotes' })).toHaveCount(0);
  await expect(types.locator('option').last()).toHaveText('Otros');
  await page.getByLabel('Nombre del negocio').fill('Colmado Emma');
  await page.getByLabel('¿Cuánto tiempo tiene tu negocio?').selectOption({ label: '2 años' });
  await types.selectOption({ label: 'Colmado' });
  await page.getByLabel('Venta promedio semanal').selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/search-address$/);
  expect(callsTo(sent, 'POST', `/v1/users/${userId}/SK/businesses`)[0]?.body).toEqual({
    name: 'Colmado Emma',
    business_type: 'Tienda de abarrotes',
    sales_average_range_id: 2,
    business_age: 2,
  });

  // Address: no zip code field and no lookup; 'Sector' typed; '00000' sent.
  await page.getByRole('button', { name: 'No encontre mi domicilio' }).click();
  await expect(page).toHaveURL(/\/about-living\?zipCode=&direction=&streetNumber=$/);
  await expect(page.getByRole('heading', { name: 'Domicilio del negocio' })).toBeVisible();
  await expect(page.getByText('a favor de Financiera Colmado')).toBeVisible();
  await expect(page.getByLabel('Código postal')).toHaveCount(0);
  await expect(page.getByLabel('Colonia')).toHaveCount(0);
  // Typed: with no zip code there is no list to choose from (NeighborhoodSelect
  // renders a text field where the profile has includeZipCode false).
  await page.getByLabel('Sector').fill('Los Mina');
  await page.getByLabel('Provincia').fill('Santo Domingo');
  await page.getByLabel('Municipio').fill('Santo Domingo Este');
  await page.getByLabel('Calle').fill('Av. Venezuela');
  await page.getByLabel('Número exterior').fill('12');
  await review(page, '71-do-about-living');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/${phone}/${userId}/send-nip$`));
  expect(callsTo(sent, 'POST', `/v1/users/${userId}/SK/businesses/address`)[0]?.body).toEqual({
    zip_code: '00000',
    street_name: 'Av. Venezuela',
    apartment_number: '',
    street_number: '12',
    neighborhood: 'Los Mina',
    state: 'Santo Domingo',
    city: 'Santo Domingo Este',
  });
  expect(callsTo(sent, 'GET', /^\/v1\/zip-codes\//)).toEqual([]);

  // NIP, approval with the profile's amount, password, adviser, the profile's store.
  const nip = await lastSms(request, phone, 'nip');
  await expect(page.getByLabel('NIP de 4 dígitos')).toHaveValue(nip);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: '¡Felicidades!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('RD$30,000 DOP')).toBeVisible();
  await review(page, '72-do-congratulations');
  await page.getByRole('button', { name: 'Crear contraseña' }).click();
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('123456');
  await page.getByRole('textbox', { name: 'Confirma tu contraseña' }).fill('123456');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/${phone}/${userId}/advisor-welcome$`));
  expect(callsTo(sent, 'PUT', `/v1/users/${userId}/SK/password`)[0]?.body).toEqual({ password: '123456' });
  await page.getByRole('button', { name: 'Continuar por llamada' }).click();
  await expect(page).toHaveURL(new RegExp(`/${phone}/${userId}/download$`));
  await page.context().route('https://play.google.com/**', (r) => r.fulfill({ body: 'tienda' }));
  const [store] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Descargar la app' }).click(),
  ]);
  await expect(store).toHaveURL('https://play.google.com/store/apps/details?id=com.colmado.shopkeeper');
});

test.describe('Cédula / RNC (additional-data)', () => {
  test("empty: '* Ingresa la Cédula / RNC !'; short: the 11-digit message; nothing sent", async ({ page, request }) => {
    const { base, userId } = await registeredApplicant(page, request);
    const sent = recordApi(page);
    await page.goto(`${base}/additional-data`);
    const taxId = page.getByLabel('Cédula / RNC', { exact: true });
    await expect(taxId).toHaveValue(''); // birth data is there, but this profile never generates it
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectFieldError(page, taxId, '* Ingresa la Cédula / RNC !');
    await taxId.fill('0011234567');
    await expect(taxId).toHaveValue('001-1234567');
    await expectFieldError(page, taxId, '* Tu Cédula / RNC debe tener 11 caracteres');
    await expect(page.getByLabel('Mi Cédula / RNC es correcta')).toBeDisabled();
    await page.waitForTimeout(500);
    expect(callsTo(sent, 'POST', `/v1/users/${userId}/SK/tax_info`)).toEqual([]);
  });

  test('a pasted cédula with dashes or spaces keeps its 11 digits; editing mid-way keeps the caret', async ({
    page,
    request,
  }) => {
    const { base } = await registeredApplicant(page, request);
    await page.goto(`${base}/additional-data`);
    const taxId = page.getByLabel('Cédula / RNC', { exact: true });
    await taxId.fill('402 2345678 9');
    await expect(taxId).toHaveValue('402-2345678-9');
    await taxId.fill('(402)-2345678-9');
    await expect(taxId).toHaveValue('402-2345678-9');
    // Delete the '2' after the first dash, then type it back: the rest stays in place.
    await taxId.evaluate((el: HTMLInputElement) => el.setSelectionRange(5, 5));
    await taxId.press('Backspace');
    await expect(taxId).toHaveValue('402-3456789');
    await taxId.press('2');
    await expect(taxId).toHaveValue('402-2345678-9');
    expect(await taxId.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(5);
  });

  test('the production build ignores the dev-only ?country= switch', async ({ page, request }) => {
    const { base } = await registeredApplicant(page, request);
    await page.goto(`${base}/additional-data?country=mx`);
    await expect(page.getByLabel('Cédula / RNC', { exact: true })).toBeVisible();
    await expect(page.getByLabel('RFC', { exact: true })).toHaveCount(0);
  });
});

test("address: the required messages, the hidden zip code never shown, '00000' kept", async ({ page, request }) => {
  const { base, userId } = await registeredApplicant(page, request);
  const sent = recordApi(page);
  await page.goto(`${base}/about-living?zipCode=50000&direction=Calle%20El%20Sol&streetNumber=7`);
  await expect(page.getByLabel('Calle')).toHaveValue('Calle El Sol');
  await expect(page.getByLabel('Código postal')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectFieldError(page, page.getByLabel('Provincia'), '* Ingresa la provincia !');
  await expectFieldError(page, page.getByLabel('Municipio'), '* Selecciona el municipio !');
  await expect(page.getByText('* Ingresa un código postal !')).toHaveCount(0);
  // The chat button over a Dominican step writes to the profile's support number.
  await expect(page.getByRole('link', { name: 'Chatear con soporte por WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/18095550000\?/,
  );
  await page.waitForTimeout(500);
  expect(callsTo(sent, 'POST', `/v1/users/${userId}/SK/businesses/address`)).toEqual([]);
  expect(callsTo(sent, 'GET', /^\/v1\/zip-codes\//)).toEqual([]); // the search's 50000 is not this profile's
});

test('out of the service area: the profile names its own area', async ({ page }) => {
  await page.goto('/rejected-location');
  await expect(page.getByRole('heading', { name: 'Fuera del área de servicio' })).toBeVisible();
  await expect(
    page.getByText(
      'Por ahora solo damos servicio en algunos municipios de Santo Domingo. Te avisaremos cuando lleguemos a tu zona.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Estado de México')).toHaveCount(0);
});

test("'Sobre ti' under the Dominican profile takes keys and choices before its scripts, and keeps them", async ({
  page,
  request,
}) => {
  const { phone } = await registeredApplicant(page, request);
  const release = await holdScripts(page);
  await page.goto(`/${phone}/about-you`, { waitUntil: 'commit' });
  const names = page.getByLabel('Nombre(s)');
  await names.waitFor();
  await names.click();
  await page.keyboard.type('Yokasta');
  await page.getByLabel('Estado civil').selectOption({ label: 'Soltero(a)' });
  await page.getByLabel('Mes de nacimiento').selectOption({ label: 'Marzo' });
  release();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  await expect(names).toHaveValue('Yokasta');
  await expect(page.getByLabel('Estado civil')).toHaveValue('SINGLE');
  await expect
    .poll(() => draftOf(page, 'about-you'))
    .toMatchObject({ names: 'Yokasta', civil_status: 'SINGLE', month: 3 });
});
