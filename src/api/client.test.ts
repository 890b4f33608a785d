import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bufferedFetch, resolveBaseUrl } from './client';
import { operations } from './registry';
import { json, stubFetch } from './test-fetch';
import { warmApi } from './warm';

const USER = {
  id: 'u-5512345678',
  user_id: 'u-5512345678',
  user_type: 'SK',
  next_step: 'ACCOUNT_NIP',
  status: 'IN_PROGRESS',
  avals: [],
  request: { next_step: 'ACCOUNT_NIP', status: 'IN_PROGRESS', welcome_screen_number: 1 },
};

const REGISTRATION = `${location.origin}/sandbox/registration/`;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('what each operation sends', () => {
  it.each([
    {
      name: 'createUser',
      run: () =>
        operations.createUser.call({
          body: {
            account_type_id: 'SK',
            name: 'Juana',
            lastname: 'Pérez',
            maternal_lastname: '',
            dob: '1990-04-21',
            length_of_residency_in_years: 2,
            marital_status: 'SINGLE',
            phone_number: '5512345678',
            utm_source: '',
            utm_name: '',
            utm_medium: '',
            sales_identifier: '',
          },
        }),
      method: 'POST',
      path: 'v2/users',
      body: { account_type_id: 'SK', name: 'Juana', dob: '1990-04-21', phone_number: '5512345678' },
    },
    {
      name: 'requestNip (first)',
      run: () => operations.requestNip.call({ id: 'u-1', type: 'SK' }),
      method: 'POST',
      path: 'v1/users/u-1/SK/nip',
      exactBody: {},
    },
    {
      name: 'requestNip (resend)',
      run: () => operations.requestNip.call({ id: 'u-1', type: 'SK', resend: true }),
      method: 'POST',
      path: 'v1/users/u-1/SK/nip',
      exactBody: { resend: true },
    },
    {
      name: 'confirmNip',
      run: () => operations.confirmNip.call({ id: 'u-1', type: 'SK', nip: '1234' }),
      method: 'PUT',
      path: 'v1/users/u-1/SK/nip',
      exactBody: { nip: '1234' },
    },
    {
      name: 'saveBusinessAddress',
      run: () =>
        operations.saveBusinessAddress.call({
          id: 'u-1',
          type: 'SK',
          body: {
            zip_code: '50000',
            street_name: 'Hidalgo',
            apartment_number: '',
            street_number: '3',
            neighborhood: 'Centro',
            state: 'Estado de México',
            city: 'Toluca',
          },
        }),
      method: 'POST',
      path: 'v1/users/u-1/SK/businesses/address',
      body: { zip_code: '50000', city: 'Toluca' },
    },
    {
      name: 'saveTaxInfo',
      run: () => operations.saveTaxInfo.call({ id: 'u-1', type: 'SK', body: { tax_payer_id: 'PEPJ900421AB1' } }),
      method: 'POST',
      path: 'v1/users/u-1/SK/tax_info',
      exactBody: { tax_payer_id: 'PEPJ900421AB1' },
    },
    {
      name: 'validateCode',
      run: () =>
        operations.validateCode.call({
          code: '123456',
          phone_number: '5512345678',
          anonymous_id: '5f0c7a1e-3b2d-4c5e-8f9a-0b1c2d3e4f50',
        }),
      method: 'PUT',
      path: 'v1/users/code',
      exactBody: {
        code: '123456',
        phone_number: '5512345678',
        anonymous_id: '5f0c7a1e-3b2d-4c5e-8f9a-0b1c2d3e4f50',
      },
    },
    {
      name: 'requestAvalNip',
      run: () => operations.requestAvalNip.call({ id: 'u-1', type: 'SK', to: 'partner' }),
      method: 'POST',
      path: 'v1/users/u-1/SK/aval/nip',
      query: { to: 'partner' },
      exactBody: {},
    },
    {
      name: 'confirmAvalNip',
      run: () => operations.confirmAvalNip.call({ id: 'u-1', type: 'SK', to: 'collateral', nip: '9876' }),
      method: 'PUT',
      path: 'v1/users/u-1/SK/aval/nip',
      query: { to: 'collateral' },
      exactBody: { nip: '9876' },
    },
    {
      name: 'changeAvalPhone',
      run: () =>
        operations.changeAvalPhone.call({
          id: 'u-1',
          type: 'SK',
          aval_type: 'partner',
          phone_number: '5522220000',
          new_phone_number: '+525544443333',
        }),
      method: 'PUT',
      path: 'v1/users/u-1/SK/aval/phone-number',
      exactBody: {
        aval_type: 'partner',
        phone_number: '5522220000',
        new_phone_number: '+525544443333',
      },
    },
    {
      name: 'getUserDetail (type before id)',
      run: () => operations.getUserDetail.call({ type: 'SK', id: 'u-1' }),
      method: 'GET',
      path: 'v1/users/SK/u-1',
    },
    {
      name: 'getCities',
      run: () => operations.getCities.call(),
      method: 'GET',
      path: 'v1/cities',
      query: { 'only-allowed': 'true' },
    },
    {
      name: 'getIdentityStatus',
      run: () =>
        operations.getIdentityStatus.call({
          user_type_id: 'SK',
          user_id: 'u-1',
          verification_type: 'REVERIFICATION',
          person_type: 'titular',
        }),
      method: 'GET',
      path: 'v1/users/SK/u-1/mati-status',
      query: { verification_type: 'REVERIFICATION', person_type: 'titular' },
    },
    {
      name: 'reportAdviserContact (account type before user id)',
      run: () =>
        operations.reportAdviserContact.call({
          accountType: 'SK',
          user_id: 'u-1',
          type: 'CALL_ADVISER',
        }),
      method: 'PUT',
      path: 'v1/users/SK/u-1/adviser-contact-type/CALL_ADVISER',
    },
    {
      name: 'saveSignature',
      run: () =>
        operations.saveSignature.call({
          user_type_id: 'SK',
          user_id: 'u-1',
          person_type: 'collateral',
          signature: 'iVBORw0KGgo=',
          metadata: '{"ip":"1.2.3.4"}',
        }),
      method: 'PUT',
      path: 'v1/users/SK/u-1/contract',
      exactBody: {
        person_type: 'collateral',
        signature: 'iVBORw0KGgo=',
        metadata: '{"ip":"1.2.3.4"}',
      },
    },
  ])('$name: $method $path', async ({ run, method, path, query, body, exactBody }) => {
    const fetch = stubFetch(() => json(200, { data: {} }));
    await run();
    expect(fetch.requests).toHaveLength(1);
    const sent = await fetch.last();
    expect(sent.method).toBe(method);
    expect(`${sent.url.origin}${sent.url.pathname}`).toBe(REGISTRATION + path);
    expect(Object.fromEntries(sent.url.searchParams)).toEqual(query ?? {});
    if (exactBody) expect(JSON.parse(sent.body)).toEqual(exactBody);
    else if (body) expect(JSON.parse(sent.body)).toMatchObject(body);
    else expect(sent.body).toBe('');
    if (sent.body) expect(sent.headers.get('content-type')).toBe('application/json');
  });

  it('encodes path segments that come from the address bar', async () => {
    const fetch = stubFetch(() => json(200, { data: USER }));
    await operations.getUserDetail.call({ type: 'SK', id: '../admin?x=1' });
    expect((await fetch.last()).url.pathname).toBe('/sandbox/registration/v1/users/SK/..%2Fadmin%3Fx%3D1');
    await operations.getZipCode.call({ zip: '50 000/' }).catch(() => {});
    expect((await fetch.last()).url.pathname).toBe('/sandbox/registration/v1/zip-codes/50%20000%2F');
  });

  it('looks a phone up with its query, and anonymous_id only when known', async () => {
    const fetch = stubFetch(() => json(200, { data: USER }));
    await operations.getUserByPhone.call({ phone_number: '5512345678' });
    expect(Object.fromEntries((await fetch.last()).url.searchParams)).toEqual({
      phone_number: '5512345678',
    });
    await operations.getUserByPhone.call({ phone_number: '5512345678', anonymous_id: 'a-1' });
    expect(Object.fromEntries((await fetch.last()).url.searchParams)).toEqual({
      phone_number: '5512345678',
      anonymous_id: 'a-1',
    });
  });

  it('sends a POST once, even when it fails (no retries)', async () => {
    const fetch = stubFetch(() => json(503, { message: 'busy' }));
    await expect(operations.sendCode.call({ anonymous_id: 'a', phone_number: '5512345678' })).rejects.toEqual({
      status: 503,
      message: 'busy',
    });
    expect(fetch.requests).toHaveLength(1);
  });
});

describe('what each operation answers', () => {
  it('getUserByPhone: the user, or null on 404 (a new applicant)', async () => {
    stubFetch(() => json(200, { data: USER }));
    expect(await operations.getUserByPhone.call({ phone_number: '5512345678' })).toEqual(USER);
    stubFetch(() => json(404, { message: 'user not found' }));
    expect(await operations.getUserByPhone.call({ phone_number: '5512345678' })).toBeNull();
  });

  it('getUserByPhone: other failures still reject', async () => {
    stubFetch(() => json(500, { message: 'boom' }));
    await expect(operations.getUserByPhone.call({ phone_number: '5512345678' })).rejects.toMatchObject({ status: 500 });
  });

  it('unwraps data, and the nested lists of zip codes and sales ranges', async () => {
    const entries = [{ neighborhood: 'Centro', state: 'Estado de México', city: 'Toluca' }];
    stubFetch(() => json(200, { data: { data: entries } }));
    expect(await operations.getZipCode.call({ zip: '50000' })).toEqual(entries);
    const ranges = [{ id: 1, range_description: 'Menos de $5,000' }];
    stubFetch(() => json(200, { data: { ranges } }));
    expect(await operations.getSalesRanges.call()).toEqual(ranges);
    stubFetch(() => json(200, { data: ['Otros', 'Farmacia'] }));
    expect(await operations.getBusinessTypes.call()).toEqual(['Otros', 'Farmacia']);
    stubFetch(() => json(200, { data: { nip: '4321' } }));
    expect(await operations.requestNip.call({ id: 'u-1', type: 'SK' })).toEqual({ nip: '4321' });
  });

  it('treats an empty success as done for calls whose answer nobody reads', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    expect(await operations.confirmNip.call({ id: 'u-1', type: 'SK', nip: '1234' })).toEqual({});
    expect(await operations.assignLead.call(lead())).toEqual({});
  });

  it('passes a redirection_url through, and nothing else', async () => {
    stubFetch(() => json(200, { data: { redirection_url: 'https://example.test/x', extra: 1 } }));
    expect(
      await operations.startReverseOtp.call({
        phone_number: '5512345678',
        anonymous_id: 'a',
        ip_address: '',
      }),
    ).toEqual({
      redirection_url: 'https://example.test/x',
    });
  });

  it('rejects a reverse-OTP start that gives nowhere to continue', async () => {
    const payload = { phone_number: '5512345678', anonymous_id: 'a', ip_address: '' };
    stubFetch(() => json(200, { data: {} }));
    await expect(operations.startReverseOtp.call(payload)).rejects.toEqual({
      status: 200,
      message: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
    });
    stubFetch(() => new Response('{"data": {"redir', { status: 200 }));
    await expect(operations.startReverseOtp.call(payload)).rejects.toMatchObject({ status: 0 });
  });

  it('the contract: JSON with its url, or the PDF itself, held at an address of the page; never HTML', async () => {
    const input = { user_type_id: 'SK', user_id: 'u-1' };
    stubFetch(() => json(200, { data: { url: 'https://docs.example.test/c.pdf' } }));
    expect(await operations.getContract.call(input)).toEqual({ url: 'https://docs.example.test/c.pdf' });
    // jsdom has no object URLs: the page's own, as a browser would make it.
    const held: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      held.push(blob as Blob);
      return 'blob:http://localhost/contract-1';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.useFakeTimers();
    const pdf = new Response('%PDF-1.4 contrato', { status: 200, headers: { 'content-type': 'application/pdf' } });
    stubFetch(() => pdf);
    expect(await operations.getContract.call(input)).toEqual({ url: 'blob:http://localhost/contract-1' });
    expect(held[0]?.type).toBe('application/pdf');
    expect(await held[0]?.text()).toBe('%PDF-1.4 contrato');
    vi.advanceTimersByTime(60_000);
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/contract-1');
    vi.useRealTimers();
    // An HTML page held at the page's own origin could run scripts with the person's session.
    stubFetch(() => new Response('<script>1</script>', { status: 200, headers: { 'content-type': 'text/html' } }));
    await expect(operations.getContract.call(input)).rejects.toMatchObject({ status: 0 });
    expect(held).toHaveLength(1);
    vi.restoreAllMocks();
  });

  it('rejects with an ApiError when a success has no data', async () => {
    stubFetch(() => json(200, { user: USER }));
    await expect(operations.getUserDetail.call({ type: 'SK', id: 'u-1' })).rejects.toMatchObject({
      status: 200,
    });
  });
});

describe('headers', () => {
  it('sends the stored client token to the registration service, read at each call', async () => {
    const fetch = stubFetch(() => json(200, { data: [] }));
    await operations.getCities.call();
    expect((await fetch.last()).headers.has('authorization')).toBe(false);
    sessionStorage.setItem('clientToken', 'tok-1');
    await operations.getCities.call();
    expect((await fetch.last()).headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('sends the API key to the operations service only when configured', async () => {
    const fetch = stubFetch(() => json(200, { data: {} }));
    await operations.assignLead.call(lead());
    const first = await fetch.last();
    expect(first.url.href).toBe(`${location.origin}/sandbox/operations/v1/lead-assignment`);
    expect(first.headers.has('x-api-key')).toBe(false);
    expect(first.headers.has('authorization')).toBe(false);

    vi.stubEnv('VITE_OPERATIONS_API_KEY', 'key-123');
    vi.stubEnv('VITE_OPERATIONS_API_URL', 'https://ops.example.test/api');
    vi.resetModules();
    const fresh = await import('./registry');
    await fresh.operations.assignLead.call(lead());
    const second = await fetch.last();
    expect(second.headers.get('x-api-key')).toBe('key-123');
    expect(second.url.href).toBe('https://ops.example.test/api/v1/lead-assignment');
  });
});

describe('bufferedFetch', () => {
  /** A Request as Firefox has it: no `body` property (undefined, never null). */
  const asInFirefox = (request: Request) => Object.defineProperty(request, 'body', { value: undefined });

  it('sends a GET as it is, in an engine without Request.body (Firefox)', async () => {
    const sent = vi.fn(async (_input: RequestInfo | URL) => new Response('{}'));
    vi.stubGlobal('fetch', sent);
    await bufferedFetch(asInFirefox(new Request('http://localhost/v1/users?phone_number=5512345678')));
    expect(sent).toHaveBeenCalledTimes(1);
    expect((sent.mock.calls[0]?.[0] as Request | undefined)?.method).toBe('GET');
  });

  it('sends a POST body buffered, with or without Request.body', async () => {
    const bodies: string[] = [];
    vi.stubGlobal('fetch', async (input: Request) => {
      bodies.push(await input.text());
      return new Response('{}');
    });
    const post = () => new Request('http://localhost/v1/users/code', { method: 'POST', body: '{"a":1}' });
    await bufferedFetch(post());
    await bufferedFetch(asInFirefox(post()));
    expect(bodies).toEqual(['{"a":1}', '{"a":1}']);
  });
});

describe('resolveBaseUrl', () => {
  it.each([
    [undefined, '/sandbox/registration', `${location.origin}/sandbox/registration`],
    ['', '/sandbox/registration', `${location.origin}/sandbox/registration`],
    ['  ', '/fallback', `${location.origin}/fallback`],
    ['https://api.example.test/reg', '/x', 'https://api.example.test/reg'],
    ['http://127.0.0.1:4010/sandbox/registration', '/x', 'http://127.0.0.1:4010/sandbox/registration'],
    ['/api/registration', '/x', `${location.origin}/api/registration`],
  ])('%j (default %s) → %s', (configured, fallback, expected) => {
    expect(resolveBaseUrl(configured, fallback)).toBe(expected);
  });
});

function lead() {
  return {
    lead_id: '0b6f8a34-9d1c-4e55-a7f2-3c4d5e6f7a8b',
    lead_type: 'INTERNAL' as const,
    shopkeeper_phone: '5512345678',
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    created_at: '2026-11-26T10:00:00.000Z',
    updated_at: '2026-11-26T10:00:00.000Z',
  };
}

describe('warmApi', () => {
  it('fetches the HTTP client at the first tap, key or focus, and only once', async () => {
    // The client as warmApi will import it (a test above reset the modules).
    const client = await import('./client');
    const warm = vi.spyOn(client.registrationApi, 'warm').mockResolvedValue(undefined as never);
    const more = vi.fn(() => Promise.resolve());
    const page = new EventTarget();
    warmApi(page, more);
    expect(warm).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('focusin'));
    page.dispatchEvent(new Event('pointerdown'));
    page.dispatchEvent(new Event('keydown'));
    await vi.waitFor(() => expect(warm).toHaveBeenCalledTimes(1));
    expect(more).toHaveBeenCalledTimes(1);
    warm.mockRestore();
  });
});
