// Turns step paths into hrefs and back. No screen writes a URL by hand: every
// link is `hrefFor(step, params, query)` over the manifest's path pattern.

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** Names of the `:params` in a path pattern, in order. */
export function paramNames(pattern: string): string[] {
  return [...pattern.matchAll(PARAM)].map((m) => m[1] as string);
}

/** The first pattern whose parameters are all given (so /home/:phoneNumber wins over /home when a phone is known). */
export function pickPattern(patterns: string[], params: Record<string, string | undefined>): string {
  const usable = patterns.filter((p) => paramNames(p).every((n) => params[n]));
  const best = usable.sort((a, b) => paramNames(b).length - paramNames(a).length)[0];
  if (!best) throw new Error(`Missing route parameter for ${patterns.join(' | ')}`);
  return best;
}

/** A parameter in a route pattern (`:user_id`, React Router's) or an API path template (`{user_id}`, OpenAPI's). */
const ANY_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)|\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * A route pattern or an API path template filled in, each value encoded: ids, phone numbers
 * and names come from the address bar, so a stray '/' or '?' must not change which page or
 * endpoint it is. A missing value throws, unless `missing` says what stands in for it.
 */
export function fillPath(
  pattern: string,
  params: Readonly<Record<string, string | undefined>>,
  missing?: string,
): string {
  return pattern.replace(ANY_PARAM, (_m, route: string | undefined, api: string | undefined) => {
    const name = (route ?? api) as string;
    const value = params[name];
    if (value) return encodeURIComponent(value);
    if (missing !== undefined) return missing;
    throw new Error(`Missing route parameter "${name}" for ${pattern}`);
  });
}

export function withQuery(path: string, query?: Record<string, string | undefined>): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) search.set(k, v);
  const s = search.toString();
  return s ? `${path}?${s}` : path;
}

export function asList(path: string | string[]): string[] {
  return Array.isArray(path) ? path : [path];
}
