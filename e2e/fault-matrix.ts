// Every call the app makes (src/api/registry.ts), one row each, plus the two
// calls that also run as quiet polls: how to reach its screen through the
// sandbox, what sends it, what the person typed there, what a success looks
// like, and how the screen answers a failure. e2e/fault-injection.ts walks each
// row through the faults; e2e/faults.spec.ts runs one test per row.
//
// What a fault should give, unless a row says otherwise (spec 8):
// - the error modal with the Spanish text (readable_message first), the same
//   screen, every typed value still there;
// - a 401 ('unauthenticated for invalid credentials'): the wrong-verification
//   text, and closing goes to /home;
// - a 422/412 where the step's `onError` routes it: /rejected, no modal (the start
//   screen routes 422 for every origination call it makes);
// - a failed lead assignment ('goesOn'): no modal, the new applicant goes on to 'Sobre ti';
// - a broken body on a call whose answer the flow can go on without (its
//   `x-answer` in api/openapi.yaml is optional or ignored): the server did the
//   work, so the person goes on (`done`, or `bare` for where it leaves them).
import { expect, type Page } from '@playwright/test';
import type { FaultRow, RowCtx } from './fault-injection';
import { drawWithMouse, inkedPixels, pad, saveButton } from './signature-pad';
import { fillAboutYou, lastSms, phoneFor, registeredApplicant, shown } from './support';

const THIS_YEAR = new Date().getFullYear();
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const tap = (page: Page, name: string, taps: number) => button(page, name).click({ clickCount: taps });

let counter = 0;
/** An id nobody used before in this sandbox (the sandbox remembers signatures and NIPs by id). */
function uniqueId(prefix: string): string {
  counter += 1;
  return `${prefix}${String((Date.now() * 10 + counter * 7919) % 1e8).padStart(8, '0')}`;
}

// ---- Start screen ----

/** Phone entry → code sent → the code view, for a phone of the sandbox scenario given. */
const codeViewFor =
  (scenario: string) =>
  async ({ page, s }: RowCtx) => {
    s.phone = phoneFor(scenario);
    await page.goto('/home');
    await page.getByLabel('Teléfono celular').fill(s.phone);
    await button(page, 'Continuar').click();
    await expect(page.getByRole('heading', { name: 'Código de seguridad' })).toBeVisible();
  };
/** A new applicant's code view. */
const openCodeView = codeViewFor('551234');

const codeBox = (page: Page) => page.getByLabel('Código de 6 dígitos');
async function fillCode({ page, request, s }: RowCtx) {
  s.code = await lastSms(request, s.phone as string, 'code');
  await codeBox(page).fill(s.code);
}
async function codeKept({ page, s }: RowCtx) {
  await expect(page.getByRole('heading', { name: 'Código de seguridad' })).toBeVisible();
  await expect(codeBox(page)).toHaveValue(s.code as string);
}
/** A verified new applicant lands on 'Sobre ti'. */
const onAboutYou = ({ page, s }: RowCtx) => expect(page).toHaveURL(new RegExp(`/${s.phone}/about-you$`));

/** The code view's Continuar: code check, user lookup, lead, 'Sobre ti'. */
const afterCode = {
  open: openCodeView,
  fill: fillCode,
  kept: codeKept,
  at: /\/home$/,
  send: ({ page }: RowCtx, taps: number) => tap(page, 'Continuar', taps),
  done: onAboutYou,
  // Spec 8: a 422 on any origination call goes to /rejected.
  routes: [422],
} as const;

// ---- 'Sobre ti' ----

async function openAboutYou({ page, s }: RowCtx) {
  s.phone ??= phoneFor('551234');
  await page.goto(`/${s.phone}/about-you`);
  // The first form step of a page loads the form engine's chunk: slower on a cold page.
  await expect(page.getByLabel('Nombre(s)')).toBeVisible({ timeout: 15_000 });
}
async function aboutYouKept({ page }: RowCtx) {
  await expect(page.getByLabel('Nombre(s)')).toHaveValue('Emma');
  await expect(page.getByLabel('Apellido paterno')).toHaveValue('Gómez');
  await expect(page.getByLabel('Apellido materno')).toHaveValue('Díaz');
  await expect(page.getByLabel('Día de nacimiento')).toHaveValue('31');
  await expect(page.getByLabel('Año de nacimiento')).toHaveValue(String(THIS_YEAR - 30));
  await expect(page.getByLabel('¿Cuánto tiempo llevas viviendo en tu domicilio?')).toHaveValue('4');
  await expect(page.getByLabel('Estado civil')).toHaveValue('MARRIED');
}
const aboutYou = {
  open: openAboutYou,
  fill: ({ page }: RowCtx) => fillAboutYou(page),
  kept: aboutYouKept,
  at: /\/about-you$/,
  send: ({ page }: RowCtx, taps: number) => tap(page, 'Continuar', taps),
  done: ({ page }: RowCtx) => expect(page).toHaveURL(/\/additional-data$/),
  routes: [422],
} as const;

// ---- The applicant's later steps: a registered applicant, each step opened by its URL ----

async function applicant(ctx: RowCtx, scenario = '551234') {
  const { base, userId, phone, token } = await registeredApplicant(ctx.page, ctx.request, scenario);
  Object.assign(ctx.s, { base, userId, phone, token });
}

/** Opens a form step by its URL. Its title shows once the form is ready (behind the modal if a catalog failed);
 * the form engine's chunk makes the first one slow on a cold page. */
const step =
  (name: string) =>
  async ({ page, s }: RowCtx) => {
    await page.goto(`${s.base}/${name}`);
    await expect(page.locator('main h1')).toBeVisible({ timeout: 15_000 });
  };
const continueButton = ({ page }: RowCtx, taps: number) => tap(page, 'Continuar', taps);

const RFC = 'GODE941231AB1';

async function fillBusiness({ page }: RowCtx) {
  await page.getByLabel('Nombre del negocio').fill('Abarrotes Emma');
  await page.getByLabel('¿Cuánto tiempo tiene tu negocio?').selectOption({ label: '2 años' });
}
async function businessKept({ page }: RowCtx) {
  await expect(page.getByLabel('Nombre del negocio')).toHaveValue('Abarrotes Emma');
  await expect(page.getByLabel('¿Cuánto tiempo tiene tu negocio?')).toHaveValue('2');
}
async function chooseCatalogs({ page }: RowCtx) {
  await page.getByLabel('Giro del negocio').selectOption('Papelería');
  await page.getByLabel('Venta promedio semanal').selectOption('2');
}
/** The business step with its catalogs loaded, then on to the address search. */
async function businessSaved(ctx: RowCtx) {
  await chooseCatalogs(ctx);
  await businessKept(ctx);
  await button(ctx.page, 'Continuar').click();
  await expect(ctx.page).toHaveURL(/\/search-address$/);
}

/** A list 'Negocio' loads on arrival: a failed one is asked for again with 'Intentar de nuevo'. */
const businessCatalogRow = (name: string, path: RegExp): FaultRow => ({
  name,
  call: { method: 'GET', path },
  arrival: true,
  setup: applicant,
  open: step('more-about'),
  fill: fillBusiness,
  kept: businessKept,
  at: /\/more-about$/,
  send: ({ page }, taps) => tap(page, 'Intentar de nuevo', taps),
  done: businessSaved,
  na: { routed: 'a catalog: spec 8 routes 412 on the business and address saves' },
});

const zipBox = (page: Page) => page.getByLabel('Código postal');
async function chooseNeighborhood({ page }: RowCtx) {
  await page.getByLabel('Colonia').selectOption('Centro');
  await expect(page.getByLabel('Municipio')).toHaveValue('Toluca');
}
async function fillStreet({ page }: RowCtx) {
  await page.getByLabel('Calle').fill('Av. Juárez');
  await page.getByLabel('Número exterior').fill('12');
}
async function streetKept({ page }: RowCtx) {
  await expect(page.getByLabel('Calle')).toHaveValue('Av. Juárez');
  await expect(page.getByLabel('Número exterior')).toHaveValue('12');
}
async function fillAddress(ctx: RowCtx) {
  await zipBox(ctx.page).fill('50000');
  await chooseNeighborhood(ctx);
  await fillStreet(ctx);
}
async function addressKept(ctx: RowCtx) {
  await expect(zipBox(ctx.page)).toHaveValue('50000');
  await expect(ctx.page.getByLabel('Colonia')).toHaveValue('Centro');
  await streetKept(ctx);
}
const onSendNip = ({ page }: RowCtx) => expect(page).toHaveURL(/\/send-nip$/);

/** The consent NIP screen: the NIP asked for on arrival and prefilled from its answer. */
const nipBox = (page: Page) => page.getByLabel('NIP de 4 dígitos');
async function openNip({ page, s }: RowCtx) {
  await page.goto(`${s.base}/send-nip`);
  // A screen, whichever: a 422 on the NIP request may already have sent the person to /rejected.
  await expect(page.locator('main h1')).toBeVisible();
}
async function nipArrived({ page, s }: RowCtx) {
  await expect(nipBox(page)).toHaveValue(/^\d{4}$/);
  s.nip = await nipBox(page).inputValue();
}
const resentToast = (page: Page) => expect(page.getByText('Se ha enviado el nip nuevamente')).toBeVisible();

/** An applicant whose consent NIP is confirmed: the lender's verdict comes after a few polls. */
async function awaitingVerdict(ctx: RowCtx) {
  await applicant(ctx, '550002'); // 3 polls WAITING, then pre-approved
  const { userId, token } = ctx.s;
  const headers = { Authorization: `Bearer ${token}` };
  const nipPath = `/sandbox/registration/v1/users/${userId}/SK/nip`;
  const sent = await ctx.request.post(nipPath, { headers, data: {} });
  const { data } = (await sent.json()) as { data: { nip: string } };
  expect((await ctx.request.put(nipPath, { headers, data: { nip: data.nip } })).ok()).toBe(true);
}

// ---- Guarantor links ----

const PARTNER_PHONE = '5522220000';
async function openGuarantor({ page, s }: RowCtx) {
  s.userId = uniqueId('g-');
  await page.goto(`/partner/SK/${s.userId}/${PARTNER_PHONE}/send-nip-partner`);
  await expect(page.getByRole('heading', { name: 'Autoriza la consulta de tu historial crediticio' })).toBeVisible();
}
const greeted = (page: Page) =>
  expect(page.getByText('Hola María López, Juan Pérez te eligió como aval de su solicitud de crédito.')).toBeVisible();

function consentUrl(extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    user_id: 'u-5512345670', // no redirection_url: the consent ends on '¡Excelente!'
    user_type_id: 'SK',
    collateral_id: 'c-42',
    shopkeeper_name: 'Juan Pérez',
    collateral_name: 'María López',
    ...extra,
  });
  return `/verify-aval-phone?${query}`;
}
const excellent = ({ page }: RowCtx) => expect(page.getByRole('heading', { name: '¡Excelente!' })).toBeVisible();

// ---- Signing links ----

const TITULAR = 'Juana Pérez';
const COLLATERAL = 'María López';
function entryUrl(userId: string) {
  const query = new URLSearchParams({
    user_id: userId,
    user_type_id: 'SK',
    type: 'titular',
    titular_full_name: TITULAR,
    collateral_full_name: COLLATERAL,
  });
  return `/send-contract-sign?${query}`;
}
const reviewUrl = (userId: string) =>
  `/SK/${userId}/${encodeURIComponent(TITULAR)}/titular/${encodeURIComponent(COLLATERAL)}/review-documents?verification_type=VERIFICATION`;
const widgetReady = (page: Page) => expect(button(page, 'Simular: aprobado')).toBeVisible();

// ---- The rows ----

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    name: 'sendCode',
    call: { method: 'POST', path: /^\/v1\/users\/code$/ },
    open: async ({ page, s }) => {
      s.phone = phoneFor('551234');
      await page.goto('/home');
    },
    fill: ({ page, s }) => page.getByLabel('Teléfono celular').fill(s.phone as string),
    kept: ({ page, s }) => expect(page.getByLabel('Teléfono celular')).toHaveValue(shown(s.phone as string)),
    at: /\/home$/,
    send: ({ page }, taps) => tap(page, 'Continuar', taps),
    done: ({ page }) => expect(page.getByRole('heading', { name: 'Código de seguridad' })).toBeVisible(),
    routes: [422],
  },
  { name: 'validateCode', call: { method: 'PUT', path: /^\/v1\/users\/code$/ }, ...afterCode },
  { name: 'getUserByPhone', call: { method: 'GET', path: /^\/v1\/users\?phone_number=/ }, ...afterCode },
  {
    // An existing user (sandbox row 02: ABOUT_STORE) is routed by their detail, fetched after the lookup.
    name: 'getUserDetail · start screen',
    call: { method: 'GET', path: /^\/v1\/users\/SK\/[^/?]+$/ },
    ...afterCode,
    open: codeViewFor('551002'),
    done: ({ page }) => expect(page).toHaveURL(/\/more-about$/),
  },
  {
    name: 'assignLead',
    call: { method: 'POST', path: /^\/v1\/lead-assignment$/ },
    ...afterCode,
    routes: [],
    na: { routed: "the operations service's 422 is no rejection: reported, on to 'Sobre ti' (e2e/start.spec.ts)" },
    // The registration does not need the lead: a failed one is reported and 'Sobre ti' follows.
    goesOn: true,
  },
  {
    name: 'startReverseOtp',
    call: { method: 'POST', path: /^\/v1\/users\/reverse-otp$/ },
    // The answer's redirection_url is where the person continues: without it there is nowhere to go.
    open: openCodeView,
    kept: ({ page }) => expect(page.getByRole('heading', { name: 'Código de seguridad' })).toBeVisible(),
    at: /\/home$/,
    send: ({ page }, taps) => tap(page, 'Verificar mi número por WhatsApp', taps),
    done: onAboutYou,
    routes: [422],
  },
  {
    name: 'validateReverseOtp',
    call: { method: 'PUT', path: /^\/v1\/users\/reverse-otp$/ },
    arrival: true,
    // Back from the vendor with a session: the start screen checks it on arrival.
    open: async ({ page, request, s }) => {
      s.phone = phoneFor('551234');
      const started = await request.post('/sandbox/registration/v1/users/reverse-otp', {
        data: { phone_number: s.phone, anonymous_id: '00000000-0000-4000-8000-000000000000', ip_address: '0.0.0.0' },
      });
      const { data } = (await started.json()) as { data: { redirection_url: string } };
      await page.goto(data.redirection_url);
    },
    kept: ({ page, s }) => expect(page.getByLabel('Teléfono celular')).toHaveValue(shown(s.phone as string)),
    // The session left the address as the page opened (a reload still has it).
    at: /\/home\/\d+$/,
    // The person's retry is opening the link again.
    send: async ({ page }) => {
      await page.reload();
    },
    done: onAboutYou,
    routes: [422],
    na: { taps: 'checked on arrival: nothing to tap' },
  },
  { name: 'createUser', call: { method: 'POST', path: /^\/v2\/users$/ }, ...aboutYou },
  {
    name: 'getUserDetail · after a save',
    call: { method: 'GET', path: /^\/v1\/users\/SK\/[^/?]+$/ },
    ...aboutYou,
    // The registration went through before the lookup failed: the retry only looks again.
    notResent: [{ method: 'POST', path: /^\/v2\/users$/ }],
  },
  {
    name: 'getUserDetail · waiting poll',
    call: { method: 'GET', path: /^\/v1\/users\/SK\/[^/?]+$/ },
    setup: awaitingVerdict,
    open: async ({ page, s }) => {
      await page.goto(`/${s.userId}/waiting`);
      // Mounted: its 5 s timer runs from here.
      await expect(page.getByText('Espera un momento estamos trabajando en su registro')).toBeVisible();
    },
    at: /\/waiting$/,
    // A failed poll is simply asked again at the next one (spec 4: 12 polls of 5 s).
    quiet: async ({ page }) => {
      await expect(page).toHaveURL(/\/waiting$/);
      await expect(page.getByText('Espera un momento estamos trabajando en su registro')).toBeVisible();
    },
    send: ({ page }) => page.clock.runFor(5_000),
    // The next check starts once the last one's answer is in, which takes real time: the clock
    // moves 5 s at a time until the verdict shows. (Four moves in a row outran a slow answer in
    // one CI run: the checks they should have started came after the assertion gave up.)
    done: async ({ page }) => {
      const approved = page.getByRole('heading', { name: '¡Felicidades!' });
      await expect
        .poll(
          async () => {
            if (!(await approved.isVisible())) await page.clock.runFor(5_000);
            return approved.isVisible();
          },
          { message: "'¡Felicidades!' after the next checks", timeout: 20_000 },
        )
        .toBe(true);
    },
    // Spec 8: the poll is an origination call too; its step's onError routes a 422 to /rejected.
    routes: [422],
    na: { taps: 'a poll: nothing to tap' },
  },
  {
    name: 'saveTaxInfo',
    call: { method: 'POST', path: /^\/v1\/users\/[^/]+\/SK\/tax_info$/ },
    setup: applicant,
    open: step('additional-data'),
    fill: async ({ page }) => {
      await page.getByLabel('RFC', { exact: true }).fill(RFC);
      await page.getByLabel('Mi RFC es correcto').check();
    },
    kept: async ({ page }) => {
      await expect(page.getByLabel('RFC', { exact: true })).toHaveValue(RFC);
      await expect(page.getByLabel('Mi RFC es correcto')).toBeChecked();
    },
    at: /\/additional-data$/,
    send: continueButton,
    done: ({ page }) => expect(page).toHaveURL(/\/more-about$/),
    routes: [422],
  },
  businessCatalogRow('getBusinessTypes', /^\/v1\/business-types$/),
  businessCatalogRow('getSalesRanges', /^\/v1\/sales-ranges$/),
  {
    name: 'saveBusiness',
    call: { method: 'POST', path: /^\/v1\/users\/[^/]+\/SK\/businesses$/ },
    setup: applicant,
    open: step('more-about'),
    fill: async (ctx) => {
      await fillBusiness(ctx);
      await chooseCatalogs(ctx);
    },
    kept: async (ctx) => {
      await businessKept(ctx);
      await expect(ctx.page.getByLabel('Giro del negocio')).toHaveValue('Papelería');
      await expect(ctx.page.getByLabel('Venta promedio semanal')).toHaveValue('2');
    },
    at: /\/more-about$/,
    send: continueButton,
    done: ({ page }) => expect(page).toHaveURL(/\/search-address$/),
    routes: [412, 422],
  },
  {
    name: 'getCities',
    call: { method: 'GET', path: /^\/v1\/cities\?only-allowed=true$/ },
    arrival: true,
    setup: applicant,
    open: step('about-living'),
    fill: fillAddress,
    kept: addressKept,
    at: /\/about-living$/,
    send: ({ page }, taps) => tap(page, 'Intentar de nuevo', taps),
    done: async (ctx) => {
      await expect(button(ctx.page, 'Intentar de nuevo')).toHaveCount(0);
      await addressKept(ctx);
      await button(ctx.page, 'Continuar').click();
      await onSendNip(ctx);
    },
    na: { routed: 'a catalog: spec 8 routes 412 on the business and address saves' },
  },
  {
    name: 'getZipCode',
    call: { method: 'GET', path: /^\/v1\/zip-codes\/50000$/ },
    setup: applicant,
    open: step('about-living'),
    fill: fillStreet,
    kept: async (ctx) => {
      await expect(zipBox(ctx.page)).toHaveValue('50000');
      await streetKept(ctx);
    },
    at: /\/about-living$/,
    // The lookup runs when the zip code is complete: the person types it again.
    send: async ({ page }) => {
      await zipBox(page).fill('');
      await zipBox(page).fill('50000');
    },
    done: async (ctx) => {
      await chooseNeighborhood(ctx);
      await button(ctx.page, 'Continuar').click();
      await onSendNip(ctx);
    },
    na: {
      routed: 'a catalog: spec 8 routes 412 on the business and address saves',
      taps: 'typed, not tapped',
    },
  },
  {
    name: 'saveBusinessAddress',
    call: { method: 'POST', path: /^\/v1\/users\/[^/]+\/SK\/businesses\/address$/ },
    setup: applicant,
    open: step('about-living'),
    fill: fillAddress,
    kept: addressKept,
    at: /\/about-living$/,
    send: continueButton,
    done: onSendNip,
    routes: [412, 422],
  },
  {
    name: 'requestNip',
    call: { method: 'POST', path: /^\/v1\/users\/[^/]+\/SK\/nip$/ },
    arrival: true,
    setup: applicant,
    open: openNip,
    fill: ({ page }) => nipBox(page).fill('1234'),
    kept: ({ page }) => expect(nipBox(page)).toHaveValue('1234'),
    at: /\/send-nip$/,
    // After a failed request the person asks again with 'Reenviar NIP'.
    send: ({ page }, taps) => tap(page, 'Reenviar NIP', taps),
    // The SMS went out; only the default NIP to prefill is missing.
    bare: ({ page }) => expect(nipBox(page)).toBeVisible(),
    done: async ({ page, request, s }) => {
      await resentToast(page);
      await expect(nipBox(page)).toHaveValue(await lastSms(request, s.phone as string, 'nip'));
    },
    routes: [422],
  },
  {
    name: 'confirmNip',
    call: { method: 'PUT', path: /^\/v1\/users\/[^/]+\/SK\/nip$/ },
    setup: applicant,
    open: openNip,
    fill: nipArrived,
    kept: ({ page, s }) => expect(nipBox(page)).toHaveValue(s.nip as string),
    at: /\/send-nip$/,
    send: continueButton,
    done: ({ page }) => expect(page).toHaveURL(/\/waiting$/),
    routes: [422],
  },
  {
    name: 'createPassword',
    call: { method: 'PUT', path: /^\/v1\/users\/[^/]+\/SK\/password$/ },
    setup: applicant,
    open: step('create-password'),
    fill: async ({ page }) => {
      await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('135790');
      await page.getByRole('textbox', { name: 'Confirma tu contraseña' }).fill('135790');
    },
    kept: async ({ page }) => {
      await expect(page.getByRole('textbox', { name: 'Contraseña', exact: true })).toHaveValue('135790');
      await expect(page.getByRole('textbox', { name: 'Confirma tu contraseña' })).toHaveValue('135790');
    },
    at: /\/create-password$/,
    send: continueButton,
    done: ({ page }) => expect(page).toHaveURL(/\/advisor-welcome$/),
    routes: [422],
  },
  {
    name: 'reportAdviserContact',
    call: { method: 'PUT', path: /^\/v1\/users\/SK\/[^/]+\/adviser-contact-type\/CALL_ADVISER$/ },
    setup: applicant,
    open: async ({ page, s }) => {
      await page.goto(`${s.base}/advisor-contact`);
      await expect(button(page, 'Continuar por llamada')).toBeVisible();
    },
    at: /\/advisor-contact$/,
    send: ({ page }, taps) => tap(page, 'Continuar por llamada', taps),
    done: ({ page }) => expect(page).toHaveURL(/\/download$/),
  },
  {
    name: 'requestAvalNip',
    call: { method: 'POST', path: /^\/v1\/users\/[^/]+\/SK\/aval\/nip\?to=partner$/ },
    arrival: true,
    open: openGuarantor,
    fill: ({ page }) => nipBox(page).fill('1234'),
    kept: ({ page }) => expect(nipBox(page)).toHaveValue('1234'),
    at: /\/send-nip-partner$/,
    send: ({ page }, taps) => tap(page, 'Reenviar NIP', taps),
    // The SMS went out; only the names and the default NIP are missing.
    bare: ({ page }) => expect(nipBox(page)).toBeVisible(),
    done: async ({ page }) => {
      await resentToast(page);
      await greeted(page);
      await expect(nipBox(page)).toHaveValue(/^\d{4}$/);
    },
  },
  {
    name: 'confirmAvalNip',
    call: { method: 'PUT', path: /^\/v1\/users\/[^/]+\/SK\/aval\/nip\?to=partner$/ },
    open: openGuarantor,
    fill: nipArrived,
    kept: ({ page, s }) => expect(nipBox(page)).toHaveValue(s.nip as string),
    at: /\/send-nip-partner$/,
    send: continueButton,
    done: ({ page }) => expect(page).toHaveURL(/\/congratulations-partner$/),
  },
  {
    name: 'changeAvalPhone',
    call: { method: 'PUT', path: /^\/v1\/users\/[^/]+\/SK\/aval\/phone-number$/ },
    open: async (ctx) => {
      await openGuarantor(ctx);
      await greeted(ctx.page);
      await button(ctx.page, 'Cambiar número').click();
    },
    fill: ({ page }) => page.getByLabel('Nuevo número celular').fill('5544440000'),
    kept: ({ page }) => expect(page.getByLabel('Nuevo número celular')).toHaveValue('55 4444 0000'),
    at: /\/send-nip-partner$/,
    send: ({ page }, taps) => tap(page, 'Enviar NIP al nuevo número', taps),
    done: ({ page }) => expect(page.getByText('Enviamos el NIP al +52 55 4444 0000.')).toBeVisible(),
  },
  {
    name: 'acceptAvalConsult',
    call: { method: 'POST', path: /^\/v1\/users\/aval\/reverse-otp$/ },
    open: ({ page }) => page.goto(consentUrl()).then(() => undefined),
    at: /\/verify-aval-phone\?/,
    // Spec 8: a failed consent is kept, its message not shown; a line asks to try again.
    quiet: async ({ page }) => {
      await expect(page.getByRole('alert')).toHaveText(
        'No pudimos registrar tu aceptación. Inténtalo de nuevo en unos momentos.',
      );
      await expect(button(page, 'Aceptar Consulta')).toBeEnabled();
    },
    send: ({ page }, taps) => tap(page, 'Aceptar Consulta', taps),
    done: excellent,
  },
  {
    name: 'validateAvalSession',
    call: { method: 'PUT', path: /^\/v1\/users\/aval\/reverse-otp$/ },
    arrival: true,
    open: async ({ page }) => {
      await page.goto(consentUrl({ sessionUuid: 'ok-42' }));
    },
    at: /\/verify-aval-phone\?/,
    // Spec 8: a failed session check is the '¡Lo sentimos!' view, not the modal.
    quiet: ({ page }) => expect(page.getByRole('heading', { name: '¡Lo sentimos!' })).toBeVisible(),
    send: async ({ page }) => {
      await page.reload();
    },
    done: excellent,
    na: { taps: 'checked on arrival: nothing to tap' },
  },
  {
    name: 'getIdentityStatus · signing entry',
    // The entry's own read (always VERIFICATION); the review after it reads as the widget ran.
    call: { method: 'GET', path: /^\/v1\/users\/SK\/[^/]+\/mati-status\?verification_type=VERIFICATION&/ },
    arrival: true,
    open: ({ page }) => page.goto(entryUrl(uniqueId('u-'))).then(() => undefined),
    kept: ({ page }) => expect(page.getByText('No pudimos revisar tu verificación de identidad.')).toBeVisible(),
    at: /\/send-contract-sign\?/,
    send: ({ page }, taps) => tap(page, 'Intentar de nuevo', taps),
    // The check went through: the widget is offered (or, when a quick extra tap landed
    // on the widget that took the retry button's place, already finished: the review, or
    // the approval the review read at once, as in one CI run).
    done: ({ page }) =>
      expect(
        button(page, 'Simular: aprobado')
          .or(page.getByRole('heading', { name: /estamos revisando tus documentos/ }))
          .or(page.getByRole('heading', { name: '¡Fueron aprobados tus documentos!' })),
      ).toBeVisible(),
  },
  {
    name: 'getIdentityStatus · review poll',
    call: { method: 'GET', path: /^\/v1\/users\/SK\/[^/]+\/mati-status\?/ },
    arrival: true,
    open: async ({ page, s }) => {
      s.userId = uniqueId('u-');
      await page.goto(reviewUrl(s.userId));
      await expect(page.locator('main h1')).toBeVisible();
    },
    at: /\/review-documents\?/,
    // Read at arrival and every 30 s of the 300 s countdown: a failed read waits for the next.
    quiet: async ({ page }) => {
      await expect(page).toHaveURL(/\/review-documents\?/);
      await expect(page.locator('.countdown')).toHaveText(/\d\d:\d\d$/);
    },
    // A read slower than the 150 s timeout spends half the countdown: it gets a page of its own.
    fresh: ['timeout'],
    send: ({ page }) => page.clock.runFor(30_000),
    done: ({ page }) => expect(page).toHaveURL(/\/approved-documents\?/),
    na: { taps: 'a poll: nothing to tap' },
  },
  {
    name: 'getContract',
    call: { method: 'GET', path: /^\/v1\/users\/SK\/[^/]+\/contract$/ },
    open: async ({ page }) => {
      await page.goto(entryUrl(uniqueId('u-')));
      await widgetReady(page);
    },
    at: /\/send-contract-sign\?/,
    send: ({ page }, taps) => tap(page, 'Ver contrato', taps),
    // The window opened by the tap is sent to the document.
    done: async ({ page }) => {
      const opened = page.context().pages();
      await expect.poll(() => opened.some((p) => p.url().endsWith('/sandbox/contract.pdf'))).toBe(true);
    },
  },
  {
    name: 'saveSignature',
    call: { method: 'PUT', path: /^\/v1\/users\/SK\/[^/]+\/contract$/ },
    // A saved signature stays saved in the sandbox: every opening signs as someone new.
    open: async ({ page }) => {
      await page.goto(`/SK/${uniqueId('u-55')}4/titular/singning`);
      await expect(page.getByRole('heading', { name: 'Firma tu contrato' })).toBeVisible();
    },
    fill: async ({ page, s }) => {
      await drawWithMouse(page);
      s.ink = String(await inkedPixels(pad(page)));
    },
    kept: async ({ page, s }) => {
      await expect(saveButton(page)).toBeEnabled();
      expect(await inkedPixels(pad(page))).toBe(Number(s.ink));
    },
    at: /\/singning$/,
    send: async ({ page }, taps) => {
      await saveButton(page).click();
      const terms = page.getByRole('dialog', { name: 'Aceptación de terminos y condiciones' });
      await terms.getByRole('checkbox', { name: 'Entiendo y acepto los términos del contrato' }).check();
      await terms.getByRole('button', { name: 'Continuar' }).click({ clickCount: taps });
    },
    done: ({ page }) => expect(page).toHaveURL(/\/singning-success$/),
  },
];
