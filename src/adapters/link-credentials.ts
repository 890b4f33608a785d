// A credential in a link (the adviser's `?token=`, the reverse one-time
// password's `?sessionUuid=`) must not stay in the address: it would live on in
// the browser's history, in every server's access log, and in the Referer of the
// page's requests. The entry takes it out of the address before anything else
// runs (main.tsx) and keeps it in the state of that same history entry: a reload
// or a step back to the page still has it, a new visit to the same address does
// not (it would check an old session again), and it never leaves the browser.
// The flow reads it as if it were still in the query (flow-context.tsx).

/** The query parameters that are credentials: read once, never left in the address. */
export const LINK_CREDENTIALS = ['token', 'sessionUuid'] as const;

const KEY = 'linkCredentials';
/** When the last flow of this tab ended: credentials taken before it are spent (back to an old page). */
const ENDED = 'flowEndedAt';

const endedAt = () => {
  try {
    return Number(sessionStorage.getItem(ENDED) ?? 0);
  } catch {
    return 0;
  }
};

/** Moves the link's credentials from the address into its history entry's state (replaced, not pushed). */
export function takeCredentialsFromAddress(): void {
  const url = new URL(window.location.href);
  const found = LINK_CREDENTIALS.filter((name) => url.searchParams.has(name));
  if (!found.length) return;
  const kept = { at: Date.now(), params: Object.fromEntries(found.map((n) => [n, url.searchParams.get(n) ?? ''])) };
  for (const name of found) url.searchParams.delete(name);
  window.history.replaceState({ ...window.history.state, [KEY]: kept }, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The query of the address on screen, with the credentials its link carried put back. */
export function withLinkCredentials(query: URLSearchParams): URLSearchParams {
  const kept = (typeof window === 'undefined' ? undefined : window.history.state?.[KEY]) as
    | { at?: number; params?: Record<string, unknown> }
    | undefined;
  if (!kept?.params || !(Number(kept.at) > endedAt())) return query;
  const full = new URLSearchParams(query);
  for (const [name, value] of Object.entries(kept.params)) if (!full.has(name)) full.set(name, String(value));
  return full;
}

/** The flow has ended: the credentials its links carried are spent, even on a page reached by going back. */
export function spendLinkCredentials(): void {
  try {
    sessionStorage.setItem(ENDED, String(Date.now()));
  } catch {
    /* storage blocked: nothing outlives the page anyway */
  }
}
