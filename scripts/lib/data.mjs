// Shared by the build-time scripts: reads the country profiles and resolves
// `{country.key}` placeholders inside step schemas (a whole-string placeholder
// keeps the profile value's type, so `"maxLength": "{country.taxIdLength}"` becomes 13).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** A JSON file's value; a file that does not parse is named in the error (`name`: as the person knows it). */
export function readJson(path, name = path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Error(`${name}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

export function loadCountries(root) {
  const dir = join(root, 'countries');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
      .sort()
      .map((f) => [basename(f, '.json'), readJson(join(dir, f), `countries/${f}`)]),
  );
}

const WHOLE = /^\{country\.([A-Za-z0-9_]+)\}$/;
const PART = /\{country\.([A-Za-z0-9_]+)\}/g;

export function resolveCountryValues(value, country) {
  if (typeof value === 'string') {
    const whole = value.match(WHOLE);
    if (whole) return country[whole[1]];
    return value.replace(PART, (m, key) => (key in country ? String(country[key]) : m));
  }
  if (Array.isArray(value)) return value.map((v) => resolveCountryValues(v, country));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveCountryValues(v, country)]));
  return value;
}
