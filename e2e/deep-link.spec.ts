// A deep link (a reload mid-flow, an SMS link) starts downloading its step's
// chunks alongside the entry script: the server answers the step's address with
// its page, index.html plus low-priority preloads of the step's chunks
// (scripts/route-pages.ts); a page that holds its form adds them once that form is
// painted (scripts/after-first-paint.ts).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { draftOf, holdScripts, registeredApplicant, reportsOf, servedPage } from './support';

/** A registered applicant, and the address of their 'Sobre ti' (a deep link into the flow). */
async function aboutYouLink(page: Page, request: APIRequestContext) {
  const { phone } = await registeredApplicant(page, request);
  return { phone, address: `/${phone}/about-you` };
}

/** The preloads on the page: those index.html declares, and those of the step's page (low priority). */
const preloads = (page: Page) =>
  page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload], link[rel=preload]')];
    const href = (l: HTMLLinkElement) => new URL(l.href).pathname;
    return {
      fromPage: links.filter((l) => l.getAttribute('fetchpriority') === 'low').map(href),
      others: links.filter((l) => l.getAttribute('fetchpriority') !== 'low').map(href),
    };
  });

/**
 * The modulepreloads the served index.html names. Lazy chunks import from the entry, but
 * Vite's loader does not link it again: the entry is always on the page first
 * (vite.config.ts, modulePreload.resolveDependencies; Firefox fires `error` on such a link).
 */
async function declared(page: Page) {
  const html = await (await page.request.get('/home')).text();
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');
}

/** The entry script the served index.html names. */
async function entryScript(page: Page) {
  const html = await (await page.request.get('/home')).text();
  return html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
}

test("'Sobre ti' opened by address: its page preloaded every chunk the form needed, once it was painted", async ({
  page,
  request,
}) => {
  const { address } = await aboutYouLink(page, request);
  // When the entry's <script> and the step's preloads joined the head, and when the first frame was painted.
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    Object.assign(window, { seen });
    requestAnimationFrame(() => setTimeout(() => (seen.painted ??= performance.now()), 0));
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (record.target === document.head && node instanceof HTMLScriptElement && node.type === 'module')
            seen.entry ??= performance.now();
          else if (record.target === document.head && node instanceof HTMLLinkElement && node.fetchPriority === 'low')
            seen.preload ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(address);
  await expect(page.getByLabel('Nombre(s)')).toBeVisible();
  const { fromPage, others } = await preloads(page);
  // The form engine, its validator, its ui schema and the flow's copy, at least.
  expect(fromPage.length).toBeGreaterThanOrEqual(4);
  // In the HTML the server sent for the address: held in a template out of the parser's sight
  // (scripts/after-first-paint.ts), the entry downloaded from the head meanwhile.
  const served = await servedPage(request, address);
  const head = served.slice(0, served.indexOf('</head>'));
  expect(head).not.toContain('fetchpriority="low"');
  expect(head).not.toContain('<script type="module"');
  const entry = await entryScript(page);
  expect(head).toContain(`<link rel="modulepreload" crossorigin href="${entry}" data-entry>`);
  const held = served.match(/<template>(<link[^<]*>)+<\/template><script>/)?.[0] ?? '';
  const inHtml = [...held.matchAll(/<link rel="(?:module)?preload"[^>]*href="([^"]+)" fetchpriority="low">/g)];
  expect(inHtml.map((m) => m[1])).toEqual(fromPage);
  // Put in the head, with the entry's <script> after them, once the first frame was painted, and no sooner.
  const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
  expect(seen.painted).toBeGreaterThan(0);
  expect(seen.preload).toBeGreaterThanOrEqual(seen.painted ?? Number.NaN);
  expect(seen.entry).toBeGreaterThanOrEqual(seen.preload ?? Number.NaN);
  expect(
    await page.locator('head script[type=module]').evaluateAll((s) => s.map((e) => e.getAttribute('src'))),
  ).toEqual([new URL(entry ?? '', page.url()).href]);
  // Vite's loader adds a preload for any dependency not already there: it found none missing.
  expect(others.sort()).toEqual([...(await declared(page)), entry].sort());
});

test("'Sobre ti' opened by address: its form is in the page the server sends, and React adopts those very elements", async ({
  page,
  request,
}) => {
  const { phone, address } = await aboutYouLink(page, request);
  // The build rendered the form into the step's page (scripts/prerender.ts): no 'Cargando' but the one
  // its draft guard keeps in a template (scripts/draft-guard.ts), and no phone in it.
  const served = await servedPage(request, address);
  expect(served).toContain('<div id="root" data-prerendered>');
  expect(served).toContain('<label for="root_names">Nombre(s)</label>');
  expect(served.replace(/<template>[\s\S]*?<\/template>/, '')).not.toContain('Cargando');
  expect(served).not.toContain(phone);
  // Every spinner added to the page from the first byte on, and the field the parser made.
  await page.addInitScript(() => {
    const spinners: string[] = [];
    Object.assign(window, { spinnersAdded: spinners });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element)
            for (const spinner of [node, ...node.querySelectorAll('.spinner-wrap')])
              if (spinner.matches('.spinner-wrap')) spinners.push(spinner.className);
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () =>
      Object.assign(window, { parsedField: document.getElementById('root_names') }),
    );
  });
  const errors = reportsOf(page);
  await page.goto(address);
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  const adopted = await page.evaluate(() => {
    const w = window as unknown as { spinnersAdded: string[]; parsedField: Element | null };
    return {
      spinners: w.spinnersAdded,
      same: w.parsedField !== null && w.parsedField === document.getElementById('root_names'),
    };
  });
  expect(adopted).toEqual({ spinners: [], same: true });
  // And it is the app's form: typing and 'Continuar' work as on any form.
  await page.getByLabel('Nombre(s)').fill('Ana');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('* Ingresa el apellido paterno !')).toBeVisible();
  await expect(page.getByLabel('Nombre(s)')).toHaveValue('Ana');
  expect(errors).toEqual([]);
});

test('every form step whose page holds its form is adopted (or drawn afresh) with nothing reported', async ({
  page,
  request,
}) => {
  const { phone, base } = await registeredApplicant(page, request);
  const reported = reportsOf(page);
  // The two pages the build renders a form into (mx). The RFC step's keeps 'Cargando': its prefill
  // comes from the session (e2e/reload.spec.ts).
  for (const [address, heading] of [
    [`/${phone}/about-you`, 'Sobre ti'],
    [`${base}/create-password`, 'Crea tu contraseña'],
  ] as const) {
    const served = await servedPage(request, address);
    expect(served, address).toContain('data-prerendered');
    await page.goto(address);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.locator('.page[inert]')).toHaveCount(0);
  }
  expect(reported).toEqual([]);
});

test("a deep link whose form chunk stalls shows its form at once, taking keys, 'Continuar' waiting until the chunk arrives", async ({
  page,
  request,
}) => {
  const { address } = await aboutYouLink(page, request);
  // The form engine's chunk takes 6 s (a stalled download on a weak network); the rest is fast.
  await page.route(/\/assets\/form-step-[\w-]+\.js$/, async (route) => {
    await new Promise((wait) => setTimeout(wait, 6000));
    await route.continue();
  });
  await page.goto(address);
  const name = page.getByLabel('Nombre(s)');
  const next = page.getByRole('button', { name: 'Continuar' });
  await expect(name).toBeVisible({ timeout: 3000 });
  await expect(next).toBeDisabled();
  // A tap on the field and keys: the page's own field takes them (src/form/adopt-typed.ts hands them on).
  const box = await name.boundingBox();
  await page.mouse.click((box?.x ?? 0) + 20, (box?.y ?? 0) + 10);
  await page.keyboard.type('Ana');
  await expect(name).toHaveValue('Ana');
  await expect(next).toBeDisabled();
  await expect(next).toBeEnabled({ timeout: 15_000 });
  await expect(name).toHaveValue('Ana');
  await expect(name).toBeFocused();
  await expect.poll(async () => (await draftOf(page, 'about-you')).names).toBe('Ana');
});

test("'Sobre ti' opened by address is styled from its first paint: its stylesheet is in the page, no request holds the paint back", async ({
  page,
  request,
}) => {
  const { address } = await aboutYouLink(page, request);
  const served = await servedPage(request, address);
  expect(served).not.toContain('rel="stylesheet"');
  expect(served).toMatch(/<style>[^<]*\.field select\{[^}]*min-height:48px/);
  const reported = reportsOf(page);
  const stylesheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
  });
  // The entry held back: what the form looks like now comes from the page alone.
  const release = await holdScripts(page);
  // Not 'domcontentloaded': it waits for module scripts, the entry among them.
  await page.goto(address, { waitUntil: 'commit' });
  await page.locator('#root_names').waitFor();
  const look = await page.evaluate(() => {
    const field = getComputedStyle(document.getElementById('root_names') as HTMLElement);
    return { minHeight: field.minHeight, radius: field.borderTopLeftRadius };
  });
  expect(look).toEqual({ minHeight: '48px', radius: '10px' });
  release();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  expect(stylesheets).toEqual([]);
  expect(reported).toEqual([]);
});

test("a deep link whose screen chunk stalls shows the app's shell after 3 s, then the screen when the chunk arrives", async ({
  page,
}) => {
  // The signing link's screen (no form: its page keeps the boot 'Cargando') takes 8 s; the rest is fast.
  await page.route(/\/assets\/signature-screen-[\w-]+\.js$/, async (route) => {
    await new Promise((wait) => setTimeout(wait, 8000));
    await route.continue();
  });
  const opened = Date.now();
  await page.goto('/SK/u-5512345678/titular/singning');
  // The first render does not wait for it past its limit: the shell (its chat button) and the route's spinner.
  await expect(page.getByRole('link', { name: 'Chatear con soporte por WhatsApp' })).toBeVisible({ timeout: 6000 });
  expect(Date.now() - opened).toBeLessThan(7000);
  await expect(page.getByRole('heading', { name: 'Firma tu contrato' })).toBeHidden();
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Firma tu contrato' })).toBeVisible({ timeout: 15_000 });
});

test("a deep link whose form's code cannot load: the app draws itself over the page's form, with a way out", async ({
  page,
  request,
}) => {
  const { address } = await aboutYouLink(page, request);
  await page.route(/\/assets\/form-step-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
  await page.goto(address);
  await expect(page.getByRole('heading', { name: '¡Parece que hubo un error!' })).toBeVisible();
  await expect(page.getByLabel('Nombre(s)')).toBeHidden();
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
});

test("the entry, the form engine and the step module start with V8's compile hint (compiled as they download)", async ({
  page,
  request,
}) => {
  const { address } = await aboutYouLink(page, request);
  await page.goto(address);
  await expect(page.getByLabel('Nombre(s)')).toBeVisible();
  const { fromPage } = await preloads(page);
  const firstLine = async (file: string | undefined) => (await (await request.get(file ?? '')).text()).split('\n')[0];
  const entry = await entryScript(page);
  expect(entry).toMatch(/\/index-[\w-]+\.js$/);
  const engine = fromPage.find((f) => /\/form-step-[\w-]+\.js$/.test(f));
  const stepModule = fromPage.find((f) => /\/about-you-[\w-]+\.js$/.test(f));
  for (const file of [entry, engine, stepModule]) expect(await firstLine(file)).toBe('//# allFunctionsCalledOnLoad');
  // Only those: the flow's copy, for one, is data.
  const copy = fromPage.find((f) => /\/onboarding-[\w-]+\.js$/.test(f));
  expect(copy).toBeDefined();
  expect(await firstLine(copy)).not.toContain('allFunctionsCalledOnLoad');
});

test('the signing link preloads its screen and its stylesheet', async ({ page }) => {
  await page.goto('/SK/u-5512345678/titular/singning');
  await expect(page.getByRole('heading', { name: 'Firma tu contrato' })).toBeVisible();
  const { fromPage } = await preloads(page);
  expect(fromPage.some((f) => f.endsWith('.css'))).toBe(true);
  expect(fromPage.some((f) => f.endsWith('.js'))).toBe(true);
});

test('the start screen preloads nothing: its code is the entry', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByLabel('Teléfono celular')).toBeVisible();
  expect((await preloads(page)).fromPage).toEqual([]);
});
