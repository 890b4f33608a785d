// The guarantor's consent page (/verify-aval-phone): the session check after
// the phone validation (valid, invalid), the default view's 'Aceptar Consulta'
// with the request it sends, where the answer leads (nowhere, the sandbox's
// own redirection, an external one) and a failed consent.
import { expect, type Page, test } from '@playwright/test';
import { callsTo, recordApi, review } from './support';

function consentUrl(accountId: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    user_id: accountId,
    user_type_id: 'SK',
    collateral_id: 'c-42',
    shopkeeper_name: 'Juan Pérez',
    collateral_name: 'María López',
    ...extra,
  });
  return `/verify-aval-phone?${query}`;
}

const accept = (page: Page) => page.getByRole('button', { name: 'Aceptar Consulta' });
const CONSENT_PATH = '/v1/users/aval/reverse-otp';

test('default view: greets by name, "Aceptar Consulta" sends the consent; no redirection → ¡Excelente!', async ({
  page,
}) => {
  const sent = recordApi(page);
  const padChunk: string[] = [];
  page.on('request', (r) => {
    if (/signature_pad/.test(r.url())) padChunk.push(r.url());
  });
  await page.goto(consentUrl('u-5512345670'));
  await expect(page.getByText('Financiera Tendero', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '¡Hola María López!' })).toBeVisible();
  await expect(page.getByText('Juan Pérez tiene una solicitud de crédito y te eligió como su aval.')).toBeVisible();
  await expect(
    page.getByText('Para continuar, acepta la consulta de tu historial crediticio a favor de Financiera Tendero.'),
  ).toBeVisible();
  expect(sent).toEqual([]);
  // The signature pad is its own chunk: a page without a pad never fetches it.
  expect(padChunk).toEqual([]);
  await review(page, '50-aval-consent');

  await accept(page).click();
  await expect(page.getByRole('heading', { name: '¡Excelente!' })).toBeVisible();
  await expect(page.getByText(/^Aceptaste la consulta de tu historial crediticio/)).toBeVisible();
  expect(callsTo(sent, 'POST', CONSENT_PATH).map((s) => s.body)).toEqual([
    // No public IP service is configured here: its fallback is sent.
    { account_type_id: 'SK', account_id: 'u-5512345670', collateral_id: 'c-42', ip_address: '0.0.0.0' },
  ]);
  await review(page, '51-aval-consent-accepted');
});

test('an account id ending in 1: the browser follows redirection_url, back here with a valid session', async ({
  page,
}) => {
  const sent = recordApi(page);
  await page.goto(consentUrl('u-5512345671'));
  await accept(page).click();

  // The sandbox's redirection is this same page with a session (the phone check done elsewhere),
  // which the page takes out of its address as it opens.
  await expect(page).toHaveURL(/\/verify-aval-phone\?user_id=/);
  expect(page.url()).not.toContain('sessionUuid');
  await expect(page.getByRole('heading', { name: '¡Excelente!' })).toBeVisible();
  expect(callsTo(sent, 'POST', CONSENT_PATH)).toHaveLength(1);
  expect(callsTo(sent, 'PUT', CONSENT_PATH).map((s) => s.body)).toEqual([{ session_id: 'ok-c-42' }]);
});

test('an external redirection_url is followed too', async ({ page, context }) => {
  const external = 'https://validacion.example.test/telefono?folio=77';
  await page.route(`**/sandbox/registration${CONSENT_PATH}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ json: { data: { redirection_url: external } } })
      : route.fallback(),
  );
  await context.route('https://validacion.example.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Validación</title><h1>Validación</h1>' }),
  );
  await page.goto(consentUrl('u-5512345670'));
  await accept(page).click();
  await expect(page).toHaveURL(external);
});

test('back with a valid session (ok-1): ¡Excelente!', async ({ page }) => {
  const sent = recordApi(page);
  await page.goto(consentUrl('u-5512345670', { sessionUuid: 'ok-1' }));
  await expect(page.getByRole('heading', { name: '¡Excelente!' })).toBeVisible();
  await expect(
    page.getByText('Validamos tu número de teléfono. Financiera Tendero se pondrá en contacto contigo por teléfono.'),
  ).toBeVisible();
  await expect(accept(page)).toHaveCount(0);
  expect(callsTo(sent, 'PUT', CONSENT_PATH).map((s) => s.body)).toEqual([{ session_id: 'ok-1' }]);
  expect(callsTo(sent, 'POST', CONSENT_PATH)).toEqual([]);
  await review(page, '52-aval-consent-validated');
});

test('back with an invalid session: ¡Lo sentimos! with technical support, no error modal', async ({
  page,
  context,
}) => {
  await page.goto(consentUrl('u-5512345670', { sessionUuid: 'expired-1' }));
  await expect(page.getByRole('heading', { name: '¡Lo sentimos!' })).toBeVisible();
  await expect(page.getByText('¡Parece que hubo un error!')).toHaveCount(0);
  await review(page, '53-aval-consent-error');

  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }),
  );
  const [chat] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Contactar a soporte técnico' }).click(),
  ]);
  expect(chat.url()).toMatch(/^https:\/\/wa\.me\/5215500000000\?text=/);
});

test('a failed consent: no error modal and no server text, a line and the button to try again', async ({ page }) => {
  let fail = true;
  await page.route(`**/sandbox/registration${CONSENT_PATH}`, (route) =>
    route.request().method() === 'POST' && fail
      ? route.fulfill({ status: 500, json: { message: 'collateral service down' } })
      : route.fallback(),
  );
  await page.goto(consentUrl('u-5512345670'));
  await accept(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    'No pudimos registrar tu aceptación. Inténtalo de nuevo en unos momentos.',
  );
  await expect(page.getByText('¡Parece que hubo un error!')).toHaveCount(0);
  await expect(page.getByText('collateral service down')).toHaveCount(0);
  await review(page, '54-aval-consent-failed');

  fail = false;
  await accept(page).click();
  await expect(page.getByRole('heading', { name: '¡Excelente!' })).toBeVisible();
});
