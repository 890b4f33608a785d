/**
 * What the person typed, as the tax id is stored and sent: letters and digits
 * only, upper case. A profile that formats its tax id (the Dominican cédula,
 * 3-7-1) takes digits only, so a dash, space or letter typed there is dropped.
 */
export function cleanTaxId(text: string, digitsOnly = false): string {
  const upper = text.toUpperCase();
  return (digitsOnly ? upper.replace(/[^0-9]/g, '') : upper.replace(/[^A-ZÑ&0-9]/g, '')).slice(0, 20);
}

/** Grouped 3-7-1 with dashes while typed ('00112345678' → '001-1234567-8'), for profiles that format it. */
export function formatTaxId(clean: string): string {
  const parts = [clean.slice(0, 3), clean.slice(3, 10), clean.slice(10)].filter(Boolean);
  return parts.join('-');
}

/**
 * Where the caret goes in the formatted text so that it stays after the same
 * character: `kept` characters of the clean value sit before it.
 */
export function caretAfter(formatted: string, kept: number): number {
  if (kept <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (formatted[i] !== '-') seen += 1;
    if (seen === kept) return i + 1;
  }
  return formatted.length;
}
