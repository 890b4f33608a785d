import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hostOf, originBoundLine } from './server.ts';
import { ANONYMOUS_ID, type Answer, freshPhone, startSandbox, type TestSandbox } from './test-server.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());
beforeEach(() => t.call('POST', '/sandbox/reset'));

const registration = (phone: string) => ({
  account_type_id: 'SK',
  name: 'Juana',
  lastname: 'Pérez',
  maternal_lastname: '',
  dob: '1990-04-21',
  length_of_residency_in_years: 4,
  marital_status: 'SINGLE',
  phone_number: phone,
  utm_source: '',
  utm_name: '',
  utm_medium: '',
  sales_identifier: '',
  anonymous_id: ANONYMOUS_ID,
});

const address = {
  zip_code: '50000',
  street_name: 'Av. Hidalgo',
  apartment_number: '',
  street_number: '12',
  neighborhood: 'Centro',
  state: 'Estado de México',
  city: 'Toluca',
};

/** The answer's data, after checking it against the schema the client reads it with. */
function data(answer: Answer, schema: string): Answer['body'] {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const validate = t.sandbox.validators.get(schema);
  expect(validate(answer.body), JSON.stringify(validate.errors)).toBe(true);
  return answer.body.data;
}

const lastSms = async (phone: string) => {
  const outbox = (await t.call('GET', '/sandbox/outbox')).body as Array<{
    to: string;
    code: string;
  }>;
  return outbox.filter((m) => m.to === phone).at(-1);
};

describe('a new applicant, start to finish', () => {
  it('walks every step of the state machine', async () => {
    const phone = freshPhone();
    expect(
      (
        await t.reg('POST', 'v1/users/code', {
          body: { anonymous_id: ANONYMOUS_ID, phone_number: phone },
        })
      ).status,
    ).toBe(200);
    const code = (await lastSms(phone))?.code;
    expect(code).toMatch(/^\d{6}$/);

    const auth = data(
      await t.reg('PUT', 'v1/users/code', {
        body: { code, phone_number: phone, anonymous_id: ANONYMOUS_ID },
      }),
      'CodeValidatedAnswer',
    );
    const token: string = auth.authentication.access_token;

    expect((await t.reg('GET', `v1/users?phone_number=${phone}&anonymous_id=${ANONYMOUS_ID}`)).status).toBe(404);

    const created = data(await t.reg('POST', 'v2/users', { body: registration(phone) }), 'CreatedUserAnswer');
    const id: string = created.user_id;
    expect(id).toBe(`u-${phone}`);
    const as = { token: created.authentication.access_token as string };

    const detail = async () => data(await t.reg('GET', `v1/users/SK/${id}`, as), 'UserAnswer');
    expect(await detail()).toMatchObject({ next_step: 'TAX_ACCOUNT', status: 'IN_PROGRESS' });

    await t.reg('POST', `v1/users/${id}/SK/tax_info`, {
      ...as,
      body: { tax_payer_id: 'PEPJ900421AB1' },
    });
    expect(await detail()).toMatchObject({ next_step: 'ABOUT_STORE' });

    const business = {
      name: 'La Esperanza',
      business_type: 'Otros',
      sales_average_range_id: 2,
      business_age: 3,
    };
    await t.reg('POST', `v1/users/${id}/SK/businesses`, { ...as, body: business });
    expect(await detail()).toMatchObject({ next_step: 'BUSINESS_ADDRESS' });

    await t.reg('POST', `v1/users/${id}/SK/businesses/address`, { ...as, body: address });
    expect(await detail()).toMatchObject({ next_step: 'ACCOUNT_NIP', status: 'IN_PROGRESS' });

    const sent = data(await t.reg('POST', `v1/users/${id}/SK/nip`, { ...as, body: {} }), 'NipSentAnswer');
    expect(sent.nip).toMatch(/^\d{4}$/);
    expect((await lastSms(phone))?.code).toBe(sent.nip);

    expect((await t.reg('PUT', `v1/users/${id}/SK/nip`, { ...as, body: { nip: sent.nip } })).status).toBe(200);
    const first = await detail();
    expect(first).toMatchObject({ next_step: 'PASSWORD', status: 'IN_PROGRESS' });
    expect(first.request).toEqual({
      next_step: 'PASSWORD',
      status: 'IN_PROGRESS',
      welcome_screen_number: 1,
    });

    await t.reg('PUT', `v1/users/${id}/SK/password`, { ...as, body: { password: '123456' } });
    expect(await detail()).toMatchObject({ next_step: 'INVENTORY', status: 'IN_PROGRESS' });

    const contact = data(
      await t.reg('PUT', `v1/users/SK/${id}/adviser-contact-type/WHATSAPP_CHAT`, as),
      'AdviserContactAnswer',
    );
    expect(contact).toEqual({ type: 'WHATSAPP_CHAT' });

    // The lookup now knows the applicant, and the code token works as well as the new one.
    expect(data(await t.reg('GET', `v1/users?phone_number=${phone}`), 'UserAnswer').id).toBe(id);
    expect((await t.reg('GET', `v1/users/SK/${id}`, { token })).status).toBe(200);
  });

  it('keeps the NIP and the code honest', async () => {
    const phone = freshPhone();
    await t.reg('POST', 'v1/users/code', {
      body: { anonymous_id: ANONYMOUS_ID, phone_number: phone },
    });
    const firstCode = (await lastSms(phone))?.code;
    await t.reg('POST', 'v1/users/code', {
      body: { anonymous_id: ANONYMOUS_ID, phone_number: phone },
    });
    const lastCode = (await lastSms(phone))?.code;
    const wrong = lastCode === '000000' ? '111111' : '000000';
    for (const code of [wrong, ...(firstCode === lastCode ? [] : [firstCode])]) {
      const answer = await t.reg('PUT', 'v1/users/code', {
        body: { code, phone_number: phone, anonymous_id: ANONYMOUS_ID },
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        message: 'unauthenticated for invalid credentials',
        readable_message: 'El código no es correcto.',
      });
    }

    const created = (await t.reg('POST', 'v2/users', { body: registration(phone) })).body.data;
    const as = { token: created.authentication.access_token };
    const { nip } = (await t.reg('POST', `v1/users/${created.user_id}/SK/nip`, { ...as, body: { resend: true } })).body
      .data;
    const bad = await t.reg('PUT', `v1/users/${created.user_id}/SK/nip`, {
      ...as,
      body: { nip: nip === '0000' ? '1111' : '0000' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('invalid nip');
  });
});

describe('the auth rule', () => {
  it('asks for the bearer token of the user in the path', async () => {
    const phone = freshPhone();
    const other = freshPhone();
    const created = (await t.reg('POST', 'v2/users', { body: registration(phone) })).body.data;
    const otherToken = (await t.reg('POST', 'v2/users', { body: registration(other) })).body.data.authentication
      .access_token;
    const path = `v1/users/${created.user_id}/SK/tax_info`;
    const body = { tax_payer_id: 'PEPJ900421AB1' };

    for (const token of [undefined, 'made-up', otherToken]) {
      const answer = await t.reg('POST', path, { body, token });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'unauthenticated for invalid credentials' });
    }
    expect((await t.reg('GET', `v1/users/SK/${created.user_id}`)).status).toBe(401);
    expect((await t.reg('POST', path, { body, token: created.authentication.access_token })).status).toBe(200);

    // A reset forgets the tokens too.
    await t.call('POST', '/sandbox/reset');
    expect(
      (
        await t.reg('GET', `v1/users/SK/${created.user_id}`, {
          token: created.authentication.access_token,
        })
      ).status,
    ).toBe(401);
  });

  it('leaves the lookups, catalogs, code and registration calls open', async () => {
    for (const path of [
      'v1/users?phone_number=5591234567',
      'v1/cities?only-allowed=true',
      'v1/business-types',
      'v1/sales-ranges',
      'v1/zip-codes/50000',
    ]) {
      expect((await t.reg('GET', path)).status).not.toBe(401);
    }
  });
});

describe('the payload contract', () => {
  it.each([
    [{ dob: '21/04/1990' }, 'invalid payload: dob must be a date as yyyy-MM-dd'],
    [{ name: undefined }, 'invalid payload: name is required'],
    [{ nickname: 'Juanita' }, 'invalid payload: nickname is not allowed'],
    [{ length_of_residency_in_years: 5 }, 'invalid payload: length_of_residency_in_years must be <= 4'],
    [{ length_of_residency_in_years: '2' }, 'invalid payload: length_of_residency_in_years must be integer'],
    [
      { marital_status: 'SOLTERO' },
      'invalid payload: marital_status must be one of SINGLE, MARRIED, FREE_UNION, DIVORCED, WIDOW',
    ],
    [{ account_type_id: 'XX' }, 'invalid payload: account_type_id must be "SK"'],
    [{ phone_number: '+525512345678' }, 'invalid payload: phone_number must be 10 digits'],
    [{ kiban_flow_version_id: '3' }, 'invalid payload: kiban_flow_version_id must be integer'],
  ])('createUser %j → 400 naming the field', async (change, message) => {
    const body = { ...registration(freshPhone()), ...change };
    const answer = await t.reg('POST', 'v2/users', { body: JSON.parse(JSON.stringify(body)) });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message });
  });

  it('checks the body before anything else happens', async () => {
    const phone = freshPhone();
    const answer = await t.reg('POST', 'v1/users/code', { body: { phone_number: phone } });
    expect(answer.body).toEqual({ message: 'invalid payload: anonymous_id is required' });
    expect((await t.call('GET', '/sandbox/outbox')).body).toEqual([]);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await fetch(`${t.origin}/sandbox/registration/v1/users/code`, {
      method: 'POST',
      body: '{oops',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'invalid payload: body is not valid JSON' });
  });
});

describe('the outbox', () => {
  it('lists every SMS, newest last, and prints it', async () => {
    const phone = freshPhone();
    await t.reg('POST', 'v1/users/code', {
      body: { anonymous_id: ANONYMOUS_ID, phone_number: phone },
    });
    const created = (await t.reg('POST', 'v2/users', { body: registration(phone) })).body.data;
    await t.reg('POST', `v1/users/${created.user_id}/SK/nip`, {
      token: created.authentication.access_token,
      body: {},
    });

    const outbox = (await t.call('GET', '/sandbox/outbox')).body;
    expect(outbox).toHaveLength(2);
    expect(outbox[0]).toMatchObject({
      to: phone,
      kind: 'code',
      text: `Tu código es ${outbox[0].code}`,
    });
    expect(outbox[1]).toMatchObject({ to: phone, kind: 'nip' });
    expect(outbox[1].text).toContain(outbox[1].code);
    expect(Date.parse(outbox[1].at)).toBeGreaterThanOrEqual(Date.parse(outbox[0].at));
    expect(t.logs).toContain(`[sandbox] SMS to +52 ${phone}: Tu código es ${outbox[0].code}`);

    // Each SMS ends with the origin-bound line for the host it was asked on (WebOTP).
    const host = new URL(t.origin).hostname;
    expect(outbox[0].message).toBe(`Tu código es ${outbox[0].code}\n\n@${host} #${outbox[0].code}`);
    expect(outbox[1].message).toMatch(new RegExp(`\\n\\n@${host.replace(/\./g, '\\.')} #${outbox[1].code}$`));

    await t.call('POST', '/sandbox/reset');
    expect((await t.call('GET', '/sandbox/outbox')).body).toEqual([]);
  });

  it('never logs a request body', async () => {
    const phone = freshPhone();
    await t.reg('POST', 'v2/users', { body: registration(phone) });
    expect(t.logs.join('\n')).not.toContain('Juana');
  });
});

describe('routing', () => {
  it('passes other paths on, and names an unknown endpoint', async () => {
    expect((await t.call('GET', '/paso/1')).status).toBe(418);
    expect((await t.call('GET', '/sandboxes')).status).toBe(418);
    const unknown = await t.reg('DELETE', 'v1/users/code');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('no such endpoint: DELETE /sandbox/registration/v1/users/code');
  });

  it('answers the CORS preflight of the standalone server', async () => {
    const res = await fetch(`${t.origin}/sandbox/registration/v2/users`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});

describe('the origin-bound line', () => {
  it("names the Host header's host, without the port", () => {
    const req = (host?: string) => ({ headers: host === undefined ? {} : { host } }) as IncomingMessage;
    expect(originBoundLine(hostOf(req('onboarding.example.mx:8443')), '123456')).toBe('@onboarding.example.mx #123456');
    expect(hostOf(req('192.168.1.20:5173'))).toBe('192.168.1.20');
    expect(hostOf(req())).toBe('localhost');
  });
});
