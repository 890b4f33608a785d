// What a privacy review looks for in the running app (docs/privacy.md): no
// credential left in the address, no path in any Referer, nothing personal kept
// in the browser once a flow has ended.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { callsTo, fillAboutYou, lastSms, phoneFor, recordApi, signIn } from './support';

/** Every request the page makes, with the Referer it carries. */
function referers(page: Page): Array<{ url: string; referer: string | undefined }> {
  const seen: Array<{ url: string; referer: string | undefined }> = [];
  page.on('request', (r) => seen.push({ url: r.url(), referer: r.headers().referer }));
  return seen;
}

/** A bearer token as the sandbox hands one out: the phone checked with its SMS code. */
async function tokenFor(request: APIRequestContext, phone: string): Promise<string> {
  const anonymous_id = '00000000-0000-4000-8000-000000000000';
  await request.post('/sandbox/registration/v1/users/code', { data: { anonymous_id, phone_number: phone } });
  const code = await lastSms(request, phone, 'code');
  const res = await request.put('/sandbox/registration/v1/users/code', {
    data: { code, phone_number: phone, anonymous_id },
  });
  return ((await res.json()) as { data: { authentication: { access_token: string } } }).data.authentication
    .access_token;
}

test("an adviser's link: the token leaves the address at once, and the flow keeps it after a reload", async ({
  page,
  request,
  baseURL,
}) => {
  const phone = phoneFor('551234');
  const token = await tokenFor(request, phone);
  const sent = recordApi(page);
  const requests = referers(page);
  const authorizations: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/v2/users')) authorizations.push(r.headers().authorization ?? '');
  });

  await page.goto(`/${phone}/about-you?token=${token}&utm_source=asesor`);
  await expect(page.getByRole('heading', { name: 'Sobre ti' })).toBeVisible();
  // Out of the address; the other parameters stay.
  expect(new URL(page.url()).search).toBe('?utm_source=asesor');
  expect(await page.evaluate(() => sessionStorage.getItem('clientToken'))).toBe(token);
  // Out of the history too: the entry was replaced, not pushed (one step back is the blank page).
  await page.goBack();
  expect(page.url()).toBe('about:blank');
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Sobre ti' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('?utm_source=asesor');

  // A reload of the same page still has it, and 'Sobre ti' is sent with it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sobre ti' })).toBeVisible();
  await fillAboutYou(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/additional-data$/);
  expect(callsTo(sent, 'POST', '/v2/users')).toHaveLength(1);
  expect(authorizations).toEqual([`Bearer ${token}`]);

  // No request said which page it came from: the origin at most (Referrer-Policy: strict-origin).
  // The link itself was the first request (the person opened it); nothing after it held the token.
  expect(requests[0]?.url).toContain(token);
  expect(requests.length).toBeGreaterThan(5);
  for (const { url, referer } of requests.slice(1)) {
    expect(url).not.toContain(token);
    if (referer !== undefined) expect(referer, url).toBe(`${new URL(baseURL as string).origin}/`);
  }
});

test("the guarantor's session leaves the address too; a reload checks it again", async ({ page }) => {
  const sent = recordApi(page);
  const query = new URLSearchParams({
    sessionUuid: 'ok-c-77',
    user_id: 'u-5512345670',
    user_type_id: 'SK',
    collateral_id: 'c-77',
    shopkeeper_name: 'Juan Pérez',
    collateral_name: 'María López',
  });
  await page.goto(`/verify-aval-phone?${query}`);
  await expect(page.getByRole('heading', { name: '¡Excelente!' })).toBeVisible();
  expect(page.url()).not.toContain('sessionUuid');
  expect(page.url()).toContain('collateral_id=c-77');
  await page.reload();
  await expect(page.getByRole('heading', { name: '¡Excelente!' })).toBeVisible();
  expect(callsTo(sent, 'PUT', '/v1/users/aval/reverse-otp').map((s) => s.body)).toEqual([
    { session_id: 'ok-c-77' },
    { session_id: 'ok-c-77' },
  ]);
  // A new visit to the page, by a link without a session, checks none: the default view.
  query.delete('sessionUuid');
  query.set('collateral_id', 'c-78');
  await page.goto(`/verify-aval-phone?${query}`);
  await expect(page.getByRole('button', { name: 'Aceptar Consulta' })).toBeVisible();
  expect(callsTo(sent, 'PUT', '/v1/users/aval/reverse-otp')).toHaveLength(2);
});

/** What the flow keeps in this tab's sessionStorage: the keys, and the drafts' step ids. */
const kept = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((k) => k !== 'devCountry' && k !== 'flowEndedAt'));

test('a failed save keeps what was typed; /rejected then forgets the whole flow', async ({ page, request }) => {
  const phone = phoneFor('550004'); // the registration answers 422: /rejected
  await signIn(page, request, phone);
  await expect(page.getByRole('heading', { name: 'Sobre ti' })).toBeVisible();
  await fillAboutYou(page);
  // First a failure of the server: the modal, and the draft stays.
  await page.route('**/sandbox/registration/v2/users', (r) => r.fulfill({ status: 500, json: { message: 'caído' } }), {
    times: 1,
  });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Entendido' }).click();
  await expect
    .poll(() => kept(page))
    .toEqual(expect.arrayContaining(['clientToken', 'phone_number', 'draft:about-you']));
  expect(await page.evaluate(() => sessionStorage.getItem('draft:about-you'))).toContain('Emma');

  // Then the 422: the flow ends at /rejected, and nothing of it is left in the tab.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/rejected$/);
  await expect(page.getByRole('heading', { name: 'Lo sentimos' })).toBeVisible();
  await expect.poll(() => kept(page)).toEqual([]);
  // Going back finds nothing of the applicant: every field empty.
  await page.goBack();
  await expect(page.locator('input').first()).toBeVisible();
  expect(await page.locator('input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(
    expect.not.arrayContaining([expect.stringMatching(/\S/)]),
  );
});
