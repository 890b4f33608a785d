// The sandbox held to the contract, api/openapi.yaml, both ways: a request body that breaks
// its operation's request schema gets a 400 naming the field (as the lender's service
// would), and an answer of the sandbox's own that breaks the operation's answer schema is
// refused with a 500 naming the field, so the sandbox cannot drift from the document the
// client's types are generated from.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createValidators, operationsOf, readDocument, responseFor } from '../scripts/lib/openapi.mjs';
import { invalidPayload, SandboxError } from './http.ts';

// Not `new URL('..', import.meta.url)`: under jsdom (Vitest) the global URL resolves it
// against the page, not the file.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** An operation of the contract as the sandbox serves it. */
export interface ContractOperation {
  method: 'GET' | 'POST' | 'PUT';
  /** The path template as the sandbox's router matches it: 'v1/users/:id/:type/nip'. */
  path: string;
  /** Whether the operation sends a JSON body (its request schema). */
  hasBody: boolean;
  /** How much of a success the client needs (`x-answer`): where it is not `required`, a 204 will do. */
  answer: 'required' | 'optional' | 'ignored';
}

export interface Validators {
  /** The contract's operations by operationId. */
  operations: ReadonlyMap<string, ContractOperation>;
  /** Throws a 400 naming the first field of the body that breaks the operation's request schema. */
  check(op: string, body: unknown): void;
  /** Throws a 500 naming the first field of an answer (`{ data }`) that breaks the operation's answer schema. */
  checkAnswer(op: string, status: number, answer: unknown): void;
  /** Throws a 500 unless the operation declares this status with this content type (none: no body). */
  checkRaw(op: string, status: number, type: string | undefined): void;
  /** A compiled schema of the contract's components by name ('User', 'IdentityStatusAnswer'): tests check answers with it. */
  get(name: string): ValidateFunction;
}

export function loadValidators(root = ROOT): Validators {
  const doc = readDocument(root);
  const { validator } = createValidators(doc);
  const byId = new Map(operationsOf(doc).map((o) => [o.id, o]));
  const operations = new Map<string, ContractOperation>(
    [...byId].map(([id, o]) => [
      id,
      {
        method: o.method as ContractOperation['method'],
        path: o.path.replace(/^\//, '').replace(/\{(\w+)\}/g, ':$1'),
        hasBody: Boolean(o.op.requestBody),
        answer: o.op['x-answer'] as ContractOperation['answer'],
      },
    ]),
  );
  const found = (op: string) => {
    const o = byId.get(op);
    if (!o) throw new Error(`no operation ${op} in api/openapi.yaml`);
    return o;
  };
  // Compile every request schema now: a broken schema fails at start-up, not mid-journey.
  const requests = new Map<string, ValidateFunction>();
  for (const [id, o] of byId) {
    const schema = o.op.requestBody?.content?.['application/json']?.schema;
    if (schema) requests.set(id, validator(schema));
  }
  return {
    operations,
    check(op, body) {
      const validate = requests.get(op);
      if (validate && !validate(body)) throw invalidPayload(describeError(validate.errors?.[0]));
    },
    checkAnswer(op, status, answer) {
      const schema = responseFor(doc, found(op).op, status)?.response?.content?.['application/json']?.schema;
      if (!schema) throw new SandboxError(500, `sandbox answer breaks the contract: ${op} has no ${status} answer`);
      const validate = validator(schema);
      if (!validate(answer))
        throw new SandboxError(500, `sandbox answer breaks the contract: ${op} ${describeError(validate.errors?.[0])}`);
    },
    checkRaw(op, status, type) {
      const declared = responseFor(doc, found(op).op, status);
      const content = declared?.response?.content ?? {};
      const ok = declared && (type === undefined ? Object.keys(content).length === 0 : type in content);
      if (!ok)
        throw new SandboxError(
          500,
          `sandbox answer breaks the contract: ${op} declares no ${status} ${type ?? 'without a body'}`,
        );
    },
    get: (name) => validator({ $ref: `#/components/schemas/${name}` }),
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
