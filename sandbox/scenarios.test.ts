import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXISTING_USERS, NEW_APPLICANT_SCENARIOS, scenarioFor } from './scenarios.ts';
import { ANONYMOUS_ID, freshPhone, startSandbox, type TestSandbox } from './test-server.ts';

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
  maternal_lastname: 'Ruiz',
  dob: '1990-04-21',
  length_of_residency_in_years: 1,
  marital_status: 'MARRIED',
  phone_number: phone,
  utm_source: 'facebook',
  utm_name: 'primavera',
  utm_medium: 'cpc',
  sales_identifier: 'S-12',
  kiban_flow_version_id: 3,
});

/** Registers the phone and walks it to the consent NIP; returns the detail poller. */
async function upToConsent(phone: string) {
  const created = (await t.reg('POST', 'v2/users', { body: registration(phone) })).body.data;
  const id: string = created.user_id;
  const as = { token: created.authentication.access_token as string };
  await t.reg('POST', `v1/users/${id}/SK/tax_info`, {
    ...as,
    body: { tax_payer_id: 'PERJ900421AB1' },
  });
  await t.reg('POST', `v1/users/${id}/SK/businesses`, {
    ...as,
    body: {
      name: 'Abarrotes Juana',
      business_type: 'Tienda de abarrotes',
      sales_average_range_id: 1,
      business_age: 1,
    },
  });
  const saved = await t.reg('POST', `v1/users/${id}/SK/businesses/address`, {
    ...as,
    body: {
      zip_code: '52140',
      street_name: 'Benito Juárez',
      apartment_number: '2',
      street_number: '101',
      neighborhood: 'San Mateo',
      state: 'Estado de México',
      city: 'Metepec',
    },
  });
  expect(saved.status).toBe(200);
  const { nip } = (await t.reg('POST', `v1/users/${id}/SK/nip`, { ...as, body: {} })).body.data;
  expect((await t.reg('PUT', `v1/users/${id}/SK/nip`, { ...as, body: { nip } })).status).toBe(200);
  const detail = () => t.reg('GET', `v1/users/SK/${id}`, as);
  return Object.assign(async () => (await detail()).body.data, { raw: detail });
}

describe('new-applicant scenarios', () => {
  it('lists each prefix once, 6 digits each', () => {
    const prefixes = NEW_APPLICANT_SCENARIOS.map((s) => s.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const p of prefixes) expect(p).toMatch(/^\d{6}$/);
  });

  it('pre-approves any other phone at the first poll', async () => {
    const poll = await upToConsent(freshPhone());
    expect(await poll()).toMatchObject({ next_step: 'PASSWORD', status: 'IN_PROGRESS' });
  });

  it('550001: rejected at the first poll after the NIP', async () => {
    const poll = await upToConsent(freshPhone('550001'));
    expect(await poll()).toMatchObject({ next_step: 'PASSWORD', status: 'REJECTED' });
  });

  it('550002: WAITING for 3 polls, then pre-approved', async () => {
    const poll = await upToConsent(freshPhone('550002'));
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await poll()).status);
    expect(statuses).toEqual(['WAITING', 'WAITING', 'WAITING', 'IN_PROGRESS', 'IN_PROGRESS']);
  });

  it('550003: WAITING forever', async () => {
    const poll = await upToConsent(freshPhone('550003'));
    // The waiting screen gives up after 12 polls; the sandbox must still say WAITING after that.
    for (let i = 0; i < 15; i += 1) expect((await poll()).status).toBe('WAITING');
  });

  it('550004: registration answers 422', async () => {
    const answer = await t.reg('POST', 'v2/users', { body: registration(freshPhone('550004')) });
    expect(answer.status).toBe(422);
    expect(typeof answer.body.message).toBe('string');
  });

  it('550005: sending the code answers 500 with a readable message', async () => {
    const phone = freshPhone('550005');
    const answer = await t.reg('POST', 'v1/users/code', {
      body: { anonymous_id: ANONYMOUS_ID, phone_number: phone },
    });
    expect(answer.status).toBe(500);
    expect(answer.body.readable_message).toBe('Estamos teniendo problemas para enviar tu código. Intenta más tarde.');
    expect((await t.call('GET', '/sandbox/outbox')).body).toEqual([]);
  });

  it('550006: pre-approved with welcome_screen_number 0', async () => {
    const poll = await upToConsent(freshPhone('550006'));
    expect(await poll()).toMatchObject({
      status: 'IN_PROGRESS',
      request: { welcome_screen_number: 0 },
    });
  });

  it('550009: 204 with no body wherever the client reads nothing; the work done all the same', async () => {
    const phone = freshPhone('550009');
    const sent = await t.reg('POST', 'v1/users/code', { body: { anonymous_id: ANONYMOUS_ID, phone_number: phone } });
    expect([sent.status, sent.body]).toEqual([204, '']);
    const outbox = async () => (await t.call('GET', '/sandbox/outbox')).body as Array<{ to: string; code: string }>;
    const code = (await outbox()).at(-1)?.code;
    // The token is needed: its call answers in full.
    const checked = await t.reg('PUT', 'v1/users/code', {
      body: { anonymous_id: ANONYMOUS_ID, phone_number: phone, code },
    });
    expect(checked.status).toBe(200);
    expect(checked.body.data.authentication.access_token).toBeTruthy();
    const created = (await t.reg('POST', 'v2/users', { body: registration(phone) })).body.data;
    const as = { token: created.authentication.access_token as string };
    const requested = await t.reg('POST', `v1/users/${created.user_id}/SK/nip`, { ...as, body: {} });
    expect([requested.status, requested.body]).toEqual([204, '']);
    const nip = (await outbox()).at(-1)?.code;
    expect(nip).toMatch(/^\d{4}$/);
    const confirmed = await t.reg('PUT', `v1/users/${created.user_id}/SK/nip`, { ...as, body: { nip } });
    expect(confirmed.status).toBe(204);
    // The consent was taken: the poll has the verdict.
    expect((await t.reg('GET', `v1/users/SK/${created.user_id}`, as)).body.data).toMatchObject({
      next_step: 'PASSWORD',
      status: 'IN_PROGRESS',
    });
  });

  it('550010: the lead assignment answers 422', async () => {
    const answer = await t.call('POST', '/sandbox/operations/v1/lead-assignment', {
      body: {
        lead_id: '5f0c7a1e-3b2d-4c5e-8f9a-0b1c2d3e4f51',
        lead_type: 'INTERNAL',
        shopkeeper_phone: freshPhone('550010'),
        utm_source: '',
        utm_medium: '',
        utm_campaign: '',
        created_at: '2026-11-28T08:00:00.000Z',
        updated_at: '2026-11-28T08:00:00.000Z',
      },
    });
    expect(answer.status).toBe(422);
  });

  it('550011: the first two polls after the consent NIP answer 503 and 429, then the verdict', async () => {
    const poll = await upToConsent(freshPhone('550011'));
    expect((await poll.raw()).status).toBe(503);
    expect((await poll.raw()).status).toBe(429);
    expect(await poll()).toMatchObject({ next_step: 'PASSWORD', status: 'IN_PROGRESS' });
  });

  it('550007: saving the business address answers 412', async () => {
    const phone = freshPhone('550007');
    const created = (await t.reg('POST', 'v2/users', { body: registration(phone) })).body.data;
    const answer = await t.reg('POST', `v1/users/${created.user_id}/SK/businesses/address`, {
      token: created.authentication.access_token,
      body: {
        zip_code: '50000',
        street_name: 'Hidalgo',
        apartment_number: '',
        street_number: '1',
        neighborhood: 'Centro',
        state: 'Estado de México',
        city: 'Toluca',
      },
    });
    expect(answer.status).toBe(412);
  });

  it('reads the scenario from the first 6 digits, whatever the separators', () => {
    expect(scenarioFor('+52 55 0001 2345').verdict).toBe('REJECTED');
    expect(scenarioFor('5500021234').pollsUntilVerdict).toBe(3);
    expect(scenarioFor('5512345678').description).toMatch(/new applicant/);
  });
});

describe('existing users (5510SSxxxx)', () => {
  it('has the 14 rows of the table', () => {
    expect(EXISTING_USERS.map((u) => u.row)).toEqual(
      Array.from({ length: 14 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
  });

  it.each(EXISTING_USERS.map((u) => [u.row, u] as const))(
    'row %s: the lookup answers the user at that step',
    async (row, expected) => {
      const phone = freshPhone(`5510${row}`);
      const answer = await t.reg('GET', `v1/users?phone_number=${phone}&anonymous_id=${ANONYMOUS_ID}`);
      expect(answer.status).toBe(200);
      const user = answer.body.data;
      expect(t.sandbox.validators.get('User')(user)).toBe(true);
      expect(user).toMatchObject({
        id: `u-${phone}`,
        user_id: `u-${phone}`,
        user_type: 'SK',
        next_step: expected.next_step,
        status: expected.status,
        avals: expected.avals ?? [],
        request: {
          next_step: expected.next_step,
          status: expected.status,
          welcome_screen_number: 1,
        },
      });
    },
  );

  it('lets an existing user go on from their step with the code token', async () => {
    const phone = freshPhone('551003');
    await t.reg('POST', 'v1/users/code', {
      body: { anonymous_id: ANONYMOUS_ID, phone_number: phone },
    });
    const outbox = (await t.call('GET', '/sandbox/outbox')).body;
    const auth = (
      await t.reg('PUT', 'v1/users/code', {
        body: { code: outbox.at(-1).code, phone_number: phone, anonymous_id: ANONYMOUS_ID },
      })
    ).body.data;
    const as = { token: auth.authentication.access_token };
    const id = `u-${phone}`;
    const { nip } = (await t.reg('POST', `v1/users/${id}/SK/nip`, { ...as, body: {} })).body.data;
    await t.reg('PUT', `v1/users/${id}/SK/nip`, { ...as, body: { nip } });
    expect((await t.reg('GET', `v1/users/SK/${id}`, as)).body.data).toMatchObject({
      next_step: 'PASSWORD',
      status: 'IN_PROGRESS',
    });
  });

  it('treats rows outside the table as new applicants', async () => {
    for (const row of ['00', '15', '99']) {
      expect((await t.reg('GET', `v1/users?phone_number=${freshPhone(`5510${row}`)}`)).status).toBe(404);
    }
  });
});
