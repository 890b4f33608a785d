// One-tap codes (WebOTP): where the browser has the API, the code of the SMS lands in the
// boxes and the step continues; a request never answered changes nothing; typing, changing
// the number or leaving the route aborts it, and a late answer of an aborted request is
// ignored; without the API, typing is the way. Each on the three code screens: the security
// code (/home), the applicant's NIP and the guarantor's NIP. navigator.credentials.get is
// stubbed: a test resolves it with the code the sandbox sent, as Chrome does after the
// person's tap.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { callsTo, hold, lastSms, phoneFor, recordApi, registeredApplicant, type Sent } from './support';

declare global {
  interface Window {
    __otp: {
      calls: number;
      aborted: number;
      transports: string[][];
      /** The AbortSignal of every request, in order. */
      signals: (AbortSignal | undefined)[];
      /** Resolves the latest request with a code (Chrome, after the person's tap). */
      resolve: ((code: string) => void) | null;
    };
    __otpAsked: number;
  }
}

/**
 * A WebOTP API whose answer the test gives (or never gives). 'rejects-on-abort' behaves as
 * Chrome does; 'ignores-abort' notes the abort but can still resolve afterwards, so only the
 * app's own check of the signal keeps a late answer out.
 */
async function stubWebOtp(page: Page, onAbort: 'rejects-on-abort' | 'ignores-abort' = 'rejects-on-abort') {
  await page.addInitScript((mode) => {
    window.__otp = { calls: 0, aborted: 0, transports: [], signals: [], resolve: null };
    if (!('OTPCredential' in window)) Object.assign(window, { OTPCredential: class {} });
    const original = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options?: CredentialRequestOptions) => {
      const otp = (options as { otp?: { transport: string[] } } | undefined)?.otp;
      if (!otp) return original(options);
      window.__otp.calls += 1;
      window.__otp.transports.push(otp.transport);
      window.__otp.signals.push(options?.signal);
      return new Promise((resolve, reject) => {
        window.__otp.resolve = (code) => resolve({ id: '', type: 'otp', code } as unknown as Credential);
        options?.signal?.addEventListener('abort', () => {
          window.__otp.aborted += 1;
          if (mode === 'rejects-on-abort') reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      });
    };
  }, onAbort);
}

const otp = (page: Page) =>
  page.evaluate(() => ({
    calls: window.__otp.calls,
    aborted: window.__otp.aborted,
    signalsAborted: window.__otp.signals.map((s) => s?.aborted),
  }));
const waiting = (page: Page, calls = 1) =>
  expect
    .poll(() => otp(page))
    .toMatchObject({ calls, aborted: calls - 1, signalsAborted: [...Array(calls - 1).fill(true), false] });
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

/** A code screen, opened: its boxes, the code its SMS carries, and the call that confirms it. */
interface Opened {
  box: Locator;
  code: string;
  confirm: { method: string; path: string };
  /** The body of the confirming call that carries `code`. */
  body: (code: string) => unknown;
  /** Where the step continues to. */
  next: RegExp;
}

interface CodeScreen {
  name: string;
  /** Opens the screen with its boxes empty (no default code prefilled): only the SMS or typing fill them. */
  open: (page: Page, request: APIRequestContext) => Promise<Opened>;
}

const SCREENS: CodeScreen[] = [
  {
    name: 'security code',
    async open(page, request) {
      const phone = phoneFor('551234');
      await page.goto('/home');
      await page.getByLabel('Teléfono celular').fill(phone);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('heading', { name: 'Código de seguridad' })).toBeVisible();
      const code = await lastSms(request, phone, 'code');
      return {
        box: page.getByLabel('Código de 6 dígitos'),
        code,
        confirm: { method: 'PUT', path: '/v1/users/code' },
        body: (c) => ({ code: c, phone_number: phone, anonymous_id: expect.any(String) }),
        next: new RegExp(`/${phone}/about-you$`),
      };
    },
  },
  {
    name: "applicant's NIP",
    async open(page, request) {
      const { base, userId, token } = await registeredApplicant(page, request);
      // already-sent: no NIP is requested, so no default NIP is prefilled.
      await page.goto(`${base}/send-nip?already-sent=true`);
      await expect(
        page.getByRole('heading', { name: 'Autoriza la consulta de tu historial crediticio' }),
      ).toBeVisible();
      // The NIP the lender "sent" before (already-sent).
      const response = await request.post(`/sandbox/registration/v1/users/${userId}/SK/nip`, {
        headers: { Authorization: `Bearer ${token}` },
        data: {},
      });
      const { nip } = ((await response.json()) as { data: { nip: string } }).data;
      return {
        box: page.getByLabel('NIP de 4 dígitos'),
        code: nip,
        confirm: { method: 'PUT', path: `/v1/users/${userId}/SK/nip` },
        body: (c) => ({ nip: c }),
        next: new RegExp(`/${userId}/waiting$`),
      };
    },
  },
  {
    name: "guarantor's NIP",
    async open(page) {
      const userId = `g-otp-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
      // The sandbox's answer carries the NIP as a default, which the screen would prefill;
      // taken out here (and kept), so only the SMS or typing fill the boxes.
      let sent: (nip: string) => void = () => {};
      const nipSent = new Promise<string>((resolve) => (sent = resolve));
      await page.route(
        (url) => url.pathname.endsWith(`/v1/users/${userId}/SK/aval/nip`),
        async (route) => {
          if (route.request().method() !== 'POST') return route.fallback();
          const response = await route.fetch();
          const json = (await response.json()) as { data: { nip?: string } };
          sent(json.data.nip as string);
          delete json.data.nip;
          return route.fulfill({ response, json });
        },
      );
      await page.goto(`/partner/SK/${userId}/5522220000/send-nip-partner`);
      const nip = await nipSent;
      await expect(page.getByText('te eligió como aval')).toBeVisible();
      return {
        box: page.getByLabel('NIP de 4 dígitos'),
        code: nip,
        confirm: { method: 'PUT', path: `/v1/users/${userId}/SK/aval/nip?to=partner` },
        body: (c) => ({ nip: c }),
        next: /\/congratulations-partner$/,
      };
    },
  },
];

const confirmations = (sent: Sent[], opened: Opened) => callsTo(sent, opened.confirm.method, opened.confirm.path);

/** The boxes drawn over the input show `value`, one digit each, the rest empty. */
async function expectBoxes(page: Page, opened: Opened, value: string) {
  await expect(opened.box).toHaveValue(value);
  const length = opened.code.length;
  await expect(page.locator('.digit-box')).toHaveText(Array.from({ length }, (_, i) => value[i] ?? ''));
}

test.describe('with the WebOTP API', () => {
  for (const screen of SCREENS) {
    test.describe(screen.name, () => {
      test('the code of the SMS lands in the boxes, and the step continues with it', async ({ page, request }) => {
        await stubWebOtp(page);
        const problems = consoleProblems(page);
        const sent = recordApi(page);
        const opened = await screen.open(page, request);
        await expectBoxes(page, opened, '');
        await waiting(page);
        expect(await page.evaluate(() => window.__otp.transports)).toEqual([['sms']]);
        await expect(opened.box).toHaveAttribute('autocomplete', 'one-time-code');
        // Held, so the boxes can be seen filled before the page moves on.
        // The call's path as recordApi records it, without its query.
        const pathname = opened.confirm.path.split('?')[0] as string;
        const release = await hold(page, (url) => url.pathname.endsWith(pathname), opened.confirm.method);
        await arrive(page, opened.code);
        await expectBoxes(page, opened, opened.code);
        release();
        await expect(page).toHaveURL(opened.next);
        expect(confirmations(sent, opened).map((s) => s.body)).toEqual([opened.body(opened.code)]);
        expect(problems).toEqual([]);
      });

      test('a request never answered changes nothing; typing aborts it and the step continues', async ({
        page,
        request,
      }) => {
        await stubWebOtp(page);
        const problems = consoleProblems(page);
        const sent = recordApi(page);
        const opened = await screen.open(page, request);
        const url = page.url();
        await waiting(page);
        await page.waitForTimeout(500);
        expect(confirmations(sent, opened)).toEqual([]);
        expect(page.url()).toBe(url);
        await expectBoxes(page, opened, '');

        await opened.box.pressSequentially(opened.code.slice(0, 1));
        await expect.poll(() => otp(page)).toEqual({ calls: 1, aborted: 1, signalsAborted: [true] });
        await opened.box.fill(opened.code);
        await expectBoxes(page, opened, opened.code);
        await page.getByRole('button', { name: 'Continuar' }).click();
        await expect(page).toHaveURL(opened.next);
        expect(confirmations(sent, opened).map((s) => s.body)).toEqual([opened.body(opened.code)]);
        // Typing does not ask again.
        expect((await otp(page)).calls).toBe(1);
        expect(problems).toEqual([]);
      });

      test('a late answer of a request aborted by typing is ignored', async ({ page, request }) => {
        // The stub lets the aborted request resolve: only the app's check of the signal stands between.
        await stubWebOtp(page, 'ignores-abort');
        const problems = consoleProblems(page);
        const sent = recordApi(page);
        const opened = await screen.open(page, request);
        await waiting(page);
        const first = opened.code.slice(0, 1);
        await opened.box.pressSequentially(first);
        await expect.poll(() => otp(page)).toEqual({ calls: 1, aborted: 1, signalsAborted: [true] });
        // The right code, late: were it taken, it would fill the boxes and be confirmed.
        await arrive(page, opened.code);
        await page.waitForTimeout(500);
        expect(confirmations(sent, opened)).toEqual([]);
        await expectBoxes(page, opened, first);
        // What the person types is what is confirmed.
        await opened.box.pressSequentially(opened.code.slice(1));
        await expectBoxes(page, opened, opened.code);
        await page.getByRole('button', { name: 'Continuar' }).click();
        await expect(page).toHaveURL(opened.next);
        expect(confirmations(sent, opened).map((s) => s.body)).toEqual([opened.body(opened.code)]);
        expect(problems).toEqual([]);
      });
    });
  }

  test("the guarantor's NIP of the SMS equal to the prefilled default still continues", async ({ page }) => {
    await stubWebOtp(page);
    const sent = recordApi(page);
    const userId = `g-otp-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const requested = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes(`/v1/users/${userId}/SK/aval/nip`),
    );
    await page.goto(`/partner/SK/${userId}/5522220000/send-nip-partner`);
    const { nip } = ((await (await requested).json()) as { data: { nip: string } }).data;
    await expect(page.getByLabel('NIP de 4 dígitos')).toHaveValue(nip);
    await waiting(page);
    await arrive(page, nip);
    await expect(page).toHaveURL(/\/congratulations-partner$/);
    expect(callsTo(sent, 'PUT', `/v1/users/${userId}/SK/aval/nip?to=partner`).map((s) => s.body)).toEqual([{ nip }]);
  });

  test("'Cambiar número télefonico' aborts it, and the next code view asks again", async ({ page, request }) => {
    await stubWebOtp(page);
    await SCREENS[0]?.open(page, request);
    await waiting(page);
    await page.getByRole('button', { name: 'Cambiar número télefonico' }).click();
    await expect.poll(() => otp(page)).toEqual({ calls: 1, aborted: 1, signalsAborted: [true] });
    await page.getByLabel('Teléfono celular').fill(phoneFor('551234'));
    await page.getByRole('button', { name: 'Continuar' }).click();
    await waiting(page, 2);
  });

  test("the guarantor's 'Cambiar número' aborts it, and the NIP view asks again after the change", async ({
    page,
    request,
  }) => {
    await stubWebOtp(page);
    await SCREENS[2]?.open(page, request);
    await waiting(page);
    await page.getByRole('button', { name: 'Cambiar número' }).click();
    await expect.poll(() => otp(page)).toEqual({ calls: 1, aborted: 1, signalsAborted: [true] });
    await page.getByLabel('Nuevo número celular').fill('5544440000');
    await page.getByRole('button', { name: 'Enviar NIP al nuevo número' }).click();
    await expect(page.getByLabel('NIP de 4 dígitos')).toBeVisible();
    await waiting(page, 2);
  });

  // Reached from /home in the app (an existing user whose next step is that NIP), then the
  // browser's back button: the route goes, and its request with it.
  for (const { name, row, url } of [
    { name: "applicant's NIP", row: '06', url: /\/send-nip\?already-sent=true$/ },
    { name: "guarantor's NIP", row: '11', url: /\/send-nip-partner$/ },
  ]) {
    test(`${name}: leaving the route with the browser's back button aborts it`, async ({ page, request }) => {
      await stubWebOtp(page);
      const problems = consoleProblems(page);
      const phone = phoneFor(`5510${row}`);
      await page.goto('/home');
      await page.getByLabel('Teléfono celular').fill(phone);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await waiting(page);
      // The security code, by one tap.
      await arrive(page, await lastSms(request, phone, 'code'));
      await expect(page).toHaveURL(url);
      await expect(page.getByLabel('NIP de 4 dígitos')).toBeVisible();
      // The NIP screen's own request, pending.
      const nipRequest = async () => {
        const { calls, signalsAborted } = await otp(page);
        return { calls, aborted: signalsAborted[1] };
      };
      await expect.poll(nipRequest).toEqual({ calls: 2, aborted: false });
      await page.waitForTimeout(300);
      expect(await nipRequest()).toEqual({ calls: 2, aborted: false });
      await page.goBack();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByLabel('NIP de 4 dígitos')).toHaveCount(0);
      // Same document (the stub's count is still there): the app's route changed, and the NIP's request was aborted.
      await expect.poll(nipRequest).toEqual({ calls: 2, aborted: true });
      expect(problems).toEqual([]);
    });
  }
});

// Without the API: no OTPCredential (Chrome on a desktop, other browsers), or no
// navigator.credentials.get at all. Nothing asks, nothing breaks, typing goes on.
const WITHOUT = [
  {
    name: 'no OTPCredential',
    script: () => {
      Reflect.deleteProperty(window, 'OTPCredential');
      window.__otpAsked = 0;
      const original = navigator.credentials.get.bind(navigator.credentials);
      navigator.credentials.get = (options?: CredentialRequestOptions) => {
        window.__otpAsked += 1;
        return original(options);
      };
    },
  },
  {
    name: 'no navigator.credentials.get',
    script: () => {
      // OTPCredential is there, get is not: only the missing method tells.
      if (!('OTPCredential' in window)) Object.assign(window, { OTPCredential: class {} });
      window.__otpAsked = 0;
      Reflect.deleteProperty(CredentialsContainer.prototype, 'get');
    },
  },
];

for (const screen of SCREENS) {
  for (const without of WITHOUT) {
    test(`${screen.name}, ${without.name}: nothing asks for a code, typing works, nothing is logged`, async ({
      page,
      request,
    }) => {
      const problems = consoleProblems(page);
      await page.addInitScript(without.script);
      const sent = recordApi(page);
      const opened = await screen.open(page, request);
      await expectBoxes(page, opened, '');
      await expect(opened.box).toHaveAttribute('autocomplete', 'one-time-code');
      await opened.box.fill(opened.code);
      await expectBoxes(page, opened, opened.code);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page).toHaveURL(opened.next);
      expect(await page.evaluate(() => window.__otpAsked)).toBe(0);
      expect(confirmations(sent, opened).map((s) => s.body)).toEqual([opened.body(opened.code)]);
      expect(problems).toEqual([]);
    });
  }
}
