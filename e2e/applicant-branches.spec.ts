// The applicant's other branches: where each server answer leads.
import { expect, test } from '@playwright/test';
import { callsTo, fillAboutYou, phoneFor, recordApi, registeredApplicant, review, signIn } from './support';

test('the waiting screen gives up after 12 polls of 5 s: /something-happened', async ({ page, request }) => {
  await page.clock.install();
  const sent = recordApi(page);
  await signIn(page, request, phoneFor('551004')); // existing user: ACCOUNT_NIP, WAITING forever
  await expect(page).toHaveURL(/\/[^/]+\/waiting$/);
  // The screen's lazy chunk must be mounted (its timer started) before the clock moves.
  await expect(page.getByText('Espera un momento estamos trabajando en su registro')).toBeVisible();
  const polls = () => callsTo(sent, 'GET', /^\/v1\/users\/SK\/[^/?]+$/).length;
  const before = polls(); // the post-login lookup
  for (let i = 1; i <= 11; i++) {
    await page.clock.runFor(5_000);
    await expect.poll(polls).toBe(before + i);
  }
  await expect(page).toHaveURL(/\/waiting$/);
  await page.clock.runFor(5_000);
  await expect(page).toHaveURL(/\/something-happened$/);
  expect(polls()).toBe(before + 12);
  await review(page, '16-something-happened');
});

test('ACCOUNT_BUREAU: the NIP was already sent, so none is requested', async ({ page, request }) => {
  const sent = recordApi(page);
  await signIn(page, request, phoneFor('551006'));
  await expect(page).toHaveURL(/\/send-nip\?already-sent=true$/);
  await expect(page.getByText('Paso 6 de 6')).toBeVisible();
  expect(callsTo(sent, 'POST', /\/nip$/)).toHaveLength(0);
});

test('a 412 on the business address goes to /rejected', async ({ page, request }) => {
  const { base, userId } = await registeredApplicant(page, request, '550007');
  const sent = recordApi(page);
  await page.goto(`${base}/about-living?zipCode=50000&direction=Av.%20Ju%C3%A1rez&streetNumber=12`);
  await expect(page.getByLabel('Calle')).toHaveValue('Av. Juárez');
  await expect(page.getByLabel('Número exterior')).toHaveValue('12');
  await expect(page.getByLabel('Código postal')).toHaveValue('50000');
  await page.getByLabel('Colonia').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/rejected$/);
  expect(callsTo(sent, 'POST', `/v1/users/${userId}/SK/businesses/address`)).toHaveLength(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('out of the service area: Fuera del área de servicio, Finalizar to the company site', async ({
  page,
  request,
}) => {
  const { base } = await registeredApplicant(page, request);
  await page.goto(`${base}/about-living`);
  await page.getByLabel('Código postal').fill('06700');
  await page.getByLabel('Colonia').selectOption({ index: 1 });
  await page.getByLabel('Calle').fill('Colima');
  await page.getByLabel('Número exterior').fill('1');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Fuera del área de servicio' })).toBeVisible();
  await expect(
    page.getByText(
      'Por ahora solo damos servicio en algunos municipios del Estado de México. Te avisaremos cuando lleguemos a tu zona.',
    ),
  ).toBeVisible();
  await review(page, '17-rejected-location');
  await page.route('https://tendero.example.com/**', (r) => r.fulfill({ body: 'sitio' }));
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page).toHaveURL('https://tendero.example.com/');
});

test('advisor-contact: the three options report their type, then download', async ({ page, request }) => {
  const sent = recordApi(page);
  await signIn(page, request, phoneFor('551014')); // existing user: the default row
  await expect(page).toHaveURL(/\/advisor-contact$/);
  const userId = page.url().split('/').at(-2);
  for (const label of ['Continuar por llamada', 'Estoy con un asesor', 'Chatear con un asesor'])
    await expect(page.getByRole('button', { name: label })).toBeVisible();
  await review(page, '18-advisor-contact');
  await page.getByRole('button', { name: 'Estoy con un asesor' }).dblclick();
  await expect(page).toHaveURL(/\/download$/);
  expect(callsTo(sent, 'PUT', `/v1/users/SK/${userId}/adviser-contact-type/WITH_ADVISER`)).toHaveLength(1);
  const store = page.getByRole('button', { name: 'Descargar la app' });
  await expect(store).toBeVisible();
});

test('welcome_screen_number 0: after the password, advisor-contact', async ({ page, request }) => {
  const { base } = await registeredApplicant(page, request, '550006');
  await page.goto(`${base}/create-password`);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('246810');
  await page.getByRole('textbox', { name: 'Confirma tu contraseña' }).fill('246810');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/advisor-contact$/);
});

test("'Otros' is listed last even when the business-type catalog leaves it out", async ({ page, request }) => {
  const { base, userId } = await registeredApplicant(page, request);
  await page.route(/\/sandbox\/registration\/v1\/business-types$/, (route) =>
    route.fulfill({ json: { data: ['Papelería', 'Tienda de abarrotes', 'Farmacia'] } }),
  );
  const sent = recordApi(page);
  await page.goto(`${base}/more-about`);
  const types = page.getByLabel('Giro del negocio');
  await expect(types.locator('option').last()).toHaveText('Otros');
  await page.getByLabel('Nombre del negocio').fill('Abarrotes Emma');
  await page.getByLabel('¿Cuánto tiempo tiene tu negocio?').selectOption({ label: '2 años' });
  await types.selectOption('Otros');
  await page.getByLabel('¿Cuál es el giro de tu negocio?').fill('Dulceria');
  await page.getByLabel('Venta promedio semanal').selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/search-address$/);
  expect(callsTo(sent, 'POST', `/v1/users/${userId}/SK/businesses`)[0]?.body).toMatchObject({
    business_type: 'Dulceria',
  });
});

test('with sessionStorage blocked, the registration is sent once and the flow goes on', async ({ page, request }) => {
  const phone = phoneFor('551234');
  await signIn(page, request, phone);
  await expect(page).toHaveURL(new RegExp(`/${phone}/about-you$`));
  // From here on every page of this tab has its storage blocked (private mode, a policy).
  await page.addInitScript(() => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'sessionStorage', { configurable: true, get: blocked });
  });
  await page.reload();
  const sent = recordApi(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await fillAboutYou(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  // The token lives on in the page's memory only: the next step is reached all the same.
  await expect(page).toHaveURL(/\/additional-data$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(callsTo(sent, 'POST', '/v2/users')).toHaveLength(1);
  expect(errors).toEqual([]);
});
