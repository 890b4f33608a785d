// The anonymous id of spec section 5: a deterministic UUID from a fixed
// prefix and the phone, so the same phone always gets the same id (the
// analytics identity survives a new device or a cleared session). The first 16
// digits of prefix + phone become the 16 bytes of a version-8 (custom) UUID.
const PREFIX = '5200';

export function anonymousIdFor(phone: string): string {
  const digits = `${PREFIX}${phone.replace(/\D/g, '')}`.padEnd(16, '0').slice(0, 16);
  const bytes = [...digits].map((d, i) => (Number(d) * 25 + i * 7) & 0xff);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x80; // version 8
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A random UUID (lead ids), also where crypto.randomUUID is missing (plain http). */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
