import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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

  it.each(entries.filter(([, op]) => 'schema' in op))('%s: its body schema is schemas/api/<name>.json', (key, op) => {
    expect(existsSync(join(here, '../../schemas/api', `${kebab(key)}.json`))).toBe(true);
    expect((op as { schema: { additionalProperties?: boolean } }).schema.additionalProperties).toBe(false);
  });
});
