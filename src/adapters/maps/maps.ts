// The address search behind a small interface (DESIGN: third parties fail soft).
// The Google form is its own lazy chunk, loaded only when a key is configured;
// without a key, or when the script fails or is slow, the null form answers and
// the screen falls back to 'No encontre mi domicilio'.
import type { AddressParts, MapsAdapter } from './maps-types';

export const EMPTY_ADDRESS: AddressParts = { zipCode: '', direction: '', streetNumber: '' };

export const nullMaps: MapsAdapter = {
  available: false,
  suggest: async () => [],
  details: async () => EMPTY_ADDRESS,
};

export interface MapsOptions {
  apiKey: string;
  /** CLDR region code the suggestions are restricted to ('mx'). */
  region: string;
  /** The script must be ready within this time, or the null form is used. */
  timeoutMs?: number;
}

export const MAPS_TIMEOUT_MS = 8000;

/** Makes the adapter that answers in place of the configured one (see setMapsStandIn). */
export type MapsStandIn = (options: MapsOptions) => MapsAdapter;

let standIn: MapsStandIn | null = null;

/**
 * Dev server only: the screen gallery answers the address search from its
 * sample addresses, whatever key is configured; null puts the configured form
 * back. A production build never reads it (import.meta.env.DEV is false there,
 * and the branch is dropped from the bundle).
 */
export function setMapsStandIn(make: MapsStandIn | null): void {
  if (import.meta.env.DEV) standIn = make;
}

/** Never rejects: the Google form when it loads in time, else the null form. */
export async function loadMaps(options: MapsOptions): Promise<MapsAdapter> {
  if (import.meta.env.DEV && standIn) return standIn(options);
  const { apiKey, region, timeoutMs = MAPS_TIMEOUT_MS } = options;
  if (!apiKey) return nullMaps;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<MapsAdapter>((resolve) => {
    timer = setTimeout(() => resolve(nullMaps), timeoutMs);
  });
  const google = import('./google-maps').then((m) => m.createGoogleMaps({ apiKey, region })).catch(() => nullMaps);
  try {
    return await Promise.race([google, late]);
  } finally {
    clearTimeout(timer);
  }
}
