// The validator precompile as a function: every step schema into ajv standalone
// code (with ajv-errors), once per country profile, and the API contract
// (api/openapi.yaml) into `as const` modules for the client's paths and types. Used by scripts/compile-validators.mjs
// (before dev, build and tests) and by the dev server's watcher
// (scripts/dev-watch-validators.mjs), which runs it again on each JSON save.
//
// Only files whose text changes are written, and files no longer produced are
// removed at the end: a run that changes nothing touches nothing, so the dev
// server reloads only for a real change, and never sees src/generated half written.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { hashForSchema, ID_KEY, RJSF_ADDITIONAL_PROPERTIES_FLAG, schemaParser } from '@rjsf/utils';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import ajvErrors from 'ajv-errors';
import { loadCountries, readJson, resolveCountryValues } from './data.mjs';
import { flowIndexSource } from './flow-index.mjs';
import { flowTypesSource } from './flow-types.mjs';
import addFormats from './formats.mjs';
import { writeNameSchemas } from './names-schema.mjs';
import { contractModules, readDocument } from './openapi.mjs';
import { operationsRegistrySource } from './operations-registry.mjs';

const withoutMeta = ({ $schema: _ignored, ...rest }) => rest;

/** Keys of a step schema that are samples for people (the gallery), not rules: kept out of the app's modules. */
const SAMPLE_KEYS = ['examples', 'x-invalid-examples'];

/**
 * A step's module: ajv's standalone validators for its schema (country values
 * resolved), the schema, and the step's uiSchema, so that a form step fetches
 * one file for all three.
 */
function compileStep(withSamples, uiSchema) {
  const schema = Object.fromEntries(Object.entries(withSamples).filter(([key]) => !SAMPLE_KEYS.includes(key)));
  const map = schemaParser(schema);
  const keys = Object.keys(map);
  // Set up as rjsf's own validator sets ajv up (@rjsf/validator-ajv8's AJV_CONFIG and its
  // keyword), with ajv-errors for the Spanish messages; $data: a field may be compared with
  // another (the password confirmation's `const`). Our own formats: step schemas use `uri` at most.
  const ajv = new Ajv({
    allErrors: true,
    multipleOfPrecision: 8,
    strict: false,
    verbose: true,
    discriminator: false,
    $data: true,
    code: { source: true, esm: true },
    schemas: Object.values(map),
  });
  addFormats(ajv);
  ajv.addKeyword(RJSF_ADDITIONAL_PROPERTIES_FLAG);
  ajvErrors(ajv);
  let code = standaloneCode(ajv, Object.fromEntries(keys.map((k, i) => [`v${i}`, k])));
  // ajv's ESM output still require()s its runtime helpers (ucs2length): make them imports.
  [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]))].forEach((mod, i) => {
    code =
      `import * as r${i}ns from "${mod}.js";\nconst r${i} = r${i}ns.default?.__esModule ? r${i}ns.default : r${i}ns;\n` +
      code.replaceAll(`require("${mod}")`, `r${i}`);
  });
  // The schema names its validator ($id, as schemaParser keys it): rjsf then finds it by name,
  // instead of hashing the whole schema, sorted, in the form's first render (about 4 ms on a fast
  // machine, four times that on a slow phone).
  const id = schema[ID_KEY] ?? hashForSchema(schema);
  if (!map[id]) throw new Error(`no validator is keyed ${id}, the schema's own`);
  code += `\nexport const schema = ${JSON.stringify({ ...schema, [ID_KEY]: id })};\n`;
  code += `export const uiSchema = ${JSON.stringify(uiSchema)};\n`;
  code += `export default { ${keys.map((k, i) => `${JSON.stringify(k)}: v${i}`).join(', ')} };\n`;
  return code;
}

const VALIDATOR_TYPES =
  "import type { ValidatorFunctions } from '@rjsf/validator-ajv8';\nimport type { RJSFSchema, UiSchema } from '@rjsf/utils';\nexport declare const schema: RJSFSchema;\nexport declare const uiSchema: UiSchema;\ndeclare const fns: ValidatorFunctions;\nexport default fns;\n";

/** Every file under `dir`, recursively (none when it does not exist). */
function filesUnder(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

function readOrNull(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Generates src/generated from schemas/ and countries/ under `root`. Throws on a
 * JSON file that does not parse (nothing is written then). Returns the files
 * written and removed (paths relative to `root`), and what was compiled.
 */
export function compileValidators(root) {
  const out = join(root, 'src/generated');
  const jsonFiles = (dir, filter) =>
    readdirSync(join(root, dir))
      .filter((f) => f.endsWith('.json') && filter(f))
      .sort()
      .map((f) => ({
        name: basename(f, '.json'),
        json: readJson(join(root, dir, f), `${dir}/${f}`),
      }));

  // Everything is produced in memory first: a broken file stops the run before any write.
  const files = new Map();
  const countries = loadCountries(root);
  const steps = jsonFiles('schemas/steps', (f) => !f.endsWith('.ui.json'));
  const uiSchemas = new Map(jsonFiles('schemas/steps', (f) => f.endsWith('.ui.json')).map((u) => [u.name, u.json]));
  for (const [code, country] of Object.entries(countries))
    for (const { name, json } of steps) {
      const dir = join(out, 'validators', code);
      const uiSchema = withoutMeta(uiSchemas.get(`${name}.ui`) ?? {});
      files.set(join(dir, `${name}.js`), compileStep(resolveCountryValues(withoutMeta(json), country), uiSchema));
      files.set(join(dir, `${name}.d.ts`), VALIDATOR_TYPES);
    }
  for (const [file, text] of contractModules(readDocument(root))) files.set(join(out, file), text);
  const meta = withoutMeta(readJson(join(root, 'countries/country.schema.json'), 'countries/country.schema.json'));
  files.set(
    join(out, 'meta', 'country.ts'),
    `// Generated from countries/country.schema.json. Do not edit.\nexport const schema = ${JSON.stringify(meta)} as const;\n`,
  );

  files.set(join(out, 'flow-index.ts'), flowIndexSource(root));
  files.set(join(out, 'flow-types.ts'), flowTypesSource(root));

  // Outside src/generated, committed: the operations' map, and the names editors offer (from the registries).
  // (A copy of the data files alone, as some tests make, has neither.)
  const written = [];
  if (existsSync(join(root, 'src/api/operations'))) {
    const registry = join(root, 'src/api/registry.ts');
    const text = operationsRegistrySource(root);
    if (readOrNull(registry) !== text) {
      writeFileSync(registry, text);
      written.push(relative(root, registry));
    }
  }
  if (existsSync(join(root, 'src/screens/registry.ts'))) written.push(...writeNameSchemas(root));
  for (const [file, text] of files) {
    if (readOrNull(file) === text) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(relative(root, file));
  }
  const removed = [];
  for (const file of filesUnder(out))
    if (!files.has(file)) {
      rmSync(file);
      removed.push(relative(root, file));
    }
  return { written, removed, steps: steps.length, countries: Object.keys(countries).length };
}
