// The flow in the engines our applicants hold besides Chromium: WebKit (every browser on
// an iPhone) and Firefox. Each journey is written once, against e2e/engines/web.ts, and
// run by each engine's driver (projects 'webkit' and 'firefox', playwright.config.ts), at
// 390x844 and pixel ratio 3. Every step leaves its screenshot in the test's folder under
// test-results/; a console error, uncaught error, CSP violation or failed request fails
// the test unless the test names it first (web.expectFailure).
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './engines/fixtures';
import type { Web } from './engines/web';
import { lastSms, phoneFor } from './support';

const THIS_YEAR = new Date().getFullYear();

let fresh = 0;
/**
 * A new applicant's phone that no other test, on this server, in this run or an earlier one,
 * has registered: 5, a digit per engine, the worker's, and seven from the clock (10 ms steps,
 * a cycle of 27 hours). Never 5500 or 5510, the sandbox's other scenarios.
 */
function newApplicantPhone(web: Web): string {
  fresh += 1;
  const engine = { webkit: 6, firefox: 7, chromium: 8 }[web.engine.name];
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  return `5${engine}${worker}${String((Math.floor(Date.now() / 10) + fresh) % 1e7).padStart(7, '0')}`;
}
const button = (name: string, within?: string) => ({ role: 'button', name, within }) as const;
const heading = (name: string) => ({ role: 'heading', name }) as const;
const label = (text: string) => ({ label: text }) as const;
const text = (shown: string) => ({ text: shown }) as const;
const CONTINUE = button('Continuar');

/** The spec's answer to a new applicant's lookup (section 8): a 404 the app expects, not a failure. */
function expectNewApplicantLookup(web: Web) {
  web.expectFailure({
    method: 'GET',
    path: /^\/sandbox\/registration\/v1\/users\?phone_number=\d{10}&anonymous_id=[0-9a-f-]{36}$/,
    status: 404,
    why: 'a new applicant is not found (spec section 8)',
  });
}

/**
 * The '+52' select is drawn as our white box, as the phone beside it (a point in its left
 * padding): WebKit paints its own grey control over our CSS unless told not to.
 */
async function expectPrefixDrawnAsOurs(web: Web) {
  expect(await web.colorIn({ css: 'select[name=country_code]' }, 6, 24)).toEqual([255, 255, 255]);
}

/** Phone entry → code from the outbox → 'Sobre ti'. */
async function signIn(web: Web, request: APIRequestContext, phone: string) {
  await web.type({ css: 'input[name=phone_number]' }, phone);
  await expect.poll(() => web.visible({ role: 'img', name: 'Número válido' })).toBe(true);
  await expectPrefixDrawnAsOurs(web);
  await web.shot('home');
  await web.tap(CONTINUE);
  await web.see(heading('Código de seguridad'));
  const code = await lastSms(request, phone, 'code');
  await web.type(label('Código de 6 dígitos'), code);
  await web.shot('code');
  await web.tap(CONTINUE);
  await expect.poll(() => web.route()).toBe(`/${phone}/about-you`);
  expect(await web.callsTo('PUT', '/v1/users/code')).toMatchObject([
    { body: { code, phone_number: phone }, status: 200 },
  ]);
  expect(await web.callsTo('GET', new RegExp(`^/v1/users\\?phone_number=${phone}&`))).toMatchObject([{ status: 404 }]);
}

test('the applicant: phone, code, Sobre ti, RFC, business, address by hand, NIP, waiting, password, advisor, download', async ({
  web,
  request,
}) => {
  test.slow(); // fourteen screens and the waiting screen's 5 s poll
  expectNewApplicantLookup(web);
  const phone = newApplicantPhone(web);
  // Arrive as an ad campaign link would: the utm values and the flow version go with registration.
  await web.goto('/home?utm_source=facebook&utm_campaign=verano&version=7');
  await signIn(web, request, phone);

  await web.see(text('Paso 1 de 3'));
  await web.type(label('Nombre(s)'), 'Emma');
  await web.type(label('Apellido paterno'), 'Gómez');
  await web.type(label('Apellido materno (opcional)'), 'Díaz');
  await web.choose(label('Mes de nacimiento'), 'Diciembre');
  await web.choose(label('Día de nacimiento'), '31');
  await web.choose(label('Año de nacimiento'), String(THIS_YEAR - 30));
  await web.choose(label('¿Cuánto tiempo llevas viviendo en tu domicilio?'), '4 años o más');
  await web.choose(label('Estado civil'), 'Casado(a)');
  await web.shot('about-you');
  await web.tap(CONTINUE);
  await expect.poll(() => web.route()).toMatch(new RegExp(`^/${phone}/[^/]+/additional-data$`));
  expect((await web.callsTo('POST', '/v2/users'))[0]?.body).toEqual({
    account_type_id: 'SK',
    name: 'Emma',
    lastname: 'Gómez',
    maternal_lastname: 'Díaz',
    dob: `${THIS_YEAR - 30}-12-31`,
    length_of_residency_in_years: 4,
    marital_status: 'MARRIED',
    phone_number: phone,
    utm_source: 'facebook',
    utm_name: 'verano',
    utm_medium: '',
    sales_identifier: '',
    anonymous_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    kiban_flow_version_id: 7,
  });
  const userId = (await web.route()).split('/')[2] as string;

  // RFC: prefilled by the SAT algorithm, confirmed, sent.
  await expect.poll(() => web.value(label('RFC'))).toMatch(/^GODE\d{6}[A-Z0-9]{3}$/);
  const rfc = await web.value(label('RFC'));
  await web.tap({ role: 'checkbox', name: 'Mi RFC es correcto' });
  await web.shot('additional-data');
  await web.tap(CONTINUE);
  await expect.poll(() => web.route()).toBe(`/${phone}/${userId}/more-about`);
  expect((await web.callsTo('POST', `/v1/users/${userId}/SK/tax_info`))[0]?.body).toEqual({ tax_payer_id: rfc });

  // Business, with 'Otros' and its free text.
  await web.type(label('Nombre del negocio'), 'Abarrotes Emma');
  await web.choose(label('¿Cuánto tiempo tiene tu negocio?'), '2 años');
  await web.choose(label('Giro del negocio'), 'Otros');
  await web.type(label('¿Cuál es el giro de tu negocio?'), 'Papeleria');
  const sales = await web.run(() =>
    [...document.querySelectorAll<HTMLOptionElement>('select[name=average_sale] option')].map((o) => o.text.trim()),
  );
  await web.choose(label('Venta promedio semanal'), sales[2] as string);
  await web.shot('more-about');
  await web.tap(CONTINUE);
  await expect.poll(() => web.route()).toBe(`/${phone}/${userId}/search-address`);
  expect((await web.callsTo('POST', `/v1/users/${userId}/SK/businesses`))[0]?.body).toEqual({
    name: 'Abarrotes Emma',
    business_type: 'Papeleria',
    sales_average_range_id: 2,
    business_age: 2,
  });

  // No maps key in the demo build: the search's fallback, then the address by hand.
  await web.see(button('No encontre mi domicilio'));
  await web.shot('search-address');
  await web.tap(button('No encontre mi domicilio'));
  await expect.poll(() => web.route()).toBe(`/${phone}/${userId}/about-living?zipCode=&direction=&streetNumber=`);
  await web.type(label('Código postal'), '50000');
  await expect
    .poll(() => web.run(() => document.querySelectorAll('select[name=neighborhood] option').length))
    .toBeGreaterThan(1);
  const neighborhood = await web.run(
    () => document.querySelectorAll<HTMLOptionElement>('select[name=neighborhood] option')[1]?.text.trim() ?? '',
  );
  await web.choose(label('Colonia'), neighborhood);
  await expect.poll(() => web.value(label('Municipio'))).toBe('Toluca');
  expect(await web.value(label('Estado'))).toBe('Estado de México');
  await web.type(label('Calle'), 'Av. Juárez');
  await web.type(label('Número exterior'), '12');
  await web.shot('about-living');
  await web.tap(CONTINUE);
  await expect.poll(() => web.route()).toBe(`/${phone}/${userId}/send-nip`);
  expect((await web.callsTo('POST', `/v1/users/${userId}/SK/businesses/address`))[0]?.body).toMatchObject({
    zip_code: '50000',
    street_name: 'Av. Juárez',
    street_number: '12',
    apartment_number: '',
    state: 'Estado de México',
    city: 'Toluca',
    neighborhood,
  });

  // The NIP: requested on arrival, prefilled from the answer, confirmed.
  await web.see(text('Paso 6 de 6'));
  const nip = await lastSms(request, phone, 'nip');
  await expect.poll(() => web.value(label('NIP de 4 dígitos'))).toBe(nip);
  await web.shot('send-nip');
  await web.tap(CONTINUE);
  await expect.poll(async () => (await web.callsTo('PUT', `/v1/users/${userId}/SK/nip`))[0]?.body).toEqual({ nip });

  // Waiting: this applicant is pre-approved at the first poll (every 5 s).
  await web.see(heading('¡Felicidades!'), 20_000);
  await web.see(text('$10,000 MXN'));
  await web.shot('congratulations');
  await web.tap(button('Crear contraseña'));
  await expect.poll(() => web.route()).toBe(`/${phone}/${userId}/create-password`);
  await web.type(label('Contraseña'), '123456');
  await web.type(label('Confirma tu contraseña'), '123457');
  await expect.poll(() => web.enabled(CONTINUE)).toBe(false);
  await web.press('Backspace');
  await web.type(label('Confirma tu contraseña'), '6');
  await expect.poll(() => web.enabled(CONTINUE)).toBe(true);
  await web.shot('create-password');
  await web.tap(CONTINUE);
  await expect.poll(() => web.route()).toBe(`/${phone}/${userId}/advisor-welcome`);
  expect((await web.callsTo('PUT', `/v1/users/${userId}/SK/password`))[0]?.body).toEqual({ password: '123456' });

  await web.see(heading('Tu préstamo fue pre aprobado'));
  await web.shot('advisor-welcome');
  await web.tap(button('Continuar por llamada'));
  await expect.poll(() => web.route()).toBe(`/${phone}/${userId}/download`);
  expect(await web.callsTo('PUT', `/v1/users/SK/${userId}/adviser-contact-type/CALL_ADVISER`)).toHaveLength(1);
  await web.see(heading('Descarga la app'));
  await web.shot('download');
});

test("the guarantor: the partner's NIP, a collateral's new number, the consent", async ({ web }) => {
  const partner = `g-${web.engine.name}-${Date.now().toString(36)}`;
  await web.goto(`/partner/SK/${partner}/5522220000/send-nip-partner`);
  await web.see(text('Hola María López, Juan Pérez te eligió como aval de su solicitud de crédito.'));
  await expect.poll(() => web.value(label('NIP de 4 dígitos'))).toMatch(/^\d{4}$/);
  const nip = await web.value(label('NIP de 4 dígitos'));
  expect(await web.callsTo('POST', `/v1/users/${partner}/SK/aval/nip?to=partner`)).toHaveLength(1);
  await web.shot('send-nip-partner');
  await web.tap(CONTINUE);
  await expect.poll(() => web.route()).toBe('/congratulations-partner');
  expect(await web.callsTo('PUT', `/v1/users/${partner}/SK/aval/nip?to=partner`)).toMatchObject([{ body: { nip } }]);
  await web.see(heading('¡Gracias por tu apoyo!'));
  await web.shot('congratulations-partner');

  // A collateral whose NIP goes to a new number: the '+52' select beside the phone.
  const collateral = `${partner}-c`;
  await web.goto(`/send-nip-partner?to=collateral&user_id=${collateral}&user_type_id=SK&phone_number=5533330000`);
  await expect.poll(() => web.value(label('NIP de 4 dígitos'))).toMatch(/^\d{4}$/);
  await web.tap(button('Cambiar número'));
  // As a contact or a chat copies it: the +52 read away, the number grouped.
  await web.type(label('Nuevo número celular'), '+52 55 4444 0000');
  await expect.poll(() => web.value(label('Nuevo número celular'))).toBe('55 4444 0000');
  await expectPrefixDrawnAsOurs(web);
  // Beside the +52, not under it.
  expect(
    await web.run(() => {
      const top = (name: string) => document.querySelector(`[name=${name}]`)?.getBoundingClientRect().top;
      return top('new_phone_number') === top('country_code');
    }),
  ).toBe(true);
  await web.shot('send-nip-partner-change-phone');
  await web.tap(button('Enviar NIP al nuevo número'));
  await web.see(text('Enviamos el NIP al +52 55 4444 0000.'));
  expect((await web.callsTo('PUT', `/v1/users/${collateral}/SK/aval/phone-number`))[0]?.body).toEqual({
    aval_type: 'collateral',
    phone_number: '5533330000',
    new_phone_number: '+525544440000',
  });
  // The NIP is asked again for the new number: answered before the walk leaves the page.
  await expect
    .poll(async () =>
      (await web.callsTo('POST', `/v1/users/${collateral}/SK/aval/nip?to=collateral`)).map((c) => c.status),
    )
    .toEqual([200, 200]);

  // The consent: greeted by name, 'Aceptar Consulta' sends it; no redirection → ¡Excelente!
  const query = new URLSearchParams({
    user_id: 'u-5512345670',
    user_type_id: 'SK',
    collateral_id: 'c-42',
    shopkeeper_name: 'Juan Pérez',
    collateral_name: 'María López',
  });
  await web.goto(`/verify-aval-phone?${query}`);
  await web.see(heading('¡Hola María López!'));
  await web.see(text('Juan Pérez tiene una solicitud de crédito y te eligió como su aval.'));
  await web.shot('aval-consent');
  await web.tap(button('Aceptar Consulta'));
  await web.see(heading('¡Excelente!'));
  expect((await web.callsTo('POST', '/v1/users/aval/reverse-otp')).map((s) => s.body)).toEqual([
    { account_type_id: 'SK', account_id: 'u-5512345670', collateral_id: 'c-42', ip_address: '0.0.0.0' },
  ]);
  await web.shot('aval-consent-accepted');
});

/** The PNG's size from its IHDR chunk, after checking the 8-byte PNG signature. */
function pngSize(base64: string) {
  const bytes = Buffer.from(base64, 'base64');
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('signing: identity by the sandbox widget, approved, the signature drawn and saved, success', async ({ web }) => {
  const userId = `docs-approved-${web.engine.name}-${Date.now().toString(36)}x`;
  const query = new URLSearchParams({
    user_id: userId,
    user_type_id: 'SK',
    type: 'titular',
    titular_full_name: 'Juana Pérez',
    collateral_full_name: 'María López',
  });
  await web.goto(`/send-contract-sign?${query}`);
  await web.see(heading('Firma de contrato'));
  await web.see(button('Simular: aprobado'));
  await web.shot('send-contract-sign');
  await web.tap(button('Simular: aprobado'));
  // The review asks again (REVERIFICATION for an identity approved before), then the verdict.
  await expect.poll(() => web.route()).toBe(`/approved-documents?user_type_id=SK&user_id=${userId}&type=titular`);
  expect(
    await web.callsTo('GET', `/v1/users/SK/${userId}/mati-status?verification_type=REVERIFICATION&person_type=titular`),
  ).toHaveLength(1);
  await web.see(heading('¡Fueron aprobados tus documentos!'));
  await web.shot('approved-documents');
  await web.tap(CONTINUE);
  await expect.poll(() => web.route()).toBe(`/SK/${userId}/titular/singning`);

  const pad = { role: 'img', name: 'Recuadro para dibujar tu firma' } as const;
  await web.see(pad);
  await expect.poll(() => web.count(text('Preparando el recuadro de firma'))).toBe(0);
  expect(await web.enabled(button('Guardar firma'))).toBe(false);
  // Two strokes of a signature inside x 40..260, y 120..300 of the pad, with a finger where the driver has one.
  const zigzag = [40, 70, 100, 130, 160, 190, 220].map((x, i) => ({ x, y: i % 2 ? 140 + i * 5 : 270 - i * 3 }));
  const line = Array.from({ length: 13 }, (_, i) => ({ x: 60 + i * 16, y: 300 - i }));
  await web.draw(pad, [zigzag, line]);
  await expect.poll(() => web.enabled(button('Guardar firma'))).toBe(true);
  const inked = await web.run(() => {
    const canvas = document.querySelector('canvas') as HTMLCanvasElement;
    const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] };
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) n++;
    return n;
  });
  expect(inked).toBeGreaterThan(500);
  await web.shot('signature-drawn');

  await web.tap(button('Guardar firma'));
  const terms = 'dialog[open]';
  await web.see({ role: 'dialog', name: 'Aceptación de terminos y condiciones' });
  expect(await web.enabled(button('Continuar', terms))).toBe(false);
  await web.tap({ role: 'checkbox', name: 'Entiendo y acepto los términos del contrato' });
  await expect.poll(() => web.enabled(button('Continuar', terms))).toBe(true);
  await web.shot('signature-terms');
  await web.tap(button('Continuar', terms));

  await expect.poll(() => web.route()).toBe('/singning-success');
  const [save, ...more] = await web.callsTo('PUT', `/v1/users/SK/${userId}/contract`);
  expect(more).toEqual([]);
  const body = save?.body as Record<string, string>;
  expect(Object.keys(body).sort()).toEqual(['metadata', 'person_type', 'signature']);
  expect(body.person_type).toBe('titular');
  expect(JSON.parse(body.metadata ?? '')).toEqual({ ip: '0.0.0.0', source: 'fallback' });
  // Cropped to the strokes: smaller than the pad (300 x 470 CSS px at the pixel ratio), bigger than nothing.
  const size = pngSize(body.signature ?? '');
  const ratio = web.engine.viewport.deviceScaleFactor;
  expect(size.width).toBeGreaterThan(200 * ratio);
  expect(size.width).toBeLessThan(300 * ratio);
  expect(size.height).toBeGreaterThan(120 * ratio);
  expect(size.height).toBeLessThan(470 * ratio);
  await web.see(heading('¡Felicidades!'));
  await web.see(text('Has firmado el contrato con éxito, enviaremos una copia digital a tu celular.'));
  await web.shot('singning-success');
});

test('the digit boxes: typed, backspaced, pasted; without WebOTP, the code is typed', async ({ web, request }) => {
  expectNewApplicantLookup(web);
  const phone = newApplicantPhone(web);
  await web.goto('/home');
  await web.type({ css: 'input[name=phone_number]' }, phone);
  await web.tap(CONTINUE);
  await web.see(heading('Código de seguridad'));
  // WebKit and Firefox have no WebOTP (Chromium has its API; Chrome on Android reads the SMS,
  // e2e/web-otp.spec.ts): there, the one-time-code autofill and typing are the way.
  expect(await web.run(() => 'OTPCredential' in window)).toBe(web.engine.name === 'chromium');
  const code = label('Código de 6 dígitos');
  expect(
    await web.run(() => {
      const input = document.querySelector('input[name=code]') as HTMLInputElement;
      return [input.getAttribute('autocomplete'), input.inputMode];
    }),
  ).toEqual(['one-time-code', 'numeric']);
  const boxes = { css: '.digit-box' } as const;

  await web.type(code, '1a2-3 b4');
  await expect.poll(() => web.value(code)).toBe('1234');
  expect(await web.texts(boxes)).toEqual(['1', '2', '3', '4', '', '']);
  await web.shot('code-typed');
  await web.press('Backspace');
  await expect.poll(() => web.value(code)).toBe('123');
  expect(await web.texts(boxes)).toEqual(['1', '2', '3', '', '', '']);
  for (let i = 0; i < 3; i++) await web.press('Backspace');
  await expect.poll(() => web.value(code)).toBe('');

  await web.paste(code, '12 34 56');
  await expect.poll(() => web.value(code)).toBe('123456');
  expect(await web.texts(boxes)).toEqual(['1', '2', '3', '4', '5', '6']);
  await expect.poll(() => web.enabled(CONTINUE)).toBe(true);
  await web.shot('code-pasted');
  for (let i = 0; i < 6; i++) await web.press('Backspace');
  await expect.poll(() => web.enabled(CONTINUE)).toBe(false);

  const sent = await lastSms(request, phone, 'code');
  await web.type(code, sent);
  await web.tap(CONTINUE);
  await expect.poll(() => web.route()).toBe(`/${phone}/about-you`);
  expect((await web.callsTo('PUT', '/v1/users/code')).map((s) => s.body)).toMatchObject([{ code: sent }]);
});

test("errors: the error modal after a 500, and 'Sobre ti' in Spanish when sent empty", async ({ web }) => {
  // Scenario 550005: sending the code answers 500 with a readable message.
  web.expectFailure({
    method: 'POST',
    path: /^\/sandbox\/registration\/v1\/users\/code$/,
    status: 500,
    why: 'scenario 550005 answers the code request with a 500',
  });
  const phone = phoneFor('550005');
  await web.goto('/home');
  await web.type({ css: 'input[name=phone_number]' }, phone);
  await web.tap(CONTINUE);
  const modal = { role: 'dialog', name: '¡Parece que hubo un error!' } as const;
  await web.see(modal);
  await web.see(text('Estamos teniendo problemas para enviar tu código. Intenta más tarde.'));
  // A real modal <dialog> (showModal: the page behind is inert), in every engine.
  expect(await web.run(() => document.querySelector('dialog[open]')?.matches(':modal') ?? false)).toBe(true);
  await web.shot('error-modal');
  await web.tap(button('Entendido', 'dialog[open]'));
  await expect.poll(() => web.count(modal)).toBe(0);
  expect(await web.route()).toBe('/home');
  // The phone typed is still there (its digits: the field may show them grouped).
  expect((await web.value({ css: 'input[name=phone_number]' }))?.replace(/\D/g, '')).toBe(phone);
  expect(await web.callsTo('POST', '/v1/users/code')).toMatchObject([{ status: 500, body: { phone_number: phone } }]);

  await web.goto(`/${phoneFor('551234')}/about-you`);
  await web.see(heading('Sobre ti'));
  await web.tap(CONTINUE);
  for (const message of [
    '* Ingresa los nombres !',
    '* Ingresa el apellido paterno !',
    '* Ingresa tu día de nacimiento !',
    '* Ingresa tu mes de nacimiento !',
    '* Ingresa tu año de nacimiento !',
    '* Selecciona el tiempo viviendo ahí !',
    '* Selecciona su estado civil !',
  ])
    await web.see(text(message));
  expect(await web.run(() => document.querySelector('input[name=names]')?.getAttribute('aria-invalid'))).toBe('true');
  await expect.poll(() => web.run(() => document.activeElement?.getAttribute('name'))).toBe('names');
  // The field that needs fixing is on screen with its label, not only its box.
  expect(
    await web.run(() => {
      const top = document.querySelector('label[for="root_names"]')?.getBoundingClientRect().top ?? -1;
      return top > -1 && top < window.innerHeight; // at the top edge, give or take a fraction of a pixel
    }),
  ).toBe(true);
  await web.shot('about-you-errors');
  expect(await web.callsTo('POST', '/v2/users')).toEqual([]);
});
