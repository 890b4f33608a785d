import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackGeolocation, ipGeolocation } from './ip-geolocation';

const URL_GEO = 'https://geo.example.test/json';
const FALLBACK = { ip: '0.0.0.0', source: 'fallback' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal('fetch', fn);
  return fn;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('ipGeolocation', () => {
  it('unset: the fallback, and no request', async () => {
    const fetch = stubFetch(async () => json({}));
    expect(await ipGeolocation('')).toEqual(FALLBACK);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers the service JSON object as is, asked with GET, no referrer and no cookies', async () => {
    const geo = { ip: '201.141.1.2', city: 'Toluca', country_code: 'MX', latitude: 19.29 };
    const fetch = stubFetch(async () => json(geo));
    expect(await ipGeolocation(URL_GEO)).toEqual(geo);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(URL_GEO);
    expect(init?.method ?? 'GET').toBe('GET');
    expect(init?.referrerPolicy).toBe('no-referrer');
    expect(init?.credentials).toBe('omit');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    ['an HTTP error', async () => json({ error: true }, 429)],
    ['a body that is not JSON', async () => new Response('<html>', { status: 200 })],
    ['a JSON array', async () => json([1, 2])],
    ['a JSON string', async () => json('201.141.1.2')],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s: the fallback, never a throw', async (_case, reply) => {
    stubFetch(reply);
    await expect(ipGeolocation(URL_GEO)).resolves.toEqual(FALLBACK);
  });

  it('a service slower than the timeout: the fallback once the timeout passes', async () => {
    stubFetch(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const started = Date.now();
    await expect(ipGeolocation(URL_GEO, 50)).resolves.toEqual(FALLBACK);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
  });

  it('each fallback is a fresh object (a caller may add to it)', () => {
    const a = fallbackGeolocation();
    a.extra = 1;
    expect(fallbackGeolocation()).toEqual(FALLBACK);
  });
});
