// UUIDs as text. Apart from the anonymous id (and its SHA-1), which the start
// screen loads with its first call: a lead id is needed on the first screen.

/** 16 bytes as a UUID's 8-4-4-4-12 hex text. */
export function formatUuid(bytes: Uint8Array): string {
  const h = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A random UUID (lead ids), also where crypto.randomUUID is missing (plain http). */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  return formatUuid(b);
}
