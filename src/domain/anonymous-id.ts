// The anonymous id of spec section 5: deterministic from a fixed prefix and the
// phone ("made of the first 16 digits"), so the same phone always gets the same
// id (the analytics identity survives a new device or a cleared session).
//
// It is a name-based UUID, version 5 (SHA-1, RFC 9562 section 5.5), of those 16
// digits under our own namespace, so it cannot be read back into the phone. It
// is pseudonymous, not anonymous: phone numbers are few enough (10^10) that
// anyone who knows the namespace can hash them one by one and find a given id.
// Treat it as personal data wherever it is stored.
import { sha1 } from './sha1';
import { formatUuid } from './uuid';

const PREFIX = '5200';

/** Our namespace (a random v4 UUID, fixed forever: changing it changes every id). */
export const ANONYMOUS_ID_NAMESPACE = '8ee28d29-db16-4edd-9cd5-5fff51083ead';

export function anonymousIdFor(phone: string): string {
  const digits = `${PREFIX}${phone.replace(/\D/g, '')}`.padEnd(16, '0').slice(0, 16);
  return uuidV5(ANONYMOUS_ID_NAMESPACE, digits);
}

/** RFC 9562 section 5.5: SHA-1 of the namespace's 16 bytes then the name's UTF-8, cut to 16 bytes. */
export function uuidV5(namespace: string, name: string): string {
  const ns = hexBytes(namespace.replace(/-/g, ''));
  const text = new TextEncoder().encode(name);
  const input = new Uint8Array(ns.length + text.length);
  input.set(ns);
  input.set(text, ns.length);
  const bytes = sha1(input).slice(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50; // version 5
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80; // RFC 9562 variant (10xx)
  return formatUuid(bytes);
}

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from({ length: hex.length / 2 }, (_, i) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16));
}
