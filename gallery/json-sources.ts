// Every JSON file the flow is made of, imported here so that Vite's dev server
// knows the gallery depends on each of them: saving any of them reloads the
// gallery. The forms' sample data is read from here too: each step schema's
// `examples` (forms that can be sent) and `x-invalid-examples` (forms that break
// its rules), which the app's modules leave out (scripts/lib/validators.mjs). Step schemas reach the screens through the validators
// precompiled by `npm run gen:validators`, so the gallery also says when one
// is older than its JSON (the form would show the old fields and messages).
import { type Country, countries } from '../src/config/country';

type Json = Record<string, unknown>;

const flowFiles = import.meta.glob<Json>('../flows/*.json', { eager: true, import: 'default' });
const stepSchemas = import.meta.glob<Json>(['../schemas/steps/*.json', '!**/*.ui.json'], {
  eager: true,
  import: 'default',
});
// Only for the module graph (reload on change): the screens load them themselves.
import.meta.glob<Json>(['../schemas/steps/*.ui.json', '../countries/*.json'], { eager: true });
const compiled = import.meta.glob<unknown>('../src/generated/validators/*/*.js', { eager: true, import: 'schema' });
type Validate = (data: unknown) => boolean;
const validators = import.meta.glob<Record<string, Validate>>('../src/generated/validators/*/*.js', {
  eager: true,
  import: 'default',
});
/** Samples for people, not rules: not in the precompiled schema (scripts/lib/validators.mjs SAMPLE_KEYS). */
const SAMPLE_KEYS = ['examples', 'x-invalid-examples'];
const withoutSamples = (schema: Json) =>
  Object.fromEntries(Object.entries(schema).filter(([k]) => !SAMPLE_KEYS.includes(k)));

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
      const { $schema: _meta, ...schema } = withoutSamples(json);
      const built = compiled[`../src/generated/validators/${code}/${step}.js`];
      // The built schema also names its validator ($id: scripts/lib/validators.mjs).
      const { $id: _id, ...rules } = (built ?? {}) as Json;
      if (!built || JSON.stringify(rules) !== JSON.stringify(resolveCountry(schema, country as Json)))
        stale.push(`${code}/${step}`);
    }
  return stale;
}

type FormData = Record<string, unknown>;

/**
 * Whether a profile can hold a sample's zip code: a profile without zip codes
 * sends only its default ('00000'), a profile with them never takes the default
 * for one (the lookup knows no such code). A sample without a zip code fits all.
 */
function zipFits(sample: FormData, country: Country): boolean {
  if (typeof sample.zip_code !== 'string') return true;
  return country.includeZipCode
    ? sample.zip_code !== country.defaultZipCode
    : sample.zip_code === country.defaultZipCode;
}

/**
 * A form step's samples for one profile, from its schema (schemas/steps/<schema>.json),
 * `{country.…}` filled: the first of `examples` the profile's precompiled validator
 * accepts (filled), and the first of `x-invalid-examples` it refuses (invalid), each
 * with a zip code the profile can hold. A step without them shows no such state.
 */
export function formSamples(schemaName: string, country: Country): { filled?: FormData; invalid?: FormData } {
  const json = stepSchemas[`../schemas/steps/${schemaName}.json`];
  const fns = validators[`../src/generated/validators/${country.code}/${schemaName}.js`];
  // The module's first function is the schema's root validator (tests/contract/country-profiles.test.ts reads it so too).
  const validate = fns ? Object.values(fns)[0] : undefined;
  if (!json || !validate) return {};
  const list = (key: string) =>
    (Array.isArray(json[key]) ? (json[key] as unknown[]) : [])
      .map((sample) => resolveCountry(sample, country as unknown as Json) as FormData)
      .filter((sample) => zipFits(sample, country));
  return {
    filled: list('examples').find((sample) => validate(sample)),
    invalid: list('x-invalid-examples').find((sample) => !validate(sample)),
  };
}
