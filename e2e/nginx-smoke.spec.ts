// The production build behind the shipped nginx configuration (deploy/nginx/),
// as CI starts it (project 'nginx-smoke' in playwright.config.ts): a production
// build made with the test settings (deploy/test-settings.env), whose API
// origins are https://*.onboarding.test. The browser checks the CSP against
// those origins as for a real deployment; their calls are then answered by the
// standalone sandbox (forwarded here with page.route), the IP lookups by hand.
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { sourcemapsDir } from '../scripts/sourcemaps-out.ts';
import { lastSms, phoneFor } from './support';

// The folder nginx serves (playwright.config.ts: --root dist-production) and where that build's maps went.
const SERVED = 'dist-production';

const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4177);
// The server's folder (playwright.config.ts): its access log, and the log of the http {} around it.
const nginxDir = process.env.E2E_NGINX_DIR ?? '.nginx-smoke';
const sandbox = `http://127.0.0.1:${sandboxPort}`;

// The test settings' origins (deploy/test-settings.env) → where the sandbox answers them.
const FORWARD: Record<string, string> = {
  'https://registration.onboarding.test/api': `${sandbox}/sandbox/registration`,
  'https://operations.onboarding.test/api': `${sandbox}/sandbox/operations`,
};

const HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'referrer-policy',
  'x-content-type-options',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
];

function expectSecurityHeaders(headers: Record<string, string>): void {
  for (const name of HEADERS) expect(headers[name], name).toBeTruthy();
  const csp = headers['content-security-policy'] as string;
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  // Built from the test settings: their API origins, and MetaMap's capture frame.
  expect(csp).toMatch(/connect-src [^;]*https:\/\/registration\.onboarding\.test/);
  expect(csp).toMatch(/connect-src [^;]*https:\/\/ip\.onboarding\.test/);
  expect(csp).toMatch(/connect-src [^;]*https:\/\/sentry\.onboarding\.test/);
  expect(csp).toMatch(/connect-src [^;]*https:\/\/segment\.onboarding\.test/);
  expect(csp).toContain("worker-src 'self' blob:");
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  expect(headers['referrer-policy']).toBe('strict-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=("https://signup.metamap.com"');
}

test.describe('served by nginx', () => {
  test('index.html: the security headers, never cached', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    expect(res.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(res.headers());
  });

  test("a deep link is the app, with the same headers, and preloads its step's chunks", async ({ request }) => {
    const lowPreloads = (html: string) => html.match(/<link rel="modulepreload"[^>]*fetchpriority="low">/g) ?? [];
    const res = await request.get('/5512345678/U-1/Additional-Data/?utm_source=sms');
    expect(res.status()).toBe(200);
    const html = await res.text();
    // The RFC step's page keeps 'Cargando': its RFC comes from the session (scripts/route-pages.ts).
    expect(html).not.toContain('data-prerendered');
    // 'Sobre ti''s page holds its form, rendered by the build (scripts/prerender.ts).
    const aboutYou = await (await request.get('/5512345678/about-you')).text();
    expect(aboutYou).toContain('<div id="root" data-prerendered>');
    expect(aboutYou).toContain('<label for="root_names">Nombre(s)</label>');
    // Its page (scripts/route-pages.ts, route-pages.conf): the form engine and the step's module at least.
    expect(lowPreloads(html).length).toBeGreaterThanOrEqual(2);
    expect(html).toMatch(/href="\/assets\/form-step-[\w-]+\.js" fetchpriority="low"/);
    expect(res.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(res.headers());
    // The start screen and an address no step owns are index.html: nothing to preload.
    for (const path of ['/home', '/una/ruta/que/no/existe'])
      expect(lowPreloads(await (await request.get(path)).text()), path).toEqual([]);
  });

  test('a hashed asset is immutable, and comes precompressed in brotli or gzip', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = html.match(/\/assets\/index-[\w-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    for (const encoding of ['br', 'gzip']) {
      const res = await request.get(asset as string, { headers: { 'accept-encoding': encoding } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-encoding']).toBe(encoding);
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers().vary).toContain('Accept-Encoding');
      expectSecurityHeaders(res.headers());
    }
    const plain = await request.get(asset as string, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(plain.headers()['content-type']).toContain('javascript');
  });

  test('a missing asset is a 404 nobody keeps, with the headers', async ({ request }) => {
    const missing = await request.get('/assets/index-gone.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(missing.headers());
  });

  // A missing /assets/ file is a 404 whatever its name, so asking for one proves nothing. These
  // would be answered but for nginx's .map rule: a map path outside /assets/ (else the SPA
  // fallback's index.html, a 200), and a real map of this build put where it would be served
  // (as if a build step had left it there; check-bundle refuses such a build, nginx still hides it).
  test('source maps are never served, not even one left in the served folder', async ({ request }) => {
    expect((await request.get('/index.js.map')).status()).toBe(404);
    expect((await request.get('/5512345678/about-you.map')).status()).toBe(404);

    const maps = join(sourcemapsDir(process.cwd(), SERVED), 'assets');
    const map = readdirSync(maps).find((f) => /^index-[\w-]+\.js\.map$/.test(f));
    expect(map, `a map of the entry in ${maps}`).toBeTruthy();
    const leftOver = join(SERVED, 'assets', map as string);
    copyFileSync(join(maps, map as string), leftOver);
    try {
      // The file is there, and its script is served: only the map is refused.
      expect((await request.get(`/assets/${(map as string).replace(/\.map$/, '')}`)).status()).toBe(200);
      const res = await request.get(`/assets/${map}`);
      expect(res.status()).toBe(404);
      expect(await res.text()).not.toContain('"mappings"');
      expectSecurityHeaders(res.headers());
    } finally {
      rmSync(leftOver, { force: true });
    }
  });

  test('a file without a hash is revalidated; /healthz answers', async ({ request }) => {
    expect((await request.get('/welcome.webm')).headers()['cache-control']).toBe('no-cache');
    const health = await request.get('/healthz');
    expect(health.status()).toBe(200);
    expect(await health.text()).toBe('ok\n');
  });
});

/** Collects the page's CSP violations from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** The test settings' origins answered: the APIs by the sandbox, the IP lookups (and Sentry, Segment) by hand. */
async function answerTestOrigins(page: Page): Promise<string[]> {
  const calls: string[] = [];
  await page.route('https://*.onboarding.test/**', async (route) => {
    const url = route.request().url();
    calls.push(`${route.request().method()} ${url}`);
    const base = Object.keys(FORWARD).find((b) => url.startsWith(b));
    if (base) {
      const response = await route.fetch({ url: `${FORWARD[base]}${url.slice(base.length)}` });
      await route.fulfill({ response });
      return;
    }
    await route.fulfill({
      json: { ip: '203.0.113.7' },
      headers: { 'access-control-allow-origin': '*' },
    });
  });
  return calls;
}

test('from the phone to Sobre ti, and a reload of it, with no CSP violation', async ({ page }) => {
  const sandboxApi: APIRequestContext = await playwrightRequest.newContext({ baseURL: sandbox });
  const violations = await recordViolations(page);
  const calls = await answerTestOrigins(page);

  const phone = phoneFor('551234');
  await page.goto('/home');
  await page.getByLabel('Teléfono celular').fill(phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Código de seguridad' })).toBeVisible();
  const code = await lastSms(sandboxApi, phone, 'code');
  await page.getByLabel('Código de 6 dígitos').fill(code);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Sobre ti' })).toBeVisible();

  // The calls went to the configured https origins (so the CSP judged them), none to /sandbox/.
  expect(calls.some((c) => c.includes('https://registration.onboarding.test/api/'))).toBe(true);
  // Segment (on in the test settings) loaded after the first screen and sent the funnel's
  // events to its configured API host, which the CSP let through.
  await expect.poll(() => calls.some((c) => c.startsWith('POST https://segment.onboarding.test/v1/'))).toBe(true);
  expect(await violations()).toEqual([]);

  // A reload with a name typed: the page's inline draft guard (scripts/draft-guard.ts), allowed by
  // its hash in nginx's CSP, shows 'Cargando' until the form comes back with the name.
  await page.getByLabel('Nombre(s)').fill('Ana Sofía');
  await page.reload();
  await expect(page.getByLabel('Nombre(s)')).toHaveValue('Ana Sofía');
  expect(await violations()).toEqual([]);
  await sandboxApi.dispose();
});

test('the CSP listener sees a blocked origin (so an empty list means something)', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/home');
  await page.evaluate(() => fetch('https://not-configured.onboarding.test/x').catch(() => undefined));
  await expect.poll(violations).toEqual([expect.stringContaining('connect-src blocked https://not-configured')]);
});

test('the access log holds no phone, name or token, whatever the http {} around it logs', async ({ page }) => {
  const sandboxApi: APIRequestContext = await playwrightRequest.newContext({ baseURL: sandbox });
  await answerTestOrigins(page);
  const phone = phoneFor('551234');
  const token = `tok-${phone}-secreto`;
  // Phone and code, then 'Sobre ti' as an adviser's link opens it, with a token.
  await page.goto('/home');
  await page.getByLabel('Teléfono celular').fill(phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Código de 6 dígitos').fill(await lastSms(sandboxApi, phone, 'code'));
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Sobre ti' })).toBeVisible();
  await page.goto(`/${phone}/about-you?token=${token}&utm_source=asesor`);
  await expect(page.getByRole('heading', { name: 'Sobre ti' })).toBeVisible();
  // A signing link and the review's address, which carry names in the query and in the path.
  const names = ['Emma Gómez', 'María López'];
  await page.goto(
    `/send-contract-sign?user_id=u-${phone}&user_type_id=SK&type=titular&titular_full_name=${encodeURIComponent(names[0] as string)}&collateral_full_name=${encodeURIComponent(names[1] as string)}`,
  );
  await page.goto(
    `/SK/u-${phone}/${encodeURIComponent(names[0] as string)}/titular/${encodeURIComponent(names[1] as string)}/review-documents?verification_type=VERIFICATION`,
  );
  await expect(page.locator('#root')).not.toBeEmpty();
  await sandboxApi.dispose();

  const ours = readFileSync(join(nginxDir, 'access.log'), 'utf8').split('\n').filter(Boolean);
  const host = join(nginxDir, 'host-access.log');
  const hosts = existsSync(host) ? readFileSync(host, 'utf8').split('\n').filter(Boolean) : [];
  // The requests were logged, by the page they got (a step's page, or index.html) and asset names.
  expect(ours.some((l) => l.includes('"GET /pages/about-you.html"'))).toBe(true);
  expect(ours.some((l) => /"GET \/assets\/index-[\w-]+\.js"/.test(l))).toBe(true);
  for (const line of [...ours, ...hosts]) {
    expect(line).not.toContain(phone);
    expect(line).not.toMatch(/\d{10}/); // any phone of any test
    expect(line).not.toContain(token);
    expect(line).not.toContain('?');
    for (const name of names)
      for (const part of name.split(' ')) {
        expect(line).not.toContain(part);
        expect(line).not.toContain(encodeURIComponent(part));
      }
  }
  // The host's combined log never saw the onboarding server's requests: its access_log wins.
  expect(hosts.filter((l) => l.includes('/pages/') || l.includes('/assets/'))).toEqual([]);
});
