// @vitest-environment node
// Each rule of the production settings check, refusing and accepting.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import do_ from '../countries/do.json';
import mx from '../countries/mx.json';
import { checkProductionSettings, SETTINGS } from './production-settings.ts';

const profiles = [mx, do_];
const root = join(import.meta.dirname, '..');

/** The committed CI test settings (deploy/test-settings.env), which must pass. */
function testSettings(): Record<string, string> {
  const lines = readFileSync(join(root, 'deploy/test-settings.env'), 'utf8').split('\n');
  return Object.fromEntries(
    lines.filter((l) => /^[A-Z_]+=/.test(l)).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
}

const check = (changes: Record<string, string | undefined>) =>
  checkProductionSettings({ ...testSettings(), ...changes }, profiles);

it('accepts the CI test settings', () => {
  expect(check({})).toEqual([]);
});

it('names every required setting when nothing is set, and nothing optional', () => {
  const problems = checkProductionSettings({}, profiles);
  const required = SETTINGS.filter((s) => s.required).map((s) => s.name);
  expect(required).toEqual([
    'VITE_REGISTRATION_API_URL',
    'VITE_OPERATIONS_API_URL',
    'VITE_OPERATIONS_API_KEY',
    'VITE_IDENTITY_CLIENT_ID',
    'VITE_IDENTITY_FLOW_ID',
    'VITE_GOOGLE_MAPS_API_KEY',
    'VITE_CHAT_NUMBER',
    'VITE_STORE_URL',
    'VITE_COMPANY_SITE',
    'VITE_PRIVACY_URL',
    'VITE_WEB_APP_HOME',
    'VITE_LENDER_PHONE',
  ]);
  expect(problems).toEqual(required.map((name) => expect.stringMatching(new RegExp(`^${name}: missing \\(`))));
});

it('treats a value of spaces as missing', () => {
  expect(check({ VITE_OPERATIONS_API_KEY: '   ' })).toEqual([
    expect.stringMatching(/^VITE_OPERATIONS_API_KEY: missing/),
  ]);
});

describe.each<[string, string, string, string]>([
  // setting, refused value, the words of the refusal, an accepted value
  ['VITE_REGISTRATION_API_URL', 'http://api.lender.mx', 'must be https', 'https://api.lender.mx/registration'],
  ['VITE_REGISTRATION_API_URL', '/sandbox/registration', 'is not a URL', 'https://api.lender.mx'],
  ['VITE_REGISTRATION_API_URL', 'https://api.example.com', 'example domain', 'https://api.lender.mx'],
  ['VITE_OPERATIONS_API_URL', 'https://localhost/ops', 'points at this machine', 'https://ops.lender.mx'],
  ['VITE_OPERATIONS_API_URL', 'https://user:pw@ops.lender.mx', 'user or password', 'https://ops.lender.mx'],
  ['VITE_OPERATIONS_API_KEY', 'your-api-key', 'placeholder', 'k-8f2c1e'],
  ['VITE_OPERATIONS_API_KEY', 'two words', 'spaces', 'k-8f2c1e'],
  ['VITE_IDENTITY_CLIENT_ID', 'client-id', '24 hexadecimal digits', '63d42dbd0be362001ceb58d1'],
  ['VITE_IDENTITY_FLOW_ID', '6706ca27cf0821001cc65f1', '24 hexadecimal digits', '6706ca27cf0821001cc65f18'],
  ['VITE_GOOGLE_MAPS_API_KEY', 'AIza-too-short', 'Google API key', `AIza${'x'.repeat(35)}`],
  ['VITE_CHAT_NUMBER', '5215500000000', 'placeholder of countries/mx.json', '5215587654321'],
  ['VITE_CHAT_NUMBER', '18095550000', 'placeholder of countries/do.json', '18097654321'],
  ['VITE_CHAT_NUMBER', '+52 55 1234 5678', '8 to 15 digits', '525512345678'],
  [
    'VITE_STORE_URL',
    mx.storeUrl,
    'placeholder of countries/mx.json',
    'https://play.google.com/store/apps/details?id=mx.lender',
  ],
  ['VITE_COMPANY_SITE', 'https://tendero.example.com', 'example domain', 'https://lender.mx'],
  ['VITE_PRIVACY_URL', 'http://lender.mx/privacidad', 'must be https', 'https://lender.mx/privacidad'],
  ['VITE_WEB_APP_HOME', 'https://app.colmado.example.com', 'example domain', 'https://app.lender.mx'],
  ['VITE_LENDER_PHONE', '55 0000 0000', 'placeholder of countries/mx.json', '55 8765 4321'],
  ['VITE_LENDER_PHONE', '(809) 555-0000', 'placeholder of countries/do.json', '(809) 765-4321'],
  ['VITE_LENDER_PHONE', 'llámanos', 'a phone number', '+52 55 8765 4321'],
  ['VITE_PUBLIC_IP_URL', 'http://api.ipify.org?format=json', 'must be https', 'https://api.ipify.org?format=json'],
  ['VITE_IP_GEOLOCATION_URL', 'ipapi.co/json', 'is not a URL', 'https://ipapi.co/json/'],
  ['VITE_SENTRY_DSN', 'https://o1.ingest.sentry.io/42', 'Sentry DSN', 'https://abc123@o1.ingest.sentry.io/42'],
  ['VITE_SENTRY_DSN', 'http://abc@o1.ingest.sentry.io/42', 'must be https', 'https://abc@sentry.lender.mx/sentry/7'],
  ['VITE_SENTRY_DSN', 'https://abc@o1.ingest.sentry.io/project', 'Sentry DSN', 'https://abc@o1.ingest.sentry.io/42'],
  ['VITE_SENTRY_TUNNEL', 'http://t.lender.mx/tunnel', 'must be https', '/monitoring'],
  ['VITE_SENTRY_TUNNEL', '//t.lender.mx/tunnel', 'is not a URL', 'https://t.lender.mx/tunnel'],
  ['VITE_SENTRY_REPLAY_RATE', '10%', 'from 0 to 1', '0.1'],
  ['VITE_SENTRY_REPLAY_RATE', '1.5', 'from 0 to 1', '0'],
  ['VITE_SEGMENT_WRITE_KEY', 'two words', 'spaces', 'wk8f2c1e'],
  ['VITE_SEGMENT_API_HOST', 'https://api.segment.io/v1', 'without a scheme', 'api.segment.io/v1'],
  ['VITE_SEGMENT_API_HOST', 'events.example.com/v1', 'example domain', 'events.lender.mx/v1'],
])('%s', (name, refused, words, accepted) => {
  it(`refuses "${refused}" (${words})`, () => {
    const problems = check({ [name]: refused });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
    expect(problems[0]).toContain(words);
  });
  it(`accepts "${accepted}"`, () => {
    expect(check({ [name]: accepted })).toEqual([]);
  });
});

it('refuses a country with no profile', () => {
  expect(check({ VITE_COUNTRY: 'pe' })).toEqual(['VITE_COUNTRY: no countries/pe.json (one of mx, do)']);
  expect(check({ VITE_COUNTRY: 'do' })).toEqual([]);
});

it('names every problem of one run, not only the first', () => {
  const problems = check({ VITE_REGISTRATION_API_URL: 'http://a.lender.mx', VITE_LENDER_PHONE: '55 0000 0000' });
  expect(problems.map((p) => p.split(':')[0])).toEqual(['VITE_REGISTRATION_API_URL', 'VITE_LENDER_PHONE']);
});

describe('.env.example', () => {
  const names = readFileSync(join(root, '.env.example'), 'utf8')
    .split('\n')
    .filter((l) => /^VITE_[A-Z_]+=/.test(l))
    .map((l) => l.slice(0, l.indexOf('=')));

  it('lists every setting once, each with what it is for and whether production requires it', () => {
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        ...SETTINGS.map((s) => s.name),
        'VITE_COUNTRY',
        'VITE_SENTRY_ENVIRONMENT',
        'VITE_RELEASE',
      ]),
    );
    const lines = readFileSync(join(root, '.env.example'), 'utf8').split('\n');
    for (const name of SETTINGS.filter((s) => s.required).map((s) => s.name)) {
      const above = lines
        .slice(
          0,
          lines.findIndex((l) => l.startsWith(`${name}=`)),
        )
        .reverse();
      const comment = above.find((l) => l.startsWith('# ['));
      expect(comment, name).toContain('[production: required');
    }
  });

  it('lists every VITE_ setting the app reads', () => {
    const read = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
          for (const m of readFileSync(path, 'utf8').matchAll(/\bVITE_[A-Z_]+\b/g)) read.add(m[0]);
      }
    };
    walk(join(root, 'src'));
    expect([...read].filter((name) => !names.includes(name))).toEqual([]);
  });
});
