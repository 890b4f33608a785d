/** What the person typed, as the tax id is stored: letters and digits only, upper case. */
export function cleanTaxId(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-ZÑ&0-9]/g, '')
    .slice(0, 20);
}

/** Grouped 3-7-1 with dashes while typed ('00112345678' → '001-1234567-8'), for profiles that format it. */
export function formatTaxId(clean: string): string {
  const parts = [clean.slice(0, 3), clean.slice(3, 10), clean.slice(10)].filter(Boolean);
  return parts.join('-');
}
