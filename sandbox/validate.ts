// Checks request bodies against the client's own contract, schemas/api/<name>.json, so a
// payload the client builds wrong fails here exactly as it would fail the type.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import { invalidPayload } from './http.ts';

// Not `new URL('../schemas/api/', import.meta.url)`: under jsdom (Vitest) the global URL
// resolves it against the page, not the file.
const SCHEMA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'schemas', 'api');

export interface Validators {
  /** Throws a 400 naming the first field that breaks schemas/api/<name>.json. */
  check(name: string, body: unknown): void;
  /** A compiled schema by name, or a part of one ('answers#/definitions/contract'): tests check answers with it. */
  get(ref: string): ValidateFunction;
}

export function loadValidators(dir = SCHEMA_DIR): Validators {
  const ajv = new Ajv({ allErrors: true, strict: true });
  ajvErrors(ajv);
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((file) => {
      const name = basename(file, '.json');
      ajv.addSchema(JSON.parse(readFileSync(join(dir, file), 'utf8')), name);
      return name;
    });
  const get = (ref: string) => {
    const validate = ajv.getSchema(ref);
    if (!validate) throw new Error(`no schema ${ref} in schemas/api`);
    return validate;
  };
  // Compile every request schema now: a broken schema fails at start-up, not mid-journey.
  for (const name of names) get(name);
  return {
    get,
    check(name, body) {
      const validate = get(name);
      if (!validate(body)) throw invalidPayload(describeError(validate.errors?.[0]));
    },
  };
}

/** 'dob must be a date as yyyy-MM-dd', 'name is required', 'extra is not allowed'. */
export function describeError(error: ErrorObject | undefined): string {
  if (!error) return 'body does not match the contract';
  const field = error.instancePath.slice(1).replaceAll('/', '.') || 'body';
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${join2(field, String(params.missingProperty))} is required`;
    case 'additionalProperties':
      return `${join2(field, String(params.additionalProperty))} is not allowed`;
    case 'enum':
      return `${field} must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `${field} must be ${JSON.stringify(params.allowedValue)}`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

const join2 = (parent: string, child: string) => (parent === 'body' ? child : `${parent}.${child}`);
