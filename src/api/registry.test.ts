import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogRoutes } from '../../sandbox/catalog-routes';
import { linkRoutes } from '../../sandbox/link-routes';
import { operationsRoutes } from '../../sandbox/operations-routes';
import { registrationRoutes } from '../../sandbox/registration-routes';
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

  // Request schemas stay out of the bundle (operations import them as types only), so
  // the link is by name: every request schema belongs to an operation and is closed.
  const requestSchemas = readdirSync(join(here, '../../schemas/api'))
    .filter((f) => f.endsWith('.json') && !['user.json', 'answers.json'].includes(f))
    .map((f) => f.replace(/\.json$/, ''));
  it.each(requestSchemas)('schemas/api/%s.json is the body schema of an operation, closed', (name) => {
    expect(entries.map(([key]) => kebab(key))).toContain(name);
    const json = JSON.parse(readFileSync(join(here, '../../schemas/api', `${name}.json`), 'utf8'));
    expect(json.additionalProperties).toBe(false);
  });

  // The method and path template each call is reported and traced by are the ones
  // the sandbox (written from the spec) serves it at.
  const sandboxRoutes = [...linkRoutes, ...registrationRoutes, ...catalogRoutes, ...operationsRoutes];
  it.each(entries)(
    "%s: its method and path template are the spec's (the sandbox route of the same name)",
    (key, op) => {
      const route = sandboxRoutes.find((r) => r.op === key);
      expect(route, `a sandbox route for ${key}`).toBeDefined();
      expect(op.method).toBe(route?.method);
      expect(op.path).toBe(`/${route?.path.replace(/:(\w+)/g, '{$1}')}`);
    },
  );
});
