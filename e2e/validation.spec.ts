// Spec section 5 (validation rules) and the limits of section 9, through the
// real UI: every Spanish message under its field (inside the control's
// aria-describedby target, the control marked aria-invalid), every length
// limit, and the requests a failed validation must NOT send.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { TYPING_PAUSE_MS } from '../src/form/form-model';
import { callsTo, fillAboutYou, paste, phoneFor, recordApi, registeredApplicant, shown, signIn } from './support';

const THIS_YEAR = new Date().getFullYear();

/** The message is shown in one of the elements the control's aria-describedby names, and the control is invalid. */
async function expectFieldError(page: Page, field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  expect(ids, 'the control names the element that holds its message').not.toEqual([]);
  const describedBy = page.locator(ids.map((id) => `[id="${id}"]`).join(', '));
  await expect(describedBy.getByText(message, { exact: true })).toBeVisible();
}

/** No message under the control, and it is not marked invalid. */
async function expectFieldValid(page: Page, field: Locator): Promise<void> {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  for (const id of ids) await expect(page.locator(`[id="${id}"] .field-error`)).toHaveCount(0);
}

/** The real options of a native select (the 'Selecciona' placeholder left out). */
const choices = (select: Locator) => select.locator('option:not([value=""])');

test.describe('Start: phone entry', () => {
  test('typed digits show grouped, letters are dropped, digits to spare are refused', async ({ page }) => {
    await page.goto('/home');
    const phone = page.getByLabel('Teléfono celular');
    const go = page.getByRole('button', { name: 'Continuar' });
    await phone.pressSequentially('55a12b34cd5678');
    await expect(phone).toHaveValue('55 1234 5678');
    await expect(go).toBeEnabled();
    // An eleventh digit is never cut away: the number is refused as typed, with a message.
    await phone.press('9');
    await expect(phone).toHaveValue('55 1234 56789');
    await expect(page.getByText('* Revisa tu número: debe tener 10 dígitos, sin contar el +52')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(go).toBeDisabled();
    await phone.press('Backspace');
    await expect(go).toBeEnabled();
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a phone pasted or autofilled as people have it is read as its 10 digits, and the code goes there', async ({
    page,
  }) => {
    const sent = recordApi(page);
    const number = phoneFor('551234');
    const [area, middle, last] = [number.slice(0, 2), number.slice(2, 6), number.slice(6)];
    await page.goto('/home');
    const phone = page.getByLabel('Teléfono celular');
    const go = page.getByRole('button', { name: 'Continuar' });
    // No maxlength: the browser would cut '+52 55 1234 5678' to '+52 55 123' before the app saw it.
    await expect(phone).not.toHaveAttribute('maxlength');
    const forms = [
      `+52 ${area} ${middle} ${last}`,
      `+52 1 ${area} ${middle} ${last}`,
      `52${number}`,
      `521${number}`,
      `(${area}) ${middle}-${last}`,
      `${area}.${middle}.${last}`,
      `+52 (${area}) ${middle}-${last}`,
    ];
    for (const form of forms) {
      await phone.fill('');
      await paste(page, phone, form);
      await expect(phone, form).toHaveValue(shown(number));
      await expect(page.getByRole('img', { name: 'Número válido' }), form).toBeVisible();
      await expect(go, form).toBeEnabled();
    }
    // Autofill sets the whole value at once, as fill() does.
    await phone.fill(`+52${number}`);
    await expect(phone).toHaveValue(shown(number));
    await go.click();
    await expect(page.getByRole('heading', { name: 'Código de seguridad' })).toBeVisible();
    expect(
      callsTo(sent, 'POST', '/v1/users/code').map((s) => (s.body as { phone_number: string }).phone_number),
    ).toEqual([number]);
  });

  test('a pasted phone that is no Mexican number gets a Spanish message and is kept as pasted', async ({ page }) => {
    const sent = recordApi(page);
    await page.goto('/home');
    const phone = page.getByLabel('Teléfono celular');
    const go = page.getByRole('button', { name: 'Continuar' });
    const cases: [string, string][] = [
      ['55 1234 567890', '* Revisa tu número: debe tener 10 dígitos, sin contar el +52'],
      ['+52 55 1234 56789', '* Revisa tu número: debe tener 10 dígitos, sin contar el +52'],
      ['+1 809 555 1234', '* Solo aceptamos números de México (+52)'],
    ];
    for (const [text, message] of cases) {
      await phone.fill('');
      await paste(page, phone, text);
      await expect(phone, text).toHaveValue(text);
      await expect(page.getByText(message), text).toBeVisible();
      await expect(phone).toHaveAccessibleDescription(message);
      await expect(go, text).toBeDisabled();
    }
    // Too few digits: said once the person leaves the field, not while typing.
    await phone.fill('');
    await paste(page, phone, '55 1234');
    await expect(page.getByText('* Ingresa los 10 dígitos de tu número celular')).toHaveCount(0);
    await phone.blur();
    await expect(page.getByText('* Ingresa los 10 dígitos de tu número celular')).toBeVisible();
    expect(sent).toEqual([]);
  });

  test("'Continuar' and the green check only once the phone matches", async ({ page }) => {
    await page.goto('/home');
    const phone = page.getByLabel('Teléfono celular');
    const go = page.getByRole('button', { name: 'Continuar' });
    const check = page.getByRole('img', { name: 'Número válido' });
    await expect(go).toBeDisabled();
    await expect(check).toHaveCount(0);
    await phone.pressSequentially('551234567');
    await expect(go).toBeDisabled();
    await expect(check).toHaveCount(0);
    await phone.press('8');
    await expect(go).toBeEnabled();
    await expect(check).toBeVisible();
    await phone.press('Backspace');
    await expect(go).toBeDisabled();
    await expect(check).toHaveCount(0);
  });
});

test.describe('Start: code entry', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  async function toCodeEntry(page: Page) {
    await page.goto('/home');
    await page.getByLabel('Teléfono celular').fill(phoneFor('551234'));
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Código de seguridad' })).toBeVisible();
    return page.getByLabel('Código de 6 dígitos');
  }

  test("'Continuar' waits for exactly 6 digits; non-digits are dropped, a 7th digit is not kept", async ({ page }) => {
    const code = await toCodeEntry(page);
    const go = page.getByRole('button', { name: 'Continuar' });
    await expect(go).toBeDisabled();
    await code.pressSequentially('1a2-3 b4');
    await expect(code).toHaveValue('1234');
    await expect(go).toBeDisabled();
    await code.press('5');
    await expect(code).toHaveValue('12345');
    await expect(go).toBeDisabled();
    await code.press('6');
    await expect(code).toHaveValue('123456');
    await expect(go).toBeEnabled();
    await code.press('7');
    await expect(code).toHaveValue('123456');
    await expect(page.locator('.digit-box')).toHaveText(['1', '2', '3', '4', '5', '6']);
  });

  test("a pasted '12 34 56' fills all six boxes", async ({ page }) => {
    // The real input has no maxLength: the browser would cut the paste before the digits are picked out.
    const code = await toCodeEntry(page);
    await page.evaluate(() => navigator.clipboard.writeText('12 34 56'));
    await code.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(code).toHaveValue('123456');
    await expect(page.locator('.digit-box')).toHaveText(['1', '2', '3', '4', '5', '6']);
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });
});

test.describe("'Sobre ti' (about-you)", () => {
  const field = (page: Page) => ({
    names: page.getByLabel('Nombre(s)'),
    paternal: page.getByLabel('Apellido paterno'),
    maternal: page.getByLabel('Apellido materno'),
    day: page.getByLabel('Día de nacimiento'),
    month: page.getByLabel('Mes de nacimiento'),
    year: page.getByLabel('Año de nacimiento'),
    timeHere: page.getByLabel('¿Cuánto tiempo llevas viviendo en tu domicilio?'),
    civil: page.getByLabel('Estado civil'),
  });

  async function open(page: Page) {
    await page.goto(`/${phoneFor('551234')}/about-you`);
    await expect(page.getByRole('heading', { name: 'Sobre ti' })).toBeVisible();
    return field(page);
  }

  test('an empty submit shows every required message under its field, focuses the first and sends nothing', async ({
    page,
  }) => {
    const sent = recordApi(page);
    const f = await open(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectFieldError(page, f.names, '* Ingresa los nombres !');
    await expectFieldError(page, f.paternal, '* Ingresa el apellido paterno !');
    await expectFieldError(page, f.day, '* Ingresa tu día de nacimiento !');
    await expectFieldError(page, f.month, '* Ingresa tu mes de nacimiento !');
    await expectFieldError(page, f.year, '* Ingresa tu año de nacimiento !');
    await expectFieldError(page, f.timeHere, '* Selecciona el tiempo viviendo ahí !');
    await expectFieldError(page, f.civil, '* Selecciona su estado civil !');
    await expectFieldValid(page, f.maternal); // optional
    await expect(f.names).toBeFocused();
    await page.waitForTimeout(500);
    expect(callsTo(sent, 'POST', '/v2/users')).toEqual([]);
  });

  test('a name pasted with its accents apart (e + U+0301, as some keyboards write it) is accepted and sent composed', async ({
    page,
    request,
  }) => {
    const sent = recordApi(page);
    await signIn(page, request, phoneFor('551234'));
    await expect(page.getByRole('heading', { name: 'Sobre ti' })).toBeVisible();
    await fillAboutYou(page);
    const f = field(page);
    await f.names.fill('');
    await paste(page, f.names, 'Jose\u0301 Rau\u0301l');
    await f.paternal.fill('');
    await paste(page, f.paternal, 'Nu\u0301n\u0303ez');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/additional-data$/);
    const body = callsTo(sent, 'POST', '/v2/users')[0]?.body as { name: string; lastname: string };
    expect(body).toMatchObject({ name: 'José Raúl', lastname: 'Núñez' });
    expect(body.name).toBe(body.name.normalize('NFC'));
    expect(body.lastname).toBe('N\u00fa\u00f1ez');
  });

  test('names: letters only, words of 2+ letters, single spaces', async ({ page }) => {
    const f = await open(page);
    const message = '* El formato del nombre es inválido, solo se aceptan letras y espacios';
    await f.names.fill('J0hn');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectFieldError(page, f.names, message);
    await f.names.fill('A B');
    await expectFieldError(page, f.names, message);
    await f.names.fill('Ana  María');
    await expectFieldError(page, f.names, message);
    await f.names.fill('Ana María Ñúñez');
    await expectFieldValid(page, f.names);
  });

  test('paternal and maternal surnames: letters only', async ({ page }) => {
    const f = await open(page);
    await f.paternal.fill('G0mez');
    await f.maternal.fill('D1az');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectFieldError(page, f.paternal, '* El formato del apellido paterno es inválido, solo se aceptan letras.');
    await expectFieldError(page, f.maternal, '* El formato del apellido materno es inválido, solo se aceptan letras.');
    await f.paternal.fill('Gómez');
    await f.maternal.fill('Díaz');
    await expectFieldValid(page, f.paternal);
    await expectFieldValid(page, f.maternal);
  });

  test('names keep at most 30 letters, surnames at most 25', async ({ page }) => {
    const f = await open(page);
    const forty = 'abcdefghij'.repeat(4);
    await f.names.pressSequentially(forty);
    await expect(f.names).toHaveValue(forty.slice(0, 30));
    await f.paternal.pressSequentially(forty);
    await expect(f.paternal).toHaveValue(forty.slice(0, 25));
    await f.maternal.pressSequentially(forty);
    await expect(f.maternal).toHaveValue(forty.slice(0, 25));
  });

  test('the day list follows the month: 29 in February, 30 in April, 31 in January', async ({ page }) => {
    const f = await open(page);
    const days = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));
    await f.month.selectOption({ label: 'Febrero' });
    await expect(choices(f.day)).toHaveText(days(29));
    await f.month.selectOption({ label: 'Abril' });
    await expect(choices(f.day)).toHaveText(days(30));
    await f.month.selectOption({ label: 'Enero' });
    await expect(choices(f.day)).toHaveText(days(31));
  });

  test('the year list has 82 years, from 18 years ago backwards', async ({ page }) => {
    const f = await open(page);
    const years = Array.from({ length: 82 }, (_, i) => String(THIS_YEAR - 18 - i));
    await expect(choices(f.year)).toHaveText(years);
  });

  test('what was typed is kept after a failed submit', async ({ page }) => {
    const sent = recordApi(page);
    const f = await open(page);
    await f.names.fill('Emma');
    await f.maternal.fill('Díaz');
    await f.month.selectOption({ label: 'Diciembre' });
    await f.day.selectOption('31');
    await f.year.selectOption(String(THIS_YEAR - 30));
    await f.timeHere.selectOption({ label: '4 años o más' });
    await f.civil.selectOption({ label: 'Casado(a)' });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectFieldError(page, f.paternal, '* Ingresa el apellido paterno !');
    await expect(f.paternal).toBeFocused();
    await expect(f.names).toHaveValue('Emma');
    await expect(f.maternal).toHaveValue('Díaz');
    await expect(f.month).toHaveValue('12');
    await expect(f.day).toHaveValue('31');
    await expect(f.year).toHaveValue(String(THIS_YEAR - 30));
    await expect(f.timeHere).toHaveValue('4');
    await expect(f.civil).toHaveValue('MARRIED');
    expect(callsTo(sent, 'POST', '/v2/users')).toEqual([]);
  });
});

test.describe('RFC (additional-data)', () => {
  test('stripped of non-alphanumerics, upper-cased; the checkbox waits for 13 characters', async ({
    page,
    request,
  }) => {
    const { base } = await registeredApplicant(page, request);
    await page.goto(`${base}/additional-data`);
    const rfc = page.getByLabel('RFC', { exact: true });
    const confirm = page.getByLabel('Mi RFC es correcto');
    await expect(rfc).toHaveValue('');
    await expect(confirm).toBeDisabled();
    await rfc.pressSequentially('gode-561231 gr');
    await expect(rfc).toHaveValue('GODE561231GR');
    await expect(confirm).toBeDisabled();
    await rfc.press('8');
    await expect(rfc).toHaveValue('GODE561231GR8');
    await expect(confirm).toBeEnabled();
    await rfc.press('9'); // 13 is the Mexico profile's length: a 14th character is not kept
    await expect(rfc).toHaveValue('GODE561231GR8');
    await rfc.press('Backspace');
    await expect(confirm).toBeDisabled();
  });

  test("an empty RFC: '* Ingresa el RFC !' and nothing sent", async ({ page, request }) => {
    const { base, userId } = await registeredApplicant(page, request);
    const sent = recordApi(page);
    await page.goto(`${base}/additional-data`);
    const rfc = page.getByLabel('RFC', { exact: true });
    await expect(rfc).toHaveValue('');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectFieldError(page, rfc, '* Ingresa el RFC !');
    await page.waitForTimeout(500);
    expect(callsTo(sent, 'POST', `/v1/users/${userId}/SK/tax_info`)).toEqual([]);
  });
});

test.describe("'Negocio' (more-about)", () => {
  const field = (page: Page) => ({
    name: page.getByLabel('Nombre del negocio'),
    age: page.getByLabel('¿Cuánto tiempo tiene tu negocio?'),
    type: page.getByLabel('Giro del negocio'),
    other: page.getByLabel('¿Cuál es el giro de tu negocio?'),
    sale: page.getByLabel('Venta promedio semanal'),
  });

  async function open(page: Page, request: APIRequestContext) {
    const applicant = await registeredApplicant(page, request);
    const sent = recordApi(page);
    await page.goto(`${applicant.base}/more-about`);
    await expect(page.getByRole('heading', { name: 'Negocio' })).toBeVisible();
    return { f: field(page), sent, ...applicant };
  }

  test('an empty submit shows every required message under its field and sends nothing', async ({ page, request }) => {
    const { f, sent, userId } = await open(page, request);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectFieldError(page, f.name, '* Ingresa el nombre del negocio !');
    await expectFieldError(page, f.age, '* Selecciona el tiempo con el negocio !');
    await expectFieldError(page, f.type, '* Selecciona el giro de la empresa !');
    await expectFieldError(page, f.sale, '* Selecciona la venta promedio semanal !');
    await expect(f.name).toBeFocused();
    await f.name.fill('   '); // only spaces is no name
    await expectFieldError(page, f.name, '* Ingresa el nombre del negocio !');
    await f.name.fill('Abarrotes Emma');
    await expectFieldValid(page, f.name);
    await page.waitForTimeout(500);
    expect(callsTo(sent, 'POST', `/v1/users/${userId}/SK/businesses`)).toEqual([]);
  });

  test("the options: shop age 1 to 4+, the grocery type under the profile's label, 'Otros' last", async ({
    page,
    request,
  }) => {
    const { f } = await open(page, request);
    await expect(choices(f.age)).toHaveText(['1 año', '2 años', '3 años', '4 años o más']);
    await expect(choices(f.type).first()).toHaveText('Tienda de abarrotes');
    await expect(choices(f.type)).toHaveCount(8);
    await expect(choices(f.type).last()).toHaveText('Otros');
  });

  test("the catalog's grocery type, whatever its wording, is shown as 'Tienda de abarrotes'; 'Otros' still last", async ({
    page,
    request,
  }) => {
    // The sandbox's catalog already says 'Tienda de abarrotes': answer one worded otherwise.
    await page.route('**/sandbox/registration/v1/business-types', (route) =>
      route.fulfill({ json: { data: ['Abarrotes y misceláneas', 'Otros', 'Farmacia'] } }),
    );
    const { f } = await open(page, request);
    await expect(choices(f.type)).toHaveText(['Tienda de abarrotes', 'Farmacia', 'Otros']);
    await expect(choices(f.type).first()).toHaveAttribute('value', 'Abarrotes y misceláneas');
  });

  test("'Otros' asks for the business type: required, letters, digits and spaces only", async ({ page, request }) => {
    const { f, sent, userId } = await open(page, request);
    await expect(f.other).toHaveCount(0);
    await f.name.fill('Abarrotes Emma');
    await f.age.selectOption({ label: '2 años' });
    await f.sale.selectOption({ index: 2 });
    await f.type.selectOption('Otros');
    await expect(f.other).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectFieldError(page, f.other, '* Ingresa el giro de tu empresa !');
    await f.other.fill('Pap&el');
    await expectFieldError(page, f.other, '* Ingresa tu giro !');
    await f.other.fill('Papeleria 2');
    await expectFieldValid(page, f.other);
    expect(callsTo(sent, 'POST', `/v1/users/${userId}/SK/businesses`)).toEqual([]);
  });
});

test.describe('Domicilio del negocio (about-living)', () => {
  const field = (page: Page) => ({
    zip: page.getByLabel('Código postal'),
    neighborhood: page.getByLabel('Colonia'),
    state: page.getByLabel('Estado', { exact: true }),
    city: page.getByLabel('Municipio'),
    street: page.getByLabel('Calle'),
    number: page.getByLabel('Número exterior'),
    interior: page.getByLabel('Número interior'),
  });

  async function open(page: Page, request: APIRequestContext) {
    const applicant = await registeredApplicant(page, request);
    const sent = recordApi(page);
    await page.goto(`${applicant.base}/about-living?zipCode=&direction=&streetNumber=`);
    await expect(page.getByRole('heading', { name: 'Domicilio del negocio' })).toBeVisible();
    return { f: field(page), sent, ...applicant };
  }

  test('an empty submit shows every required message under its field and sends nothing', async ({ page, request }) => {
    const { f, sent, userId } = await open(page, request);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectFieldError(page, f.zip, '* Ingresa un código postal !');
    await expectFieldError(page, f.state, '* Ingresa el estado !');
    await expectFieldError(page, f.neighborhood, '* Selecciona la colonia !');
    await expectFieldError(page, f.street, '* Ingresa la calle !');
    await expectFieldError(page, f.number, '* Ingresa el número exterior !');
    await expectFieldError(page, f.city, '* Selecciona el municipio !');
    await expectFieldValid(page, f.interior); // optional
    await page.waitForTimeout(500);
    expect(callsTo(sent, 'POST', `/v1/users/${userId}/SK/businesses/address`)).toEqual([]);
  });

  test("the street: no '&', at most 50 characters", async ({ page, request }) => {
    const { f } = await open(page, request);
    await f.street.fill('Av. Juárez & Hidalgo');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectFieldError(page, f.street, 'El carácter "&" no está permitido.');
    await f.street.fill('Av. Juárez y Hidalgo');
    await expectFieldValid(page, f.street);
    const sixty = 'Calle larga '.repeat(5);
    await f.street.fill('');
    await f.street.pressSequentially(sixty);
    await expect(f.street).toHaveValue(sixty.slice(0, 50));
  });

  test("the zip is looked up only at 5 digits and never for '00000'; a neighbourhood fills state and municipality", async ({
    page,
    request,
  }) => {
    const { f, sent } = await open(page, request);
    const lookups = () => callsTo(sent, 'GET', /^\/v1\/zip-codes\//).map((s) => s.path);
    await f.zip.pressSequentially('5000');
    await f.zip.fill('00000');
    await f.zip.fill('50000');
    await f.zip.press('1'); // 5 digits at most
    await expect(f.zip).toHaveValue('50000');
    // Each lookup is sent as the value changes: any for '5000' or '00000' would come before this one.
    await expect.poll(lookups).toEqual(['/v1/zip-codes/50000']);
    await expect(choices(f.neighborhood)).toHaveText(['Centro', 'La Merced', 'Francisco Murguía']);
    await expect(f.state).toHaveValue('');
    await expect(f.city).toHaveValue('');
    await f.neighborhood.selectOption('La Merced');
    await expect(f.state).toHaveValue('Estado de México');
    await expect(f.city).toHaveValue('Toluca');
    await page.waitForTimeout(300);
    expect(lookups()).toEqual(['/v1/zip-codes/50000']);
  });

  test('an out-of-area zip (06700, Cuauhtémoc) goes to /rejected-location without saving the address', async ({
    page,
    request,
  }) => {
    const { f, sent, userId } = await open(page, request);
    await f.zip.fill('06700');
    await expect(f.neighborhood).toHaveValue('Roma Norte');
    await expect(f.city).toHaveValue('Cuauhtémoc');
    await expect(f.state).toHaveValue('Ciudad de México');
    await f.street.fill('Álvaro Obregón');
    await f.number.fill('100');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/rejected-location$/);
    await expect(page.getByRole('heading', { name: 'Fuera del área de servicio' })).toBeVisible();
    expect(callsTo(sent, 'POST', `/v1/users/${userId}/SK/businesses/address`)).toEqual([]);
  });
});

test.describe('Crea tu contraseña (create-password)', () => {
  async function open(page: Page, request: APIRequestContext) {
    const applicant = await registeredApplicant(page, request);
    const sent = recordApi(page);
    await page.goto(`${applicant.base}/create-password`);
    await expect(page.getByRole('heading', { name: 'Crea tu contraseña' })).toBeVisible();
    return {
      password: page.getByRole('textbox', { name: 'Contraseña', exact: true }),
      confirmation: page.getByRole('textbox', { name: 'Confirma tu contraseña' }),
      go: page.getByRole('button', { name: 'Continuar' }),
      sent,
      ...applicant,
    };
  }

  test('only digits can be typed, at most 6', async ({ page, request }) => {
    const { password, confirmation } = await open(page, request);
    await password.pressSequentially('1a2b3c');
    await expect(password).toHaveValue('123');
    await password.pressSequentially('45678');
    await expect(password).toHaveValue('123456');
    await confirmation.pressSequentially('x9y8z7w6v5u4t3');
    await expect(confirmation).toHaveValue('987654');
  });

  test("'Continuar' waits for two equal 6-digit values", async ({ page, request }) => {
    const { password, confirmation, go, sent, userId } = await open(page, request);
    await expect(go).toBeDisabled();
    await password.fill('12345');
    await confirmation.fill('12345');
    await expect(go).toBeDisabled();
    await password.fill('123456');
    await confirmation.fill('123457');
    await expect(go).toBeDisabled();
    await confirmation.fill('123456');
    await expect(go).toBeEnabled();
    await password.fill('654321');
    await expect(go).toBeDisabled();
    expect(callsTo(sent, 'PUT', `/v1/users/${userId}/SK/password`)).toEqual([]);
  });

  // The form hears of the last key in a transition once typing pauses (src/form/form-model.ts).
  // A tap while React has not yet rendered that transition comes first: it must still send.
  test('a tap just as typing pauses is sent once, with the last key', async ({ page, request }) => {
    const { confirmation, password, go, sent, userId, base } = await open(page, request);
    await password.fill('123456');
    await confirmation.fill('12345');
    await expect(go).toBeDisabled();
    // The tap, in the same task as the end of the pause that follows the next key.
    await page.evaluate((pause) => {
      const later = window.setTimeout;
      window.setTimeout = ((fn: () => void, ms?: number) => {
        if (ms !== pause) return later(fn, ms);
        window.setTimeout = later;
        return later(() => {
          fn();
          document.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
          Object.assign(window, { tappedAtPause: true });
        }, ms);
      }) as typeof window.setTimeout;
    }, TYPING_PAUSE_MS);
    await confirmation.press('End');
    await confirmation.press('6');
    await expect(page).toHaveURL(`${base}/advisor-welcome`);
    // The tap was the one at the pause's end (no other way could have sent it).
    expect(await page.evaluate(() => (window as { tappedAtPause?: boolean }).tappedAtPause)).toBe(true);
    expect(callsTo(sent, 'PUT', `/v1/users/${userId}/SK/password`)).toMatchObject([{ body: { password: '123456' } }]);
  });

  // A field's messages show once the person has left it, while Continuar stays disabled.
  test("'Contraseña invalida' for 5 digits", async ({ page, request }) => {
    const { password, confirmation } = await open(page, request);
    await password.fill('12345');
    await password.press('Tab');
    await confirmation.fill('12345');
    await confirmation.press('Enter');
    await expectFieldError(page, password, 'Contraseña invalida');
  });

  test("'La contraseña no coincide' when the confirmation differs", async ({ page, request }) => {
    const { password, confirmation } = await open(page, request);
    await password.fill('123456');
    await confirmation.fill('123457');
    await confirmation.press('Tab');
    await confirmation.press('Enter');
    await expectFieldError(page, confirmation, 'La contraseña no coincide');
  });
});
