// The sessionStorage keys of spec section 3, in one place. Codes, NIPs,
// passwords and signatures are never stored.
export const SESSION_KEYS = [
  'clientToken',
  'phone_number',
  'anonymous_id',
  'version',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'otp-vendor',
  'sessionUuid',
  'sales_identifier',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

export function readSession(key: SessionKey): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null; // private mode or storage disabled: behave as empty
  }
}

export function writeSession(key: SessionKey, value: string | null | undefined): void {
  try {
    if (value === null || value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    /* storage full or disabled: the flow still works within this page */
  }
}

/** Copies the given query parameters into sessionStorage when present. */
export function keepQueryInSession(query: URLSearchParams, keys: SessionKey[]): void {
  for (const key of keys) {
    const value = query.get(key);
    if (value !== null) writeSession(key, value);
  }
}
