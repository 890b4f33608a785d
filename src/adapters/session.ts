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
  /** 'Sobre ti' as saved (names, birth date), for the RFC step's prefill. */
  'applicant',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

// Storage full or blocked (private mode, a policy): what could not be stored lives on in this
// page's memory, so the flow still works within the page (the token after the registration).
const memory = new Map<SessionKey, string>();

export function readSession(key: SessionKey): string | null {
  try {
    return sessionStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeSession(key: SessionKey, value: string | null | undefined): void {
  memory.delete(key);
  try {
    if (value === null || value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    if (value !== null && value !== undefined) memory.set(key, value);
  }
}

/** Copies the given query parameters into sessionStorage when present. */
export function keepQueryInSession(query: URLSearchParams, keys: SessionKey[]): void {
  for (const key of keys) {
    const value = query.get(key);
    if (value !== null) writeSession(key, value);
  }
}

/** Where a form step's draft is kept (screens/form-step/draft.ts); a form step's page reads it too, before any script of ours (scripts/draft-guard.ts). */
export const draftKey = (stepId: string) => `draft:${stepId}`;

/** Forgets every key above and every stored draft: the flow has ended. */
export function forgetSession(): void {
  memory.clear();
  for (const key of SESSION_KEYS) writeSession(key, null);
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(draftKey(''))) sessionStorage.removeItem(key);
  } catch {
    /* storage blocked: nothing was kept */
  }
}
