// The IP geolocation lookup the signature screen makes on load (spec 7): its
// answer goes back to the lender as the signature's `metadata`. A third party
// that may be unset, slow, down or blocked, so it never throws and never makes
// the person wait more than the timeout: anything but a JSON object in time
// becomes the fallback, which says it is one.
import { config } from '../config/env';
import { FALLBACK_IP } from './public-ip';
import { timeoutSignal } from './timeout-signal';

export type Geolocation = Record<string, unknown>;

export const GEOLOCATION_TIMEOUT_MS = 3000;

/** What the metadata holds when no lookup answered: a fresh copy each time. */
export function fallbackGeolocation(): Geolocation {
  return { ip: FALLBACK_IP, source: 'fallback' };
}

function isPlainObject(x: unknown): x is Geolocation {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

export async function ipGeolocation(
  url: string = config.ipGeolocationUrl,
  timeoutMs: number = GEOLOCATION_TIMEOUT_MS,
): Promise<Geolocation> {
  if (!url) return fallbackGeolocation();
  try {
    const res = await fetch(url, {
      signal: timeoutSignal(timeoutMs),
      headers: { accept: 'application/json' },
      // The page's path holds the user's ids: the third party gets no referrer.
      referrerPolicy: 'no-referrer',
      credentials: 'omit',
    });
    if (!res.ok) return fallbackGeolocation();
    const body: unknown = await res.json();
    return isPlainObject(body) ? body : fallbackGeolocation();
  } catch {
    return fallbackGeolocation();
  }
}
