// Addresses that come from an API answer (a redirection_url, the contract's url)
// are followed only when they are web addresses: a `javascript:` or `data:` URL
// would run in this page. Another site must be https in a production build (a
// plain-http hop would expose the session it carries); the demo build and the
// tests allow http, as their sandbox and local servers have no certificate. An
// address on the page's own origin is as safe as the page itself.

/** `raw` resolved against this page when it is a web address we may follow, else null. */
export function webUrl(
  raw: string,
  base: string | undefined = globalThis.location?.href,
  allowHttp: boolean = __SANDBOX__,
): string | null {
  try {
    const url = new URL(raw, base);
    const sameOrigin = base !== undefined && url.origin === new URL(base).origin;
    const secure = url.protocol === 'https:' || (url.protocol === 'http:' && (allowHttp || sameOrigin));
    return secure ? url.href : null;
  } catch {
    return null;
  }
}
