import type { KyInstance, KyRequest, KyResponse, Options } from 'ky';
import { readSession } from '../adapters/session';

// The spec's single timeout for every call. No retries: a repeated POST could send a second
// code or NIP, so the person decides when to try again.
const TIMEOUT_MS = 150_000;

/**
 * Makes a configured base URL absolute. Browsers resolve a relative prefix against the page,
 * but fetch outside a document (tests, workers) cannot, so resolve it once here for both.
 */
export function resolveBaseUrl(configured: string | undefined, fallback: string): string {
  const url = configured?.trim() || fallback;
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) return url;
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return new URL(url, origin).href;
}

// The demo build falls back to the sandbox the dev and preview servers answer. A
// production build has no fallback to fall to: it never builds without the
// lender's URLs (scripts/production-settings.ts), and no sandbox path is in it.
const SANDBOX_REGISTRATION = __SANDBOX__ ? '/sandbox/registration' : '';
const SANDBOX_OPERATIONS = __SANDBOX__ ? '/sandbox/operations' : '';

/** The stored bearer token (spec 6); readSession copes with blocked storage. */
function readClientToken(): string | null {
  return readSession('clientToken');
}

// Read at each request, not at start-up: the token arrives mid-flow (code check, registration).
function attachClientToken(request: KyRequest): void {
  const token = readClientToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
}

/**
 * ky clones every Request before sending it, and a cloned body is a stream:
 * Chromium then sends it as a streamed upload, which older Android WebViews
 * lack and which devtools (and our end-to-end recorder) cannot read. Our bodies
 * are small JSON, so send them buffered. A GET or HEAD is known by its method, not
 * by `body === null`: Firefox has no `Request.body` (undefined), and a GET given
 * even an empty buffer is refused ('HEAD or GET Request cannot have a body').
 */
export async function bufferedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (!(input instanceof Request) || input.method === 'GET' || input.method === 'HEAD' || input.body === null)
    return fetch(input, init);
  const body = await input.arrayBuffer();
  return fetch(new Request(input, { body }), init);
}

/** The methods our operations use, each resolving with the answer (ky's errors on failure). */
export interface LazyApi {
  get(url: string, options?: Options): Promise<KyResponse>;
  post(url: string, options?: Options): Promise<KyResponse>;
  put(url: string, options?: Options): Promise<KyResponse>;
  /** Loads ky ahead of the first call. */
  warm(): Promise<unknown>;
}

/**
 * ky (about 5 KiB gzip) is fetched with the first call or the first interaction
 * (`warmApi`, warm.ts), not with the first screen: the start screen paints before anyone can
 * tap 'Continuar' (the first screen's 95 KiB budget).
 */
function lazyApi(options: () => Options): LazyApi {
  let instance: Promise<KyInstance> | undefined;
  const load = () => {
    instance ??= import('ky').then(({ default: ky }) => ky.create(options()));
    // A failed chunk download (offline) must not stick: the next call tries again.
    instance.catch(() => {
      instance = undefined;
    });
    return instance;
  };
  return {
    get: (url, o) => load().then((api) => api.get(url, o)),
    post: (url, o) => load().then((api) => api.post(url, o)),
    put: (url, o) => load().then((api) => api.put(url, o)),
    warm: load,
  };
}

/** The lender's registration service (spec 7). */
export const registrationApi = lazyApi(() => ({
  prefixUrl: resolveBaseUrl(import.meta.env.VITE_REGISTRATION_API_URL, SANDBOX_REGISTRATION),
  timeout: TIMEOUT_MS,
  retry: 0,
  fetch: bufferedFetch,
  hooks: { beforeRequest: [attachClientToken] },
}));

const operationsApiKey = import.meta.env.VITE_OPERATIONS_API_KEY?.trim();

/** The lender's operations service (lead assignment), authenticated by an API key. */
export const operationsApi = lazyApi(() => ({
  prefixUrl: resolveBaseUrl(import.meta.env.VITE_OPERATIONS_API_URL, SANDBOX_OPERATIONS),
  timeout: TIMEOUT_MS,
  retry: 0,
  fetch: bufferedFetch,
  headers: operationsApiKey ? { 'x-api-key': operationsApiKey } : {},
}));
