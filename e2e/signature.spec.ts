// Signing the contract by hand (/:user_type_id/:user_id/:person_type/singning):
// a real canvas in a real browser, drawn with the mouse and with a finger,
// the terms modal, the PUT the page sends and the PNG inside it (cropped),
// the already-signed modal, the error modal and singning-success.
//
// The sandbox remembers a signature per user and person type (a second one is
// refused as already signed), so every save uses a user id of its own.
import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { drawWithMouse, inkedPixels, pad, padBox, saveButton } from './signature-pad';
import { callsTo, recordApi, review, type Sent } from './support';

const PAD = { width: 300, height: 470 };
const WEB_APP_HOME = 'https://app.tendero.example.com';

let counter = 0;
/** A fresh sandbox user id whose last digit picks the scenario ('9' = already signed). */
function userId(last: string): string {
  counter += 1;
  const middle = String((Date.now() * 10 + counter * 7919 + Math.floor(Math.random() * 1000)) % 1e7).padStart(7, '0');
  return `u-55${middle}${last}`;
}

/**
 * The same with a finger: real touch input through the DevTools protocol (pointerType 'touch'),
 * one move per frame of a 60 Hz touch screen. Thirty moves sent back to back (a stroke in no
 * time) left Chromium's gesture recognizer turning the next tap, within about a second, into
 * no click at all: the 360 × 640 save failed its first try in CI (7 in 10 runs here).
 */
async function drawWithFinger(page: Page, cdp: CDPSession) {
  const box = await padBox(page);
  const point = (x: number, y: number) => ({ x: box.x + x, y: box.y + y });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(50, 160)] });
  for (let i = 1; i <= 30; i++) {
    const x = 50 + i * 6;
    const y = 160 + Math.round(Math.sin(i / 3) * 60) + i * 3;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(x, y)] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function acceptTerms(page: Page) {
  await saveButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Aceptación de terminos y condiciones' });
  await expect(dialog).toBeVisible();
  const cont = dialog.getByRole('button', { name: 'Continuar' });
  await expect(cont).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Entiendo y acepto los términos del contrato' }).check();
  await expect(cont).toBeEnabled();
  return cont;
}

/** The PNG's size from its IHDR chunk, after checking the 8-byte PNG signature. */
function pngSize(base64: string): { width: number; height: number } {
  const bytes = Buffer.from(base64, 'base64');
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The one PUT of the signature, checked field by field; answers the PNG's size. */
async function expectSignatureSent(sent: Sent[], id: string, personType: string, page: Page) {
  const puts = callsTo(sent, 'PUT', `/v1/users/SK/${id}/contract`);
  expect(puts).toHaveLength(1);
  const body = puts[0]?.body as Record<string, string>;
  expect(Object.keys(body).sort()).toEqual(['metadata', 'person_type', 'signature']);
  expect(body.person_type).toBe(personType);
  // No IP geolocation service is configured here: its fallback is the metadata.
  expect(JSON.parse(body.metadata ?? '')).toEqual({ ip: '0.0.0.0', source: 'fallback' });
  const signature = body.signature ?? '';
  expect(signature.startsWith('data:')).toBe(false);
  expect(signature).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
  const size = pngSize(signature);
  const dpr = await page.evaluate(() => window.devicePixelRatio);
  expect(size.width).toBeLessThan(PAD.width * dpr);
  expect(size.height).toBeLessThan(PAD.height * dpr);
  return { ...size, dpr };
}

test('draw with the mouse, retry, accept the terms, save the cropped PNG, then singning-success', async ({
  page,
  context,
}) => {
  // The spec's example link: looked at and cleared, never saved (a saved one stays signed in the sandbox).
  await page.goto('/SK/u-5512345678/titular/singning');
  await expect(page.getByRole('heading', { name: 'Firma tu contrato' })).toBeVisible();
  const canvas = pad(page);
  await padBox(page);
  expect(await canvas.evaluate((c) => getComputedStyle(c).touchAction)).toBe('none');
  expect(await canvas.evaluate((c) => [c.clientWidth, c.clientHeight])).toEqual([PAD.width, PAD.height]);
  await expect(saveButton(page)).toBeDisabled();
  await review(page, '40-signature');

  await drawWithMouse(page);
  await expect(saveButton(page)).toBeEnabled();
  expect(await inkedPixels(canvas)).toBeGreaterThan(500);
  await page.getByRole('button', { name: 'Reintentar firma' }).click();
  await expect(saveButton(page)).toBeDisabled();
  expect(await inkedPixels(canvas)).toBe(0);

  // Now a save of its own.
  const id = userId('4');
  const sent = recordApi(page);
  await page.goto(`/SK/${id}/titular/singning`);
  await drawWithMouse(page);
  await review(page, '41-signature-drawn');
  await saveButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Aceptación de terminos y condiciones' });
  await expect(dialog.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await review(page, '42-signature-terms');
  const cont = await (async () => {
    await dialog.getByRole('button', { name: 'Regresar a mi firma' }).click();
    await expect(dialog).toHaveCount(0);
    return acceptTerms(page);
  })();
  await cont.click();

  await expect(page).toHaveURL(/\/singning-success$/);
  const { width, height, dpr } = await expectSignatureSent(sent, id, 'titular', page);
  // Cropped to the scribble (x 40..260, y 120..300 in CSS px) plus the pen and a small margin.
  expect(width).toBeGreaterThanOrEqual(220 * dpr);
  expect(width).toBeLessThanOrEqual((220 + 2 * (4.5 + 8) + 2) * dpr);
  expect(height).toBeGreaterThanOrEqual(170 * dpr);
  expect(height).toBeLessThanOrEqual((180 + 2 * (4.5 + 8) + 2) * dpr);

  await expect(page.getByRole('heading', { name: '¡Felicidades!' })).toBeVisible();
  await expect(
    page.getByText('Has firmado el contrato con éxito, enviaremos una copia digital a tu celular.'),
  ).toBeVisible();
  await review(page, '43-singning-success');

  // 'Continuar' replaces this page with the web app's home (no network here: answered locally).
  await context.route(`${WEB_APP_HOME}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>App</title><h1>App</h1>' }),
  );
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(`${WEB_APP_HOME}/`);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/SK/${id}/titular/singning$`));
});

test.describe('on a small phone (360 × 640), where the page scrolls', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('a finger draws without scrolling the page, and the signature is saved', async ({ page }) => {
    const id = userId('2');
    const sent = recordApi(page);
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/signature_pad-[\w-]+\.js$/.test(r.url())) chunks.push(r.url());
    });
    await page.goto(`/SK/${id}/collateral/singning`);
    const cdp = await page.context().newCDPSession(page);
    await padBox(page);
    // The pad (and its own chunk) fits and the page is long enough to scroll.
    expect(chunks).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(0);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await drawWithFinger(page, cdp);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await expect(saveButton(page)).toBeEnabled();
    expect(await inkedPixels(pad(page))).toBeGreaterThan(500);

    const cont = await acceptTerms(page);
    // Clicked, not tapped: once, on a loaded machine, the tap after the stroke gave no click (the
    // save was never asked for, the modal stayed), as when the moves were sent back to back (see
    // drawWithFinger); not reproduced in 34 runs under load since. What this test is about, the
    // finger on the pad, is above; the modal's button is pressed as the other tests press it.
    await cont.click();
    await expect(page).toHaveURL(/\/singning-success$/);
    await expectSignatureSent(sent, id, 'collateral', page);
  });
});

test('already signed (user id ending in 9): its own modal with the support chat, no error modal', async ({
  page,
  context,
}) => {
  const id = userId('9');
  const sent = recordApi(page);
  await page.goto(`/SK/${id}/titular/singning`);
  await drawWithMouse(page);
  await (await acceptTerms(page)).click();

  const signed = page.getByRole('dialog', { name: '¡Ya has firmado el contrato exitosamente!' });
  await expect(signed).toBeVisible();
  await expect(signed.getByText('Si crees que se trata de un error contacta a soporte.')).toBeVisible();
  await expect(page.getByText('¡Parece que hubo un error!')).toHaveCount(0);
  expect(callsTo(sent, 'PUT', `/v1/users/SK/${id}/contract`)).toHaveLength(1);
  await review(page, '44-signature-already-signed');

  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }),
  );
  const [chat] = await Promise.all([
    context.waitForEvent('page'),
    signed.getByRole('button', { name: 'Contactar a soporte' }).click(),
  ]);
  expect(chat.url()).toMatch(/^https:\/\/wa\.me\/5215500000000\?text=/);
  await expect(page).toHaveURL(new RegExp(`/SK/${id}/titular/singning$`));
});

test('any other failure: the error modal, and the drawing stays for another try', async ({ page }) => {
  const id = userId('6');
  await page.route(`**/sandbox/registration/v1/users/SK/${id}/contract`, (route) =>
    route.fulfill({
      status: 500,
      json: { message: 'internal error', readable_message: 'No pudimos guardar tu firma, inténtalo más tarde.' },
    }),
  );
  await page.goto(`/SK/${id}/titular/singning`);
  await drawWithMouse(page);
  const inked = await inkedPixels(pad(page));
  await (await acceptTerms(page)).click();

  const error = page.getByRole('dialog', { name: '¡Parece que hubo un error!' });
  await expect(error).toBeVisible();
  await expect(error.getByText('No pudimos guardar tu firma, inténtalo más tarde.')).toBeVisible();
  await review(page, '45-signature-error');
  await error.getByRole('button', { name: 'Entendido' }).click();
  await expect(saveButton(page)).toBeEnabled();
  expect(await inkedPixels(pad(page))).toBe(inked);
});
