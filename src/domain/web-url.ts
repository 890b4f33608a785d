// Addresses that come from an API answer (a redirection_url) are followed only
// when they are web addresses: a `javascript:` or `data:` URL would run in this page.

/** `raw` resolved against this page when it is an http(s) address, else null. */
export function webUrl(raw: string, base: string | undefined = globalThis.location?.href): string | null {
  try {
    const url = new URL(raw, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
