// Precompiles every step schema into ajv standalone code (with ajv-errors), once per
// country profile, and turns every API schema into an `as const` module for
// json-schema-to-ts. Runs before dev, build and tests. Why precompile: no ajv
// compiler in the bundle, and the page runs under a CSP without 'unsafe-eval'.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { schemaParser } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import ajvErrors from 'ajv-errors';
import { loadCountries, resolveCountryValues } from './lib/data.mjs';
import { writeFlowIndex } from './lib/flow-index.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'src/generated');
rmSync(out, { recursive: true, force: true });

const jsonFiles = (dir, filter) =>
  readdirSync(join(root, dir))
    .filter((f) => f.endsWith('.json') && filter(f))
    .sort()
    .map((f) => ({
      name: basename(f, '.json'),
      json: JSON.parse(readFileSync(join(root, dir, f), 'utf8')),
    }));

const withoutMeta = ({ $schema: _ignored, ...rest }) => rest;

function compileStep(schema) {
  const map = schemaParser(schema);
  const keys = Object.keys(map);
  const ajv = createAjvInstance(
    undefined,
    undefined,
    { allErrors: true, code: { source: true, esm: true }, schemas: Object.values(map) },
    undefined,
    undefined,
    ajvErrors,
  );
  let code = standaloneCode(ajv, Object.fromEntries(keys.map((k, i) => [`v${i}`, k])));
  // ajv's ESM output still require()s its runtime helpers (ucs2length): make them imports.
  [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]))].forEach((mod, i) => {
    code =
      `import * as r${i}ns from "${mod}.js";\nconst r${i} = r${i}ns.default?.__esModule ? r${i}ns.default : r${i}ns;\n` +
      code.replaceAll(`require("${mod}")`, `r${i}`);
  });
  code += `\nexport const schema = ${JSON.stringify(schema)};\n`;
  code += `export default { ${keys.map((k, i) => `${JSON.stringify(k)}: v${i}`).join(', ')} };\n`;
  return code;
}

const countries = loadCountries(root);
const steps = jsonFiles('schemas/steps', (f) => !f.endsWith('.ui.json'));
for (const [code, country] of Object.entries(countries)) {
  mkdirSync(join(out, 'validators', code), { recursive: true });
  for (const { name, json } of steps) {
    const schema = resolveCountryValues(withoutMeta(json), country);
    const dir = join(out, 'validators', code);
    writeFileSync(join(dir, `${name}.js`), compileStep(schema));
    writeFileSync(
      join(dir, `${name}.d.ts`),
      "import type { ValidatorFunctions } from '@rjsf/validator-ajv8';\nimport type { RJSFSchema } from '@rjsf/utils';\nexport declare const schema: RJSFSchema;\ndeclare const fns: ValidatorFunctions;\nexport default fns;\n",
    );
  }
}

mkdirSync(join(out, 'api'), { recursive: true });
for (const { name, json } of jsonFiles('schemas/api', () => true)) {
  writeFileSync(
    join(out, 'api', `${name}.ts`),
    `// Generated from schemas/api/${name}.json. Do not edit.\nexport const schema = ${JSON.stringify(withoutMeta(json))} as const;\n`,
  );
}
mkdirSync(join(out, 'meta'), { recursive: true });
writeFileSync(
  join(out, 'meta', 'country.ts'),
  `// Generated from countries/country.schema.json. Do not edit.\nexport const schema = ${JSON.stringify(withoutMeta(JSON.parse(readFileSync(join(root, 'countries/country.schema.json'), 'utf8'))))} as const;\n`,
);
const indexed = writeFlowIndex(root, out);
console.log(
  `validators: ${steps.length} steps x ${Object.keys(countries).length} countries; flow index: ${indexed} steps`,
);
