import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogRoutes } from '../../sandbox/catalog-routes';
import { linkRoutes } from '../../sandbox/link-routes';
import { operationsRoutes } from '../../sandbox/operations-routes';
import { registrationRoutes } from '../../sandbox/registration-routes';
import { loadValidators } from '../../sandbox/validate';
import { deref, operationsOf, readDocument } from '../../scripts/lib/openapi.mjs';
import { operations } from './registry';

// Paths from the file, not `new URL(…, import.meta.url)`: jsdom's URL resolves against the page.
const here = dirname(fileURLToPath(import.meta.url));
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('the operation registry', () => {
  const entries = Object.entries(operations);

  it('holds every call of spec section 7', () => {
    expect(Object.keys(operations).sort()).toEqual(
      [
        'acceptAvalConsult',
        'assignLead',
        'changeAvalPhone',
        'confirmAvalNip',
        'confirmNip',
        'createPassword',
        'createUser',
        'getBusinessTypes',
        'getCities',
        'getContract',
        'getIdentityStatus',
        'getSalesRanges',
        'getUserByPhone',
        'getUserDetail',
        'getZipCode',
        'reportAdviserContact',
        'requestAvalNip',
        'requestNip',
        'saveBusiness',
        'saveBusinessAddress',
        'saveSignature',
        'saveTaxInfo',
        'sendCode',
        'startReverseOtp',
        'validateAvalSession',
        'validateCode',
        'validateReverseOtp',
      ].sort(),
    );
  });

  it.each(entries)('%s: registered under its own name, in its own kebab-case file', (key, op) => {
    expect(op.name).toBe(key);
    expect(existsSync(join(here, 'operations', `${kebab(key)}.ts`))).toBe(true);
    expect(typeof op.call).toBe('function');
  });

  // The request bodies come from the contract (api/openapi.yaml, generated into
  // src/generated/api/<operation>.ts): each is closed, so a field the client invents fails its type.
  const document = readDocument(join(here, '../..'));
  const bodies = operationsOf(document).flatMap((o) => {
    const schema = o.op.requestBody?.content?.['application/json']?.schema;
    return schema ? [[o.id, deref(document, schema)] as const] : [];
  });
  it.each(bodies)('%s: its request body schema is closed', (_id, schema) => {
    expect(schema.additionalProperties).toBe(false);
  });

  // The method and path template each call is reported and traced by are the contract's, and
  // the sandbox serves every operation of the contract, once, at that method and path.
  const sandboxRoutes = [...linkRoutes, ...registrationRoutes, ...catalogRoutes, ...operationsRoutes];
  const served = loadValidators().operations;
  it.each(entries)("%s: the contract's method and path, and one sandbox route serving them", (key, op) => {
    const document = operationsOf(readDocument(join(here, '../..'))).find((o) => o.id === key);
    expect([op.method, op.path]).toEqual([document?.method, document?.path]);
    expect(sandboxRoutes.filter((r) => r.op === key)).toHaveLength(1);
    expect(served.get(key)).toEqual(
      expect.objectContaining({ method: op.method, path: op.path.slice(1).replace(/\{(\w+)\}/g, ':$1') }),
    );
  });

  it('the sandbox serves nothing the contract does not name', () => {
    expect(sandboxRoutes.map((r) => r.op).filter((op) => !(op in operations))).toEqual([]);
  });
});
