// Where the consent answer sends the guarantor next (its redirection_url). The
// URL comes from the API, so only a web address is followed: a `javascript:`
// or `data:` URL would run in this page.

/** `raw` resolved against this page when it is an http(s) address, else null. */
export function webUrl(raw: string, base: string = window.location.href): string | null {
  try {
    const url = new URL(raw, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The browser's navigation, behind an object so tests can watch it (jsdom cannot navigate). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
