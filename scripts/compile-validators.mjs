// Precompiles every step schema into ajv standalone code (with ajv-errors), once per
// country profile, and turns every API schema into an `as const` module for
// json-schema-to-ts, and writes the flow index the router reads (scripts/lib/validators.mjs). Runs before dev, build and tests;
// the dev server runs it again when a JSON file changes (scripts/dev-watch-validators.mjs).
// Why precompile: no ajv compiler in the bundle, and the page runs under a CSP
// without 'unsafe-eval'.
import { compileValidators } from './lib/validators.mjs';

const root = new URL('..', import.meta.url).pathname;
const { steps, countries } = compileValidators(root);
console.log(`validators: ${steps} steps x ${countries} countries`);
