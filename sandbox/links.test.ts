import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUSINESS_TYPES } from './catalogs.ts';
import { type Answer, freshPhone, startSandbox, type TestSandbox } from './test-server.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());
beforeEach(() => t.call('POST', '/sandbox/reset'));

const ok = (answer: Answer, schema: string): Answer['body'] => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const validate = t.sandbox.validators.get(schema);
  expect(validate(answer.body), JSON.stringify(validate.errors)).toBe(true);
  return answer.body.data;
};

describe('catalogs', () => {
  it('answers the lists in the documented shapes', async () => {
    const cities = ok(await t.reg('GET', 'v1/cities?only-allowed=true'), 'StringListAnswer');
    expect(cities).toEqual(expect.arrayContaining(['Toluca', 'Metepec', 'Naucalpan de Juárez']));
    const types = ok(await t.reg('GET', 'v1/business-types'), 'StringListAnswer');
    expect(types).toContain('Tienda de abarrotes');
    // The client sorts 'Otros' last; the sandbox must not do it for them.
    expect(types.at(-1)).not.toBe('Otros');
    expect(types).toContain('Otros');
    const ranges = ok(await t.reg('GET', 'v1/sales-ranges'), 'SalesRangesAnswer');
    expect(ranges.ranges.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 4]);
    expect(BUSINESS_TYPES.length).toBeGreaterThanOrEqual(8);
  });

  it.each([
    ['50000', 'Toluca', 'Estado de México'],
    ['52140', 'Metepec', 'Estado de México'],
    ['06700', 'Cuauhtémoc', 'Ciudad de México'],
  ])('zip %s → neighbourhoods of %s', async (zip, city, state) => {
    const { data } = ok(await t.reg('GET', `v1/zip-codes/${zip}`), 'ZipCodeAnswer');
    expect(data.length).toBeGreaterThan(0);
    for (const entry of data) expect(entry).toMatchObject({ city, state });
  });

  it('answers an empty list for an unknown zip', async () => {
    expect(ok(await t.reg('GET', 'v1/zip-codes/99999'), 'ZipCodeAnswer')).toEqual({
      data: [],
    });
  });
});

describe('guarantor', () => {
  it('sends, checks and re-routes the guarantor NIP', async () => {
    const base = 'v1/users/u-5510110001/SK/aval';
    const sent = ok(await t.reg('POST', `${base}/nip?to=partner`, { body: {} }), 'AvalNipSentAnswer');
    expect(sent).toEqual({
      nip: expect.stringMatching(/^\d{4}$/),
      collateralName: 'María López',
      shopkeeperName: 'Juan Pérez',
    });
    const outbox = (await t.call('GET', '/sandbox/outbox')).body;
    expect(outbox.at(-1)).toMatchObject({ kind: 'nip', code: sent.nip });

    const wrong = await t.reg('PUT', `${base}/nip?to=partner`, {
      body: { nip: sent.nip === '0000' ? '1111' : '0000' },
    });
    expect(wrong.status).toBe(400);
    expect((await t.reg('PUT', `${base}/nip?to=partner`, { body: { nip: sent.nip } })).status).toBe(200);
    expect((await t.reg('POST', `${base}/nip`, { body: {} })).body).toEqual({
      message: 'invalid payload: to is required',
    });

    const changed = await t.reg('PUT', `${base}/phone-number`, {
      body: { aval_type: 'partner', phone_number: '5522220000', new_phone_number: '+525544443333' },
    });
    expect(changed.status).toBe(200);
    // The Dominican profile's prefix is taken too.
    const dominican = await t.reg('PUT', `${base}/phone-number`, {
      body: { aval_type: 'partner', phone_number: '5522220000', new_phone_number: '+18095550101' },
    });
    expect(dominican.status).toBe(200);
    const bad = await t.reg('PUT', `${base}/phone-number`, {
      body: { aval_type: 'partner', phone_number: '5522220000', new_phone_number: '5544443333' },
    });
    expect(bad.body).toEqual({
      message: 'invalid payload: new_phone_number must be the country prefix (+52, +1) followed by 10 digits',
    });
  });

  it('sends the NIP to the guarantor of the existing user, and to the changed number', async () => {
    const shopkeeper = freshPhone('551011');
    await t.reg('GET', `v1/users?phone_number=${shopkeeper}`);
    const base = `v1/users/u-${shopkeeper}/SK/aval`;
    await t.reg('POST', `${base}/nip?to=partner`, { body: {} });
    expect((await t.call('GET', '/sandbox/outbox')).body.at(-1).to).toBe('5522220000');
    await t.reg('PUT', `${base}/phone-number`, {
      body: { aval_type: 'partner', phone_number: '5522220000', new_phone_number: '+525544443333' },
    });
    await t.reg('POST', `${base}/nip?to=partner`, { body: { resend: true } });
    expect((await t.call('GET', '/sandbox/outbox')).body.at(-1).to).toBe('5544443333');
  });

  it('redirects the consent only for account ids ending in 1', async () => {
    const body = {
      account_type_id: 'SK',
      account_id: 'u-5512345671',
      collateral_id: 'c-7',
      ip_address: '',
    };
    const redirected = ok(await t.reg('POST', 'v1/users/aval/reverse-otp', { body }), 'RedirectionAnswer');
    expect(redirected.redirection_url).toMatch(/^\/verify-aval-phone\?sessionUuid=ok-c-7&/);
    const plain = ok(
      await t.reg('POST', 'v1/users/aval/reverse-otp', {
        body: { ...body, account_id: 'u-5512345672' },
      }),
      'RedirectionAnswer',
    );
    expect(plain).toEqual({});
  });

  it('accepts session ids starting with ok-', async () => {
    expect((await t.reg('PUT', 'v1/users/aval/reverse-otp', { body: { session_id: 'ok-123' } })).status).toBe(200);
    expect((await t.reg('PUT', 'v1/users/aval/reverse-otp', { body: { session_id: 'expired' } })).status).toBe(404);
  });
});

describe('identity and contract', () => {
  it('answers the identity status', async () => {
    const status = ok(
      await t.reg('GET', 'v1/users/SK/u-5512345678/mati-status?verification_type=VERIFICATION&person_type=titular'),
      'IdentityStatusAnswer',
    );
    expect(status).toEqual({
      status: 'APPROVED',
      verifications_left: 2,
      mati_identity_id: 'mati-1',
    });
    expect((await t.reg('GET', 'v1/users/SK/u-1/mati-status?verification_type=OTHER&person_type=titular')).status).toBe(
      400,
    );
  });

  it('serves the contract as a real PDF', async () => {
    const { url } = ok(await t.reg('GET', 'v1/users/SK/u-5512345678/contract'), 'ContractAnswer');
    const pdf = await t.call('GET', url);
    expect(pdf.status).toBe(200);
    expect(pdf.contentType).toBe('application/pdf');
    const text: string = pdf.body;
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // Every cross-reference entry must point at its object: a viewer relies on it.
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBe(5);
    for (const [i, offset] of offsets.entries()) {
      expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true);
    }
  });

  it('saves a signature once; ids ending in 9 are already signed', async () => {
    const body = { person_type: 'titular', signature: 'iVBORw0KGgo=', metadata: '{}' };
    expect((await t.reg('PUT', 'v1/users/SK/u-5512345678/contract', { body })).status).toBe(200);
    const again = await t.reg('PUT', 'v1/users/SK/u-5512345678/contract', { body });
    expect(again).toMatchObject({ status: 400, body: { message: 'user not in progress' } });
    const signed = await t.reg('PUT', 'v1/users/SK/u-5512345679/contract', { body });
    expect(signed).toMatchObject({ status: 400, body: { message: 'user not in progress' } });
    const dataUrl = await t.reg('PUT', 'v1/users/SK/u-5512345670/contract', {
      body: { ...body, signature: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    expect(dataUrl.body.message).toBe('invalid payload: signature must be base64 without the data-URL prefix');
  });
});

describe('operations: lead assignment', () => {
  const lead = (phone: string) => ({
    lead_id: '0b6f8a34-9d1c-4e55-a7f2-3c4d5e6f7a8b',
    lead_type: 'INTERNAL',
    shopkeeper_phone: phone,
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    created_at: '2026-11-26T10:00:00.000Z',
    updated_at: '2026-11-26T10:00:00.000Z',
  });

  it('answers {} or a redirection for 550008 phones', async () => {
    const plain = await t.call('POST', '/sandbox/operations/v1/lead-assignment', {
      body: lead('5512345678'),
    });
    expect(plain.body).toEqual({ data: {} });
    const redirected = await t.call('POST', '/sandbox/operations/v1/lead-assignment', {
      body: lead('5500081234'),
    });
    expect(redirected.body.data.redirection_url).toBe('/sandbox/lead-redirect');
    expect((await t.call('GET', redirected.body.data.redirection_url)).status).toBe(200);
  });

  it("a guarantor link whose user id starts 'bare-': 204 for the NIP and its confirmation, the SMS sent", async () => {
    const requested = await t.reg('POST', 'v1/users/bare-7/SK/aval/nip?to=partner', { body: {} });
    expect([requested.status, requested.body]).toEqual([204, '']);
    const sms = (await t.call('GET', '/sandbox/outbox')).body.at(-1) as { to: string; code: string };
    expect(sms.to).toBe('partner (bare-7)');
    const confirmed = await t.reg('PUT', 'v1/users/bare-7/SK/aval/nip?to=partner', { body: { nip: sms.code } });
    expect(confirmed.status).toBe(204);
    // What the client needs is answered in full.
    expect(
      (await t.reg('GET', 'v1/users/SK/bare-7/mati-status?verification_type=VERIFICATION&person_type=titular')).status,
    ).toBe(200);
  });

  it("the contract of a user id starting 'pdf-' is the PDF itself", async () => {
    const answer = await t.reg('GET', 'v1/users/SK/pdf-1/contract');
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('application/pdf');
    expect(String(answer.body).startsWith('%PDF-1.4')).toBe(true);
  });

  it('validates the payload', async () => {
    const answer = await t.call('POST', '/sandbox/operations/v1/lead-assignment', {
      body: { ...lead('5512345678'), lead_type: 'EXTERNAL' },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'invalid payload: lead_type must be "INTERNAL"' },
    });
  });
});
