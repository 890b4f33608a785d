// Copy placeholders: `{country.appName}`, `{params.phoneNumber}`, `{data.collateralName}`.
// Product staff write them in JSON; the engine fills them from the country profile,
// the route parameters and the screen's data. An unknown placeholder is left as
// written (flows:check reports it) rather than shown as "undefined".

export type CopyContext = Record<string, unknown>;

const PLACEHOLDER = /\{([A-Za-z_][\w]*(?:\.[\w-]+)+)\}/g;

/** The value at a dotted path ('request.welcome_screen_number') of an answer or a context; undefined when absent. */
export function valueAt(ctx: unknown, path: string): unknown {
  let value: unknown = ctx;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Fills every placeholder of `text` from `ctx`. One that `ctx` has no value for is left as
 * written (copy: flows:check names it), or becomes `missing` when given (a payload's optional
 * value: a session key never set is sent empty).
 */
export function resolveCopy(text: string, ctx: CopyContext, missing?: string): string {
  // Most texts have no placeholder: no regex runs for them (on a deep link to
  // 'Sobre ti' the regex took about 2 ms in CPU profiles of unthrottled loads).
  if (!text.includes('{')) return text;
  return text.replace(PLACEHOLDER, (whole, path: string) => {
    const value = valueAt(ctx, path);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : (missing ?? whole);
  });
}

/** Placeholder paths used in a text (for flows:check). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
}

/** Resolves placeholders in every string of a JSON value. */
export function resolveDeep<T>(value: T, ctx: CopyContext): T {
  if (typeof value === 'string') return resolveCopy(value, ctx) as T;
  if (Array.isArray(value)) return value.map((v) => resolveDeep(v, ctx)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveDeep(v, ctx)])) as T;
  return value;
}
