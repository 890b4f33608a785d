// Every JSON file the flow is made of, imported here so that Vite's dev server
// knows the gallery depends on each of them: saving any of them reloads the
// gallery. Step schemas reach the screens through the validators
// precompiled by `npm run gen:validators`, so the gallery also says when one
// is older than its JSON (the form would show the old fields and messages).
import { countries } from '../src/config/country';

type Json = Record<string, unknown>;

const flowFiles = import.meta.glob<Json>('../flows/*.json', { eager: true, import: 'default' });
const stepSchemas = import.meta.glob<Json>(['../schemas/steps/*.json', '!**/*.ui.json'], {
  eager: true,
  import: 'default',
});
// Only for the module graph (reload on change): the screens load them themselves.
import.meta.glob<Json>(['../schemas/steps/*.ui.json', '../countries/*.json'], { eager: true });
const compiled = import.meta.glob<unknown>('../src/generated/validators/*/*.js', { eager: true, import: 'schema' });

if (import.meta.hot) import.meta.hot.accept(() => window.location.reload());

const name = (path: string) => path.replace(/^.*\//, '');

/** The flow file (flows/x.json) that defines a step. */
export function flowFileOf(stepId: string): string | undefined {
  const found = Object.entries(flowFiles).find(([, f]) => stepId in ((f.steps as Json | undefined) ?? {}));
  return found ? `flows/${name(found[0])}` : undefined;
}

const WHOLE = /^\{country\.([A-Za-z0-9_]+)\}$/;
const PART = /\{country\.([A-Za-z0-9_]+)\}/g;

/** As scripts/lib/data.mjs: `{country.key}` filled, a whole-string placeholder keeping the value's type. */
function resolveCountry(value: unknown, country: Json): unknown {
  if (typeof value === 'string') {
    const whole = value.match(WHOLE);
    if (whole?.[1]) return country[whole[1]];
    return value.replace(PART, (m, key: string) => (key in country ? String(country[key]) : m));
  }
  if (Array.isArray(value)) return value.map((v) => resolveCountry(v, country));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveCountry(v, country)]));
  return value;
}

/** Step schemas whose precompiled validator is missing or older than the JSON, as "country/step". */
export function staleValidators(): string[] {
  const stale: string[] = [];
  for (const [code, country] of Object.entries(countries))
    for (const [path, json] of Object.entries(stepSchemas)) {
      const step = name(path).replace(/\.json$/, '');
      const { $schema: _meta, ...schema } = json;
      const built = compiled[`../src/generated/validators/${code}/${step}.js`];
      if (JSON.stringify(built) !== JSON.stringify(resolveCountry(schema, country as Json)))
        stale.push(`${code}/${step}`);
    }
  return stale;
}
