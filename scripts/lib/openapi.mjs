// The contract document, api/openapi.yaml, as the scripts and tests read it: parsed, walked
// operation by operation, linted (the OpenAPI 3.1 rules, then every schema compiled by
// ajv 2020 with ajv-errors, as the client compiles its request schemas), and turned into
// validators for the answers contract:check receives.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import ajvErrors from 'ajv-errors';
import { parse } from 'yaml';

export const DOCUMENT = 'api/openapi.yaml';

/** The state slices of spec section 3, which `x-slice` names. */
export const SLICES = ['origination', 'collateral', 'catalogs', 'advisor', 'contract', 'operations'];

/** How much of a success the client needs (see the document's header). */
export const ANSWER_KINDS = ['required', 'optional', 'ignored'];

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

// Each schema of components/schemas is known to ajv by this prefix and its name: a local
// '#/components/schemas/User' becomes this id, so a schema compiles alone, without the
// document around it (which is no schema: strict mode would refuse its keywords).
const SCHEMA_ID = 'https://contract.invalid/schemas/';
const COMPONENT_REF = '#/components/schemas/';

/** The parsed document under `root`. */
export function readDocument(root) {
  return parse(readFileSync(join(root, DOCUMENT), 'utf8'));
}

/** A JSON pointer's token: '/' and '~' escaped (RFC 6901). */
const token = (key) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');
export const pointer = (...keys) => keys.map((k) => `/${token(k)}`).join('');

/** What a local `$ref` ('#/components/schemas/User') points at; the object itself when it is no ref. */
export function deref(doc, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
    if (seen.has(current.$ref)) throw new Error(`circular $ref ${current.$ref}`);
    seen.add(current.$ref);
    current = current.$ref
      .slice(2)
      .split('/')
      .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce((at, key) => at?.[key], doc);
  }
  return current;
}

/**
 * Every operation in document order: its id, method (upper case), path template, the
 * operation object, its parameters (path item's and its own, refs resolved) and its service
 * (the tag: 'registration' or 'operations').
 */
export function operationsOf(doc) {
  const list = [];
  // In the order the document writes them (a path's POST before its PUT, as the flow calls them).
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const method of Object.keys(item).filter((k) => METHODS.includes(k))) {
      const op = item[method];
      const byKey = new Map();
      for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
        const param = deref(doc, p);
        byKey.set(`${param.in} ${param.name}`, param);
      }
      list.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        op,
        parameters: [...byKey.values()],
        service: op.tags?.[0],
        pointer: pointer('paths', path, method),
      });
    }
  return list;
}

/**
 * A response key's place when answers are listed: the success range first, then each status
 * written out, each error range after its own statuses ('2XX', '204', '400', '404', '4XX', '5XX').
 */
export function statusOrder(key) {
  const hundred = Number(key[0]);
  if (/^[1-5]XX$/.test(key)) return hundred * 1000 + (hundred === 2 ? 0 : 999);
  return key === 'default' ? 9999 : hundred * 1000 + (Number(key) % 100) + 1;
}

/** The response object for a status: the exact code, else its range ('4XX'), else `default`. */
export function responseFor(doc, op, status) {
  const responses = op.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
  return key ? { key, response: deref(doc, responses[key]) } : null;
}

/** Every schema the document holds, by JSON pointer: components, parameters, bodies, answers. */
export function schemaLocations(doc) {
  const found = [];
  for (const name of Object.keys(doc.components?.schemas ?? {}))
    found.push({ at: pointer('components', 'schemas', name), schema: doc.components.schemas[name] });
  const media = (at, content) => {
    for (const [type, m] of Object.entries(content ?? {}))
      if (m.schema) found.push({ at: `${at}${pointer('content', type, 'schema')}`, schema: m.schema });
  };
  for (const [name, p] of Object.entries(doc.components?.parameters ?? {}))
    if (p.schema) found.push({ at: pointer('components', 'parameters', name, 'schema'), schema: p.schema });
  for (const [name, r] of Object.entries(doc.components?.responses ?? {}))
    media(pointer('components', 'responses', name), r.content);
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    (item.parameters ?? []).forEach((p, i) => {
      if (p.schema) found.push({ at: pointer('paths', path, 'parameters', i, 'schema'), schema: p.schema });
    });
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const at = pointer('paths', path, method);
      (op.parameters ?? []).forEach((p, i) => {
        if (p.schema) found.push({ at: `${at}${pointer('parameters', i, 'schema')}`, schema: p.schema });
      });
      if (op.requestBody?.content) media(`${at}/requestBody`, op.requestBody.content);
      for (const [status, r] of Object.entries(op.responses ?? {}))
        if (r.content) media(`${at}${pointer('responses', status)}`, r.content);
    }
  }
  return found;
}

/** A schema of the document with its refs to components/schemas turned into those schemas' ids. */
function rebased(schema) {
  if (Array.isArray(schema)) return schema.map(rebased);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith(COMPONENT_REF)
        ? `${SCHEMA_ID}${v.slice(COMPONENT_REF.length)}`
        : rebased(v),
    ]),
  );
}

/**
 * ajv 2020 holding the document's schemas, strict (an unknown keyword or a loose type is an
 * error, as in the sandbox's validator), with ajv-errors for the request schemas'
 * `errorMessage`s. `validator(schema)` compiles a schema of the document (a `$ref` or one
 * written in place); `verbose` keeps the failing value on each error, for contract:check's report.
 */
export function createValidators(doc) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true });
  ajvErrors(ajv);
  // A schema the meta-schema refuses is kept out, and said: lintDocument lists these.
  const refused = [];
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {}))
    try {
      ajv.addSchema(rebased(schema), `${SCHEMA_ID}${name}`);
    } catch (e) {
      refused.push({ at: pointer('components', 'schemas', name), message: e instanceof Error ? e.message : String(e) });
    }
  const cache = new Map();
  return {
    ajv,
    refused,
    validator(schema) {
      const key = JSON.stringify(schema);
      let compiled = cache.get(key);
      if (!compiled) {
        compiled = ajv.compile(rebased(schema));
        cache.set(key, compiled);
      }
      return compiled;
    },
  };
}

/** The keys of an `errorMessage` object that name no keyword (ajv-errors' own keys aside). */
const ERROR_MESSAGE_OWN_KEYS = new Set(['properties', 'items', 'required', 'dependencies', '_']);

/**
 * `errorMessage`s written for a keyword their schema does not have ('patern'): ajv-errors
 * ignores them without a word, so the message the person was meant to see never shows.
 */
function misspeltMessages(doc) {
  const problems = [];
  const visit = (node, at) => {
    if (typeof node !== 'object' || node === null) return;
    const messages = node.errorMessage;
    if (typeof messages === 'object' && messages !== null && !Array.isArray(messages))
      for (const key of Object.keys(messages))
        if (!ERROR_MESSAGE_OWN_KEYS.has(key) && !(key in node))
          problems.push(`${at}/errorMessage: '${key}' is no keyword of this schema, so its message never shows`);
    for (const [key, value] of Object.entries(node)) if (key !== 'errorMessage') visit(value, `${at}${pointer(key)}`);
  };
  visit(doc.components?.schemas ?? {}, pointer('components', 'schemas'));
  return problems;
}

/**
 * The document's problems, each a line naming where: the OpenAPI 3.1 rules
 * (@readme/openapi-parser: the specification's schema, unique operationIds, path parameters
 * declared), every schema compiled as the client and the checks compile it, every
 * errorMessage tied to a keyword of its schema, and this project's own rules for what the client reads (x-slice, x-state, x-answer, a 2xx answer).
 */
export async function lintDocument(doc) {
  const problems = [];
  // Loaded here only: the sandbox and the validators' generator read the document without it.
  const { validate: validateOpenApi } = await import('@readme/openapi-parser');
  const result = await validateOpenApi(structuredClone(doc));
  if (!result.valid) for (const e of result.errors) problems.push(`OpenAPI: ${e.message}`);

  const { validator, refused } = createValidators(doc);
  for (const { at, message } of refused) problems.push(`${at}: not a valid schema (${message})`);
  const refusedAt = new Set(refused.map((r) => r.at));
  for (const { at, schema } of schemaLocations(doc)) {
    if (refusedAt.has(at)) continue;
    try {
      validator(schema);
    } catch (e) {
      problems.push(`${at}: the schema does not compile (${e instanceof Error ? e.message : String(e)})`);
    }
  }

  problems.push(...misspeltMessages(doc));

  const tags = new Set((doc.tags ?? []).map((t) => t.name));
  for (const o of operationsOf(doc)) {
    const where = `${o.pointer} (${o.method} ${o.path})`;
    if (!o.id) problems.push(`${where}: no operationId`);
    if (!o.op.summary) problems.push(`${where}: no summary`);
    if (!tags.has(o.service)) problems.push(`${where}: its first tag must be a service of the document's tags`);
    if (!SLICES.includes(o.op['x-slice'])) problems.push(`${where}: x-slice must be one of ${SLICES.join(', ')}`);
    if (typeof o.op['x-state'] !== 'string' || !o.op['x-state'])
      problems.push(`${where}: x-state must name the slice's key`);
    if (!ANSWER_KINDS.includes(o.op['x-answer']))
      problems.push(`${where}: x-answer must be one of ${ANSWER_KINDS.join(', ')}`);
    if (!Object.keys(o.op.responses ?? {}).some((k) => k.startsWith('2')))
      problems.push(`${where}: no success answer (2XX)`);
  }
  return problems;
}

/** `node` with every local $ref replaced by what it points at (the document's schemas have no cycles). */
export function inlineRefs(doc, node) {
  if (Array.isArray(node)) return node.map((n) => inlineRefs(doc, n));
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') {
    const { $ref: _ref, ...beside } = node;
    return { ...inlineRefs(doc, deref(doc, { $ref: node.$ref })), ...inlineRefs(doc, beside) };
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inlineRefs(doc, v)]));
}

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The client's modules made from the document, by path under src/generated: each operation's
 * method, path, service, query parameters and what the client reads of its answer
 * (api/contract.ts); each request body's schema (api/<operation>.ts); and the answers'
 * schemas (api/answers.ts). All `as const`, for json-schema-to-ts: the client's types and its
 * paths come from the contract, so the two cannot disagree.
 */
export function contractModules(doc) {
  const head = '// Generated from api/openapi.yaml by scripts/lib/openapi.mjs. Do not edit.\n';
  const files = new Map();
  const ops = operationsOf(doc);
  const table = Object.fromEntries(
    ops.map((o) => [
      o.id,
      {
        method: o.method,
        path: o.path,
        service: o.service,
        query: o.parameters.filter((p) => p.in === 'query').map((p) => p.name),
        slice: o.op['x-slice'],
        state: o.op['x-state'],
        answer: o.op['x-answer'],
      },
    ]),
  );
  files.set('api/contract.ts', `${head}export const contract = ${JSON.stringify(table)} as const;\n`);
  for (const o of ops) {
    const body = o.op.requestBody?.content?.['application/json']?.schema;
    if (body)
      files.set(
        `api/${kebab(o.id)}.ts`,
        `${head}export const schema = ${JSON.stringify(inlineRefs(doc, body))} as const;\n`,
      );
  }
  const answers = Object.fromEntries(
    Object.entries(doc.components?.schemas ?? {})
      .filter(([name]) => !name.endsWith('Request'))
      .map(([name, schema]) => [name, inlineRefs(doc, schema)]),
  );
  files.set('api/answers.ts', `${head}export const schemas = ${JSON.stringify(answers)} as const;\n`);
  return files;
}
