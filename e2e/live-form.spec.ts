// A prerendered form step answers from its first paint: with the app's scripts held
// back, a person types, pastes and chooses in its native fields; when the scripts
// arrive and React adopts the page, every value stays, in the field, the draft and
// the payload, with focus and caret where they were (src/form/adopt-typed.ts).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { callsTo, draftOf, hold, holdScripts, paste, recordApi, registeredApplicant, reportsOf } from './support';

/** A registered applicant's 'Sobre ti' opened with the app's scripts held; 'Ana' typed in its first field. */
async function typedBeforeScripts(page: Page, request: APIRequestContext) {
  const applicant = await registeredApplicant(page, request);
  const release = await holdScripts(page);
  await page.goto(`/${applicant.phone}/about-you`, { waitUntil: 'commit' });
  const names = page.getByLabel('Nombre(s)');
  await names.waitFor();
  await names.click();
  await page.keyboard.type('Ana');
  return { ...applicant, release, names };
}

const caretOf = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return { id: el?.id, start: el?.selectionStart, end: el?.selectionEnd };
  });

test("'Sobre ti' before its scripts: typed, pasted and chosen; kept in the fields, the draft and the payload", async ({
  page,
  request,
}) => {
  const { phone } = await registeredApplicant(page, request);
  const sent = recordApi(page);
  const reported = reportsOf(page);
  const release = await holdScripts(page);
  await page.goto(`/${phone}/about-you`, { waitUntil: 'commit' });
  const names = page.getByLabel('Nombre(s)');
  const next = page.getByRole('button', { name: 'Continuar' });
  await names.waitFor();
  // No script of the app has run: the page is the build's, and its fields take input.
  expect(await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-prerendered'))).toBe(true);
  await names.click();
  await page.keyboard.type('Emma');
  await paste(page, page.getByLabel('Apellido paterno'), 'Gómez');
  await page.getByLabel('Apellido materno').pressSequentially('Díaz');
  await page.getByLabel('Día de nacimiento').selectOption('31');
  await page.getByLabel('Mes de nacimiento').selectOption({ label: 'Diciembre' });
  await page.getByLabel('Año de nacimiento').selectOption({ index: 30 });
  const year = Number(await page.getByLabel('Año de nacimiento').inputValue());
  await page.getByLabel('¿Cuánto tiempo llevas viviendo en tu domicilio?').selectOption({ label: '4 años o más' });
  await page.getByLabel('Estado civil').selectOption({ label: 'Casado(a)' });
  // Back to the name, the caret after 'Em'.
  await names.focus();
  await names.evaluate((el: HTMLInputElement) => el.setSelectionRange(2, 2));
  // 'Continuar' waits, and says so after a moment.
  await expect(next).toBeDisabled();
  await expect(page.getByText('Preparando el formulario…')).toBeVisible();
  expect(sent).toEqual([]);

  release();
  await expect(next).toBeEnabled();
  await expect(page.getByText('Preparando el formulario…')).toHaveCount(0);
  await expect(names).toHaveValue('Emma');
  await expect(page.getByLabel('Apellido paterno')).toHaveValue('Gómez');
  await expect(page.getByLabel('Apellido materno')).toHaveValue('Díaz');
  await expect(page.getByLabel('Día de nacimiento')).toHaveValue('31');
  await expect(page.getByLabel('Mes de nacimiento')).toHaveValue('12');
  expect(await caretOf(page)).toEqual({ id: 'root_names', start: 2, end: 2 });
  await expect
    .poll(() => draftOf(page, 'about-you'))
    .toMatchObject({
      names: 'Emma',
      first_lastname: 'Gómez',
      second_lastname: 'Díaz',
      day: 31,
      month: 12,
      year,
      civil_status: 'MARRIED',
    });
  // Typing goes on where the caret was.
  await page.keyboard.type('m');
  await expect(names).toHaveValue('Emmma');
  await page.keyboard.press('Backspace');

  await next.click();
  await expect(page).toHaveURL(/\/additional-data$/);
  const [created] = callsTo(sent, 'POST', '/v2/users');
  expect(created?.body).toMatchObject({
    name: 'Emma',
    lastname: 'Gómez',
    maternal_lastname: 'Díaz',
    dob: `${year}-12-31`,
    length_of_residency_in_years: 4,
    marital_status: 'MARRIED',
    phone_number: phone,
  });
  expect(callsTo(sent, 'POST', '/v2/users')).toHaveLength(1);
  expect(reported).toEqual([]);
});

test('messages follow the timing rules as if typed after adoption: a field left shows its own, the focused one waits', async ({
  page,
  request,
}) => {
  const { phone } = await registeredApplicant(page, request);
  const sent = recordApi(page);
  const release = await holdScripts(page);
  await page.goto(`/${phone}/about-you`, { waitUntil: 'commit' });
  const names = page.getByLabel('Nombre(s)');
  const paternal = page.getByLabel('Apellido paterno');
  await names.waitFor();
  await names.click();
  await page.keyboard.type('Emma2');
  // Left for the next field, which is being typed in when the scripts arrive.
  await paternal.click();
  await page.keyboard.type('G0mez');
  release();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  await expect(names).toHaveValue('Emma2');
  await expect(page.getByText('* El formato del nombre es inválido, solo se aceptan letras y espacios')).toBeVisible();
  await expect(names).toHaveAttribute('aria-invalid', 'true');
  // Not left yet: its message waits, as it would for keys typed now.
  await expect(paternal).toBeFocused();
  await expect(paternal).toHaveValue('G0mez');
  await expect(page.getByText('* El formato del apellido paterno es inválido, solo se aceptan letras.')).toHaveCount(0);
  // Once left, it shows.
  await page.getByLabel('Apellido materno').click();
  await expect(page.getByText('* El formato del apellido paterno es inválido, solo se aceptan letras.')).toBeVisible();
  // A field nobody touched shows nothing before 'Continuar'.
  await expect(page.getByText('* Selecciona su estado civil !')).toHaveCount(0);
  expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);
});

test("a tap on 'Continuar' before the scripts sends nothing, and the one after sends once", async ({
  page,
  request,
}) => {
  const { userId, base } = await registeredApplicant(page, request);
  const sent = recordApi(page);
  const release = await holdScripts(page);
  await page.goto(`${base}/create-password`, { waitUntil: 'commit' });
  const password = page.getByRole('textbox', { name: 'Contraseña', exact: true });
  const confirmation = page.getByRole('textbox', { name: 'Confirma tu contraseña' });
  await password.waitFor();
  // Digits typed and pasted into the two password fields before any script.
  await password.click();
  await page.keyboard.type('4826');
  await paste(page, confirmation, '482615');
  await password.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('15');
  const next = page.getByRole('button', { name: 'Continuar' });
  await next.click({ force: true });
  await page.keyboard.press('Enter');
  release();
  await expect(next).toBeEnabled();
  await expect(password).toHaveValue('482615');
  await expect(confirmation).toHaveValue('482615');
  // Passwords are secret: never in the draft.
  expect(await draftOf(page, 'create-password')).not.toHaveProperty('password');
  expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);
  await next.dblclick();
  await expect(page).not.toHaveURL(/\/create-password$/);
  expect(callsTo(sent, 'PUT', new RegExp(`^/v1/users/${userId}/SK/password`))).toEqual([
    expect.objectContaining({ body: { password: '482615' } }),
  ]);
});

test("typed before the scripts, then a reload: the draft fills 'Sobre ti' drawn afresh", async ({ page, request }) => {
  const { release, names } = await typedBeforeScripts(page, request);
  await page.getByLabel('Estado civil').selectOption({ label: 'Soltero(a)' });
  release();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  await expect.poll(() => draftOf(page, 'about-you')).toMatchObject({ names: 'Ana', civil_status: 'SINGLE' });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  await expect(names).toHaveValue('Ana');
  await expect(page.getByLabel('Estado civil')).toHaveValue('SINGLE');
});

test('typed before the scripts, and a reload before they ran: back in the fields, then in the draft; never the password', async ({
  page,
  request,
}) => {
  const { base, release, names } = await typedBeforeScripts(page, request);
  await paste(page, page.getByLabel('Apellido paterno'), 'Gómez');
  await page.getByLabel('Estado civil').selectOption({ label: 'Soltero(a)' });
  // Still the build's page when it is reloaded (a person who thinks it is stuck): the scripts held again.
  expect(await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-prerendered'))).toBe(true);
  await page.reload({ waitUntil: 'commit' });
  await names.waitFor();
  await expect(names).toHaveValue('Ana');
  await expect(page.getByLabel('Apellido paterno')).toHaveValue('Gómez');
  await expect(page.getByLabel('Estado civil')).toHaveValue('SINGLE');
  release();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  await expect
    .poll(() => draftOf(page, 'about-you'))
    .toMatchObject({ names: 'Ana', first_lastname: 'Gómez', civil_status: 'SINGLE' });
  await expect(names).toHaveValue('Ana');

  // The password, before its scripts, and a reload: gone, and never stored.
  const again = await holdScripts(page);
  await page.goto(`${base}/create-password`, { waitUntil: 'commit' });
  const password = page.getByRole('textbox', { name: 'Contraseña', exact: true });
  await password.waitFor();
  await password.fill('135790');
  await page.reload({ waitUntil: 'commit' });
  await password.waitFor();
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('135790');
  await expect(password).toHaveValue('');
  again();
});

test("'Negocio' before its scripts: typed and chosen while its lists say they load; then the lists, and one save", async ({
  page,
  request,
}) => {
  const { userId, base } = await registeredApplicant(page, request);
  const sent = recordApi(page);
  const reported = reportsOf(page);
  const release = await holdScripts(page);
  await page.goto(`${base}/more-about`, { waitUntil: 'commit' });
  const shop = page.getByLabel('Nombre del negocio');
  const age = page.getByLabel('¿Cuánto tiempo tiene tu negocio?');
  const type = page.getByLabel('Giro del negocio');
  const sale = page.getByLabel('Venta promedio semanal');
  const next = page.getByRole('button', { name: 'Continuar' });
  await shop.waitFor();
  expect(await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-prerendered'))).toBe(true);
  // The lists come from the API: until then their selects say so and cannot be opened.
  for (const list of [type, sale]) {
    await expect(list).toBeDisabled();
    await expect(list.locator('option')).toHaveText(['Cargando opciones…']);
  }
  await shop.click();
  await page.keyboard.type('Abarrotes');
  await paste(page, shop, ' Emma');
  await age.selectOption({ label: '2 años' });
  await expect(next).toBeDisabled();
  expect(sent).toEqual([]);

  release();
  await expect(type).toBeEnabled();
  await expect(sale).toBeEnabled();
  await expect(shop).toHaveValue('Abarrotes Emma');
  await expect(age).toHaveValue('2');
  await expect.poll(() => draftOf(page, 'more-about')).toMatchObject({ shop_name: 'Abarrotes Emma', shop_age: 2 });
  await type.selectOption('Papelería');
  await sale.selectOption('2');
  await next.dblclick();
  await expect(page).toHaveURL(/\/search-address$/);
  expect(callsTo(sent, 'POST', `/v1/users/${userId}/SK/businesses`)).toEqual([
    expect.objectContaining({
      body: { name: 'Abarrotes Emma', business_type: 'Papelería', sales_average_range_id: 2, business_age: 2 },
    }),
  ]);
  expect(reported).toEqual([]);
});

test("'Negocio' reached on a slow network: drawn at once under the loading overlay, its lists saying they load", async ({
  page,
  request,
}) => {
  const { base } = await registeredApplicant(page, request);
  const release = await hold(page, (url) => url.pathname.endsWith('/registration/v1/business-types'));
  await page.goto(`${base}/more-about`);
  const shop = page.getByLabel('Nombre del negocio');
  const type = page.getByLabel('Giro del negocio');
  const sale = page.getByLabel('Venta promedio semanal');
  const next = page.getByRole('button', { name: 'Continuar' });
  // The spec's overlay covers the screen while a catalog loads: the form is under it, not a blank page.
  await expect(page.getByTestId('loading-overlay')).toBeVisible();
  await expect(shop).toBeVisible();
  // The step asks for its two lists together, and shows them together.
  for (const list of [type, sale]) {
    await expect(list).toBeDisabled();
    await expect(list.locator('option')).toHaveText(['Cargando opciones…']);
  }
  await expect(next).toBeDisabled();
  await expect(page.getByText('Preparando el formulario…')).toBeVisible();
  release();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await expect(type).toBeEnabled();
  await expect(sale).toBeEnabled();
  await expect(page.getByText('Preparando el formulario…')).toHaveCount(0);
  await expect(type.locator('option').last()).toHaveText('Otros');
  await shop.fill('Abarrotes Emma');
  await page.getByLabel('¿Cuánto tiempo tiene tu negocio?').selectOption({ label: '2 años' });
  await type.selectOption('Papelería');
  await sale.selectOption('2');
  await expect(next).toBeEnabled();
});

test("'Domicilio del negocio' before its scripts: the zip typed is looked up once React has the page", async ({
  page,
  request,
}) => {
  const { userId, base } = await registeredApplicant(page, request);
  const sent = recordApi(page);
  const release = await holdScripts(page);
  // As "No encontre mi domicilio" leaves it: every name of the query, no value.
  await page.goto(`${base}/about-living?zipCode=&direction=&streetNumber=`, { waitUntil: 'commit' });
  const zip = page.getByLabel('Código postal');
  await zip.waitFor();
  expect(await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-prerendered'))).toBe(true);
  await zip.click();
  await page.keyboard.type('50000');
  await page.getByLabel('Calle').fill('Av. Juárez');
  await paste(page, page.getByLabel('Número exterior'), '12');
  release();
  await expect(page.getByLabel('Colonia').locator('option')).toHaveText([
    'Selecciona',
    'Centro',
    'La Merced',
    'Francisco Murguía',
  ]);
  expect(callsTo(sent, 'GET', /^\/v1\/zip-codes\//).map((s) => s.path)).toEqual(['/v1/zip-codes/50000']);
  await page.getByLabel('Colonia').selectOption('Centro');
  await expect(page.getByLabel('Municipio')).toHaveValue('Toluca');
  await expect(page.getByLabel('Calle')).toHaveValue('Av. Juárez');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).not.toHaveURL(/\/about-living/);
  expect(callsTo(sent, 'POST', `/v1/users/${userId}/SK/businesses/address`)[0]?.body).toMatchObject({
    zip_code: '50000',
    street_name: 'Av. Juárez',
    street_number: '12',
  });
});

test("'Domicilio del negocio' with the address the search found: 'Cargando', then the form filled, never empty", async ({
  page,
  request,
}) => {
  const { base } = await registeredApplicant(page, request);
  const release = await holdScripts(page);
  await page.goto(`${base}/about-living?zipCode=50000&direction=Av.%20Ju%C3%A1rez&streetNumber=12`, {
    waitUntil: 'commit',
  });
  // Before any script: the page's 'Cargando', not the build's empty form.
  await expect(page.getByRole('status').filter({ hasText: 'Cargando' })).toBeVisible();
  await expect(page.getByLabel('Calle')).toBeHidden();
  release();
  await expect(page.getByLabel('Calle')).toHaveValue('Av. Juárez');
  await expect(page.getByLabel('Código postal')).toHaveValue('50000');
  await expect(page.getByLabel('Número exterior')).toHaveValue('12');
});
