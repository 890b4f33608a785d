// One-tap codes (WebOTP): where the browser has the API, the code of the SMS lands in the
// boxes and the step continues; a request never answered changes nothing; without the
// API, typing is the way. navigator.credentials.get is stubbed: a test resolves it with
// the code the sandbox sent, as Chrome does after the person's tap.
import { expect, type Page, test } from '@playwright/test';
import { callsTo, lastSms, phoneFor, recordApi, registeredApplicant } from './support';

declare global {
  interface Window {
    __otp: {
      calls: number;
      aborted: number;
      transports: string[][];
      resolve: ((code: string) => void) | null;
    };
  }
}

/** A WebOTP API whose answer the test gives (or never gives). */
async function stubWebOtp(page: Page) {
  await page.addInitScript(() => {
    window.__otp = { calls: 0, aborted: 0, transports: [], resolve: null };
    if (!('OTPCredential' in window)) Object.assign(window, { OTPCredential: class {} });
    const original = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options?: CredentialRequestOptions) => {
      const otp = (options as { otp?: { transport: string[] } } | undefined)?.otp;
      if (!otp) return original(options);
      window.__otp.calls += 1;
      window.__otp.transports.push(otp.transport);
      return new Promise((resolve, reject) => {
        window.__otp.resolve = (code) => resolve({ id: '', type: 'otp', code } as unknown as Credential);
        options?.signal?.addEventListener('abort', () => {
          window.__otp.aborted += 1;
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      });
    };
  });
}

const otp = (page: Page) => page.evaluate(() => ({ calls: window.__otp.calls, aborted: window.__otp.aborted }));
const waiting = (page: Page) => expect.poll(() => otp(page)).toMatchObject({ calls: 1, aborted: 0 });
const arrive = (page: Page, code: string) => page.evaluate((c) => window.__otp.resolve?.(c), code);

/** Console warnings and errors, and uncaught errors: there must be none. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    // The lookup's 404 means a new applicant (spec 8); Chromium logs every 4xx it fetches.
    if (/status of 404/.test(m.text()) && /\/v1\/users\?phone_number=/.test(m.location().url)) return;
    if (m.type() === 'warning' || m.type() === 'error') problems.push(`${m.type()}: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

async function openCodeView(page: Page, phone: string) {
  await page.goto('/home');
  await page.getByLabel('Teléfono celular').fill(phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Código de seguridad' })).toBeVisible();
}

test.describe('with the WebOTP API', () => {
  test.beforeEach(({ page }) => stubWebOtp(page));

  test('the security code of the SMS lands in the boxes and the code is checked', async ({ page, request }) => {
    const problems = consoleProblems(page);
    const sent = recordApi(page);
    const phone = phoneFor('551234');
    await openCodeView(page, phone);
    await waiting(page);
    expect(await page.evaluate(() => window.__otp.transports)).toEqual([['sms']]);
    const box = page.getByLabel('Código de 6 dígitos');
    await expect(box).toHaveAttribute('autocomplete', 'one-time-code');
    const code = await lastSms(request, phone, 'code');
    // Held, so the boxes can be seen filled before the page moves on.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/sandbox\/registration\/v1\/users\/code$/, async (route) => {
      if (route.request().method() === 'PUT') await held;
      return route.fallback();
    });
    await arrive(page, code);
    await expect(box).toHaveValue(code);
    await expect(page.locator('.digit-box')).toHaveText(code.split(''));
    release();
    await expect(page).toHaveURL(new RegExp(`/${phone}/about-you$`));
    expect(callsTo(sent, 'PUT', '/v1/users/code').map((s) => s.body)).toEqual([
      { code, phone_number: phone, anonymous_id: expect.any(String) },
    ]);
    expect(problems).toEqual([]);
  });

  test("the applicant's NIP of the SMS is confirmed at once", async ({ page, request }) => {
    const { base, userId, token } = await registeredApplicant(page, request);
    const sent = recordApi(page);
    // already-sent: no default NIP is prefilled, so only the SMS can fill the boxes.
    await page.goto(`${base}/send-nip?already-sent=true`);
    await expect(page.getByLabel('NIP de 4 dígitos')).toHaveValue('');
    await waiting(page);
    // The NIP the lender "sent" before (already-sent).
    const response = await request.post(`/sandbox/registration/v1/users/${userId}/SK/nip`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    const { nip } = ((await response.json()) as { data: { nip: string } }).data;
    await arrive(page, nip);
    await expect(page).toHaveURL(new RegExp(`/${userId}/waiting$`));
    expect(callsTo(sent, 'PUT', `/v1/users/${userId}/SK/nip`).map((s) => s.body)).toEqual([{ nip }]);
  });

  test("the guarantor's NIP of the SMS is confirmed at once", async ({ page }) => {
    const sent = recordApi(page);
    const userId = `g-otp-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const requested = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes(`/v1/users/${userId}/SK/aval/nip`),
    );
    await page.goto(`/partner/SK/${userId}/5522220000/send-nip-partner`);
    const { nip } = ((await (await requested).json()) as { data: { nip: string } }).data;
    await waiting(page);
    await arrive(page, nip);
    await expect(page).toHaveURL(/\/congratulations-partner$/);
    expect(callsTo(sent, 'PUT', `/v1/users/${userId}/SK/aval/nip?to=partner`).map((s) => s.body)).toEqual([{ nip }]);
  });

  test('a request never answered changes nothing; typing aborts it and goes on', async ({ page, request }) => {
    const problems = consoleProblems(page);
    const sent = recordApi(page);
    const phone = phoneFor('551234');
    await openCodeView(page, phone);
    await waiting(page);
    await page.waitForTimeout(500);
    const box = page.getByLabel('Código de 6 dígitos');
    await expect(box).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Código de seguridad' })).toBeVisible();
    expect(callsTo(sent, 'PUT', '/v1/users/code')).toHaveLength(0);

    const code = await lastSms(request, phone, 'code');
    await box.pressSequentially(code.slice(0, 1));
    await expect.poll(() => otp(page)).toEqual({ calls: 1, aborted: 1 });
    await box.fill(code);
    // A late answer of the aborted request is ignored: what was typed stays.
    await arrive(page, '999999');
    await expect(box).toHaveValue(code);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(new RegExp(`/${phone}/about-you$`));
    expect(callsTo(sent, 'PUT', '/v1/users/code').map((s) => (s.body as { code: string }).code)).toEqual([code]);
    expect(problems).toEqual([]);
  });

  test("'Cambiar número télefonico' aborts it, and the next code view asks again", async ({ page }) => {
    await openCodeView(page, phoneFor('551234'));
    await waiting(page);
    await page.getByRole('button', { name: 'Cambiar número télefonico' }).click();
    await expect.poll(() => otp(page)).toEqual({ calls: 1, aborted: 1 });
    await page.getByLabel('Teléfono celular').fill(phoneFor('551234'));
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect.poll(() => otp(page)).toEqual({ calls: 2, aborted: 1 });
  });

  test('leaving the view aborts it', async ({ page }) => {
    const userId = `g-otp-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    await page.goto(`/partner/SK/${userId}/5522220000/send-nip-partner`);
    await waiting(page);
    await page.getByRole('button', { name: 'Cambiar número' }).click();
    await expect.poll(() => otp(page)).toEqual({ calls: 1, aborted: 1 });
  });
});

test('without the WebOTP API, nothing asks for it and typing works', async ({ page, request }) => {
  const problems = consoleProblems(page);
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'OTPCredential');
    Object.assign(window, { __otpAsked: 0 });
    const original = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options?: CredentialRequestOptions) => {
      Object.assign(window, { __otpAsked: (window as unknown as { __otpAsked: number }).__otpAsked + 1 });
      return original(options);
    };
  });
  const sent = recordApi(page);
  const phone = phoneFor('551234');
  await openCodeView(page, phone);
  expect(await page.evaluate(() => 'OTPCredential' in window)).toBe(false);
  const code = await lastSms(request, phone, 'code');
  await page.getByLabel('Código de 6 dígitos').fill(code);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/${phone}/about-you$`));
  expect(await page.evaluate(() => (window as unknown as { __otpAsked: number }).__otpAsked)).toBe(0);
  expect(callsTo(sent, 'PUT', '/v1/users/code')).toHaveLength(1);
  expect(problems).toEqual([]);
});
