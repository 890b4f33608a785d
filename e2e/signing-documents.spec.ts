// The identity-document journeys before the signature: the signing link's entry,
// the identity widget (its sandbox form), the review and each verdict. The
// sandbox answers the identity status by the start of the user id
// (sandbox/identity.ts): docs-approved, docs-rejected, docs-exhausted,
// docs-review, docs-never.
import { expect, type Page, test } from '@playwright/test';
import { callsTo, recordApi, review, type Sent } from './support';

const TITULAR = 'Juana Pérez';
const COLLATERAL = 'María López';

let counter = 0;
/** A user id of the scenario `prefix`, unique in this run. */
function userIdFor(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter}`;
}

/** The link the lender sends: /send-contract-sign with its five query parameters. */
function entryUrl(userId: string, type = 'titular'): string {
  const query = new URLSearchParams({
    user_id: userId,
    user_type_id: 'SK',
    type,
    titular_full_name: TITULAR,
    collateral_full_name: COLLATERAL,
  });
  return `/send-contract-sign?${query}`;
}

const reviewPath = (userId: string, type = 'titular') =>
  `/SK/${userId}/${encodeURIComponent(TITULAR)}/${type}/${encodeURIComponent(COLLATERAL)}/review-documents`;

const statusPath = (userId: string, verificationType: string, type = 'titular') =>
  `/v1/users/SK/${userId}/mati-status?verification_type=${verificationType}&person_type=${type}`;

const statusCalls = (sent: Sent[], userId: string, verificationType: string) =>
  callsTo(sent, 'GET', statusPath(userId, verificationType)).length;

/** The entry with its widget (sandbox form) ready. */
async function openEntry(page: Page, userId: string) {
  await page.goto(entryUrl(userId));
  await expect(page.getByRole('heading', { level: 1, name: 'Firma de contrato' })).toBeVisible();
}

test("'Ver contrato' when the lender answers the PDF itself (user id pdf-…): the window shows it", async ({ page }) => {
  const sent = recordApi(page);
  const userId = userIdFor('pdf');
  // The blob the page makes an address for, kept where the test can read it.
  await page.addInitScript(() => {
    const make = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      (window as unknown as { heldBlob?: Blob | MediaSource }).heldBlob = blob;
      return make(blob);
    };
  });
  await openEntry(page, userId);
  const popup = page.waitForEvent('popup');
  const answer = page.waitForResponse((r) => r.url().endsWith(`/v1/users/SK/${userId}/contract`));
  await page.getByRole('button', { name: 'Ver contrato' }).click();
  expect((await answer).headers()['content-type']).toBe('application/pdf');
  const window = await popup;
  // Held by the page at an address of its own: the document the lender sent, byte for byte a PDF.
  await expect.poll(() => window.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
  // What the page held there: the answer's bytes, as a PDF (the window itself is the browser's viewer).
  const held = await page.evaluate(async () => {
    const blob = (window as unknown as { heldBlob?: Blob }).heldBlob;
    return blob ? [blob.type, (await blob.text()).slice(0, 8)] : null;
  });
  expect(held).toEqual(['application/pdf', '%PDF-1.4']);
  await window.close();
  expect(callsTo(sent, 'GET', `/v1/users/SK/${userId}/contract`)).toHaveLength(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('identity approved before: verified again, approved, then on to the signature', async ({ page }) => {
  const sent = recordApi(page);
  const userId = userIdFor('docs-approved');
  await openEntry(page, userId);
  await expect(page.getByRole('button', { name: 'Simular: aprobado' })).toBeVisible();
  expect(statusCalls(sent, userId, 'VERIFICATION')).toBe(1);
  await review(page, '60-send-contract-sign');

  // The contract opens in a new window, sent to the document once its address arrives:
  // closed before that, the window would never ask for it (a loaded CI machine did so).
  const popup = page.waitForEvent('popup');
  const pdf = page.context().waitForEvent('request', (r) => r.url().endsWith('/sandbox/contract.pdf'));
  await page.getByRole('button', { name: 'Ver contrato' }).click();
  await pdf;
  await (await popup).close();
  expect(callsTo(sent, 'GET', `/v1/users/SK/${userId}/contract`)).toHaveLength(1);

  await page.getByRole('button', { name: 'Simular: aprobado' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/approved-documents');
  expect(new URL(page.url()).searchParams.toString()).toBe(`user_type_id=SK&user_id=${userId}&type=titular`);
  // An APPROVED identity is verified again: the review asked with REVERIFICATION.
  expect(statusCalls(sent, userId, 'REVERIFICATION')).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: '¡Fueron aprobados tus documentos!' })).toBeVisible();
  await expect(page.getByText('Puedes continuar con la parte de la firma del contrato.')).toBeVisible();
  await review(page, '62-approved-documents');

  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/SK/${userId}/titular/singning`);
  // The review replaced itself: Back from the verdict returns to the entry.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/approved-documents');
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/send-contract-sign');
});

test('rejected with an attempt left: the tips, and Reiniciar back to the entry with its five parameters', async ({
  page,
}) => {
  const sent = recordApi(page);
  const userId = userIdFor('docs-rejected');
  await openEntry(page, userId);
  await page.getByRole('button', { name: 'Simular: rechazado' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/error-documents');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    verification_type: 'VERIFICATION',
    user_type_id: 'SK',
    user_id: userId,
    titular_full_name: TITULAR,
    type: 'titular',
    collateral_full_name: COLLATERAL,
  });
  await expect(page.getByRole('heading', { level: 1, name: '¡Sucedió algo!' })).toBeVisible();
  await expect(page.getByText('Tus documentos no pudieron ser validados.')).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(4);
  // Entry, review, and the error screen's own read of the attempts left.
  await expect.poll(() => statusCalls(sent, userId, 'VERIFICATION')).toBe(3);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await review(page, '63-error-documents');

  await page.getByRole('button', { name: 'Reiniciar evaluación' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/send-contract-sign');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    user_type_id: 'SK',
    user_id: userId,
    titular_full_name: TITULAR,
    type: 'titular',
    collateral_full_name: COLLATERAL,
  });
  await expect(page.getByRole('button', { name: 'Simular: rechazado' })).toBeVisible();
  expect(statusCalls(sent, userId, 'VERIFICATION')).toBe(4);
});

test('no attempts left: the entry blocks signing; after a last rejection the modal says so', async ({ page }) => {
  const sent = recordApi(page);
  const userId = userIdFor('docs-exhausted');
  await openEntry(page, userId);
  await expect(page.getByText('Agotaste los intentos de verificación', { exact: true })).toBeVisible();
  const chat = page.getByRole('link', { name: 'Contactar a soporte' });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(page.getByRole('button', { name: /^Simular/ })).toHaveCount(0);
  await review(page, '61-send-contract-sign-exhausted');

  // The person whose last attempt is being reviewed.
  await page.goto(`${reviewPath(userId)}?verification_type=VERIFICATION`);
  await expect(page).toHaveURL((url) => url.pathname === '/error-documents');
  const dialog = page.getByRole('dialog', { name: 'Intentos no disponibles' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('¡Agotaste los intentos de verificación!')).toBeVisible();
  const support = dialog.getByRole('link', { name: 'Contactar a soporte' });
  const href = new URL((await support.getAttribute('href')) ?? '');
  expect(href.searchParams.get('text')).toBe('Mis documentos no pudieron ser validados');
  await expect(page.getByRole('button', { name: 'Reiniciar evaluación' })).toHaveCount(0);
  expect(statusCalls(sent, userId, 'VERIFICATION')).toBeGreaterThanOrEqual(3);
  await review(page, '64-error-documents-exhausted');
});

test('under review: manual verification', async ({ page }) => {
  const userId = userIdFor('docs-review');
  await openEntry(page, userId);
  await page.getByRole('button', { name: 'Simular: en revisión' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/manual-verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Seguimos trabajando' })).toBeVisible();
  await expect(page.getByText('Contacta a la persona de la que serás aval para conocer el resultado.')).toBeVisible();
  await review(page, '65-manual-verification');
});

test('never ready: re-read at 270, 240, … 30 s left, then /something-happened at 0 s', async ({ page }) => {
  await page.clock.install();
  const sent = recordApi(page);
  const userId = userIdFor('docs-never');
  // A read still waiting for its answer when the next mark comes makes the screen skip
  // that mark (by design: the one after tries again), so each answer lands first.
  let answered = 0;
  page.on('requestfinished', (r) => {
    const url = new URL(r.url());
    if (`${url.pathname}${url.search}`.endsWith(statusPath(userId, 'VERIFICATION'))) answered += 1;
  });
  await openEntry(page, userId);
  await page.getByRole('button', { name: 'Simular: aprobado' }).click();

  await expect(page).toHaveURL((url) => url.pathname === reviewPath(userId));
  expect(new URL(page.url()).searchParams.get('verification_type')).toBe('VERIFICATION');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Espera un momento, estamos revisando tus documentos' }),
  ).toBeVisible();
  // The countdown starts at five minutes. The installed clock runs in real time until the
  // first runFor, so a slow machine may already show a second or more gone (failed once in CI).
  await expect(page.getByText(/\b(05:00|04:[45]\d)$/)).toBeVisible();
  // The entry's read, then the review's on arrival.
  await expect.poll(() => statusCalls(sent, userId, 'VERIFICATION')).toBe(2);
  await review(page, '66-review-documents');

  for (let mark = 1; mark <= 9; mark += 1) {
    await expect.poll(() => answered).toBe(1 + mark);
    await page.clock.runFor(30_000);
    await expect.poll(() => statusCalls(sent, userId, 'VERIFICATION'), `${300 - 30 * mark} s left`).toBe(2 + mark);
    await expect(page).toHaveURL((url) => url.pathname === reviewPath(userId));
  }
  await page.clock.runFor(30_000);
  await expect(page).toHaveURL((url) => url.pathname === '/something-happened');
  await expect(
    page.getByText('Tus documentos no pudieron ser validados, contacta con la persona de la que seras aval.'),
  ).toBeVisible();
  await page.clock.runFor(60_000);
  expect(statusCalls(sent, userId, 'VERIFICATION')).toBe(11);
  expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);
  await review(page, '67-documents-something-happened');
  // Replaced: Back skips the review and returns to the entry.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/send-contract-sign');
});

test('a link without its parameters: signing must start from a new link', async ({ page }) => {
  const sent = recordApi(page);
  await page.goto('/send-contract-sign?user_id=docs-approved-old');
  const dialog = page.getByRole('dialog', { name: 'Necesitas un enlace nuevo' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Actualiza la app o contacta a tu analista/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Contactar a mi analista' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await review(page, '68-send-contract-sign-new-link');
  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ver contrato' })).toHaveCount(0);
  expect(sent).toEqual([]);
});
