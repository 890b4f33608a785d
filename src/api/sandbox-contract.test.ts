// Every operation against the real sandbox over HTTP: the client's payloads must pass the
// sandbox's schema checks, and the client must read the sandbox's answers. If either side
// drifts from api/openapi.yaml, this fails.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type TestSandbox } from '../../sandbox/test-server';
import type { operations as Operations } from './registry';

let t: TestSandbox;
let operations: typeof Operations;

beforeAll(async () => {
  t = await startSandbox();
  vi.stubEnv('VITE_REGISTRATION_API_URL', `${t.origin}/sandbox/registration`);
  vi.stubEnv('VITE_OPERATIONS_API_URL', `${t.origin}/sandbox/operations`);
  vi.resetModules();
  ({ operations } = await import('./registry'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await t.close();
});

const ANONYMOUS_ID = '9b2e4c6d-1a3f-4e5b-8c7d-6e5f4a3b2c1d';
const lastCode = async (phone: string) => {
  const outbox = (await t.call('GET', '/sandbox/outbox')).body as Array<{
    to: string;
    code: string;
  }>;
  return outbox.filter((m) => m.to === phone).at(-1)?.code ?? '';
};

describe('the client against the sandbox', () => {
  it('runs an applicant from the phone number to the adviser', async () => {
    const phone = '5598760001';
    await operations.sendCode.call({ anonymous_id: ANONYMOUS_ID, phone_number: phone });
    const auth = await operations.validateCode.call({
      code: await lastCode(phone),
      phone_number: phone,
      anonymous_id: ANONYMOUS_ID,
    });
    sessionStorage.setItem('clientToken', auth.authentication.access_token);
    expect(await operations.getUserByPhone.call({ phone_number: phone, anonymous_id: ANONYMOUS_ID })).toBeNull();

    const created = await operations.createUser.call({
      body: {
        account_type_id: 'SK',
        name: 'José Ángel',
        lastname: 'Núñez',
        maternal_lastname: 'Ibáñez',
        dob: '1985-12-01',
        length_of_residency_in_years: 3,
        marital_status: 'FREE_UNION',
        phone_number: phone,
        utm_source: 'qr',
        utm_name: '',
        utm_medium: '',
        sales_identifier: '',
        anonymous_id: ANONYMOUS_ID,
        kiban_flow_version_id: 2,
      },
    });
    sessionStorage.setItem('clientToken', created.authentication.access_token);
    // The contract lets the id be a number and leaves user_type out (the client reads it as SK).
    const me = { id: String(created.user_id), type: created.user_type ?? 'SK' };
    const detail = () => operations.getUserDetail.call({ type: 'SK', id: me.id });
    expect((await detail()).next_step).toBe('TAX_ACCOUNT');

    await operations.saveTaxInfo.call({ ...me, body: { tax_payer_id: 'NUIJ851201AB3' } });
    const [types, ranges, cities] = await Promise.all([
      operations.getBusinessTypes.call(),
      operations.getSalesRanges.call(),
      operations.getCities.call(),
    ]);
    expect(types).toContain('Otros');
    expect(cities).toContain('Toluca');
    await operations.saveBusiness.call({
      ...me,
      body: {
        name: 'Abarrotes Núñez',
        business_type: types[0] ?? '',
        sales_average_range_id: ranges[0]?.id ?? 0,
        business_age: 4,
      },
    });
    const [place] = await operations.getZipCode.call({ zip: '50000' });
    expect(await operations.getZipCode.call({ zip: '99999' })).toEqual([]);
    await operations.saveBusinessAddress.call({
      ...me,
      body: {
        zip_code: '50000',
        street_name: 'Independencia',
        apartment_number: '',
        street_number: '45',
        neighborhood: place?.neighborhood ?? '',
        state: place?.state ?? '',
        city: place?.city ?? '',
      },
    });
    expect(await detail()).toMatchObject({ next_step: 'ACCOUNT_NIP', status: 'IN_PROGRESS' });

    await operations.requestNip.call(me);
    const { nip } = await operations.requestNip.call({ ...me, resend: true });
    await operations.confirmNip.call({ ...me, nip: nip ?? '' });
    const approved = await detail();
    expect(approved).toMatchObject({ next_step: 'PASSWORD', status: 'IN_PROGRESS' });
    expect(approved.request?.welcome_screen_number).toBe(1);

    await operations.createPassword.call({ ...me, body: { password: '246810' } });
    expect(
      await operations.reportAdviserContact.call({
        accountType: 'SK',
        user_id: me.id,
        type: 'WITH_ADVISER',
      }),
    ).toEqual({
      type: 'WITH_ADVISER',
    });
    expect((await operations.getUserByPhone.call({ phone_number: phone }))?.next_step).toBe('INVENTORY');
  });

  it('turns the sandbox failures into ApiErrors', async () => {
    sessionStorage.removeItem('clientToken');
    await expect(operations.getUserDetail.call({ type: 'SK', id: 'u-5598760001' })).rejects.toEqual({
      status: 401,
      message: 'unauthenticated for invalid credentials',
    });
    await expect(operations.sendCode.call({ anonymous_id: ANONYMOUS_ID, phone_number: '5500051111' })).rejects.toEqual({
      status: 500,
      message: 'sms provider unavailable',
      readable_message: 'Estamos teniendo problemas para enviar tu código. Intenta más tarde.',
    });
  });

  it('signs in through the reverse one-time password', async () => {
    const phone = '5598760002';
    const { redirection_url } = await operations.startReverseOtp.call({
      phone_number: phone,
      anonymous_id: ANONYMOUS_ID,
      ip_address: '203.0.113.7',
    });
    const session = new URL(redirection_url ?? '', 'http://app.test').searchParams.get('sessionUuid') ?? '';
    expect(await operations.validateReverseOtp.call({ session_id: session })).toMatchObject({
      phone_number: phone,
    });
  });

  it('runs the guarantor, identity and signing calls', async () => {
    const who = { id: 'u-5510110042', type: 'SK' };
    const sent = await operations.requestAvalNip.call({ ...who, to: 'partner' });
    expect(sent).toMatchObject({ collateralName: 'María López', shopkeeperName: 'Juan Pérez' });
    await operations.confirmAvalNip.call({ ...who, to: 'partner', nip: sent.nip ?? '' });
    await operations.changeAvalPhone.call({
      ...who,
      aval_type: 'partner',
      phone_number: '5522220000',
      new_phone_number: '+525566667777',
    });
    const consent = await operations.acceptAvalConsult.call({
      account_type_id: 'SK',
      account_id: 'u-5510110041',
      collateral_id: 'c-1',
      ip_address: '',
    });
    const session = new URL(consent.redirection_url ?? '', 'http://app.test').searchParams.get('sessionUuid') ?? '';
    await operations.validateAvalSession.call({ session_id: session });
    await expect(operations.validateAvalSession.call({ session_id: 'nope' })).rejects.toMatchObject({ status: 404 });

    const signer = { user_type_id: 'SK', user_id: 'u-5598760003' };
    expect(
      await operations.getIdentityStatus.call({
        ...signer,
        verification_type: 'VERIFICATION',
        person_type: 'titular',
      }),
    ).toEqual({ status: 'APPROVED', verifications_left: 2, mati_identity_id: 'mati-1' });
    expect((await operations.getContract.call(signer)).url).toBe(`${location.origin}/sandbox/contract.pdf`); // resolved against the page, and checked (webUrl)
    const signature = {
      ...signer,
      person_type: 'titular' as const,
      signature: 'iVBORw0KGgo=',
      metadata: '{}',
    };
    await operations.saveSignature.call(signature);
    await expect(operations.saveSignature.call(signature)).rejects.toEqual({
      status: 400,
      message: 'user not in progress',
    });
  });

  it('assigns a lead on the operations service', async () => {
    const lead = {
      lead_id: crypto.randomUUID(),
      lead_type: 'INTERNAL' as const,
      shopkeeper_phone: '5500081234',
      utm_source: 'qr',
      utm_medium: '',
      utm_campaign: '',
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    };
    // Resolved against the page: only a web address is handed on (webUrl).
    expect(await operations.assignLead.call(lead)).toEqual({
      redirection_url: new URL('/sandbox/lead-redirect', location.href).href,
    });
    expect(await operations.assignLead.call({ ...lead, shopkeeper_phone: '5512345678' })).toEqual({});
  });
});
