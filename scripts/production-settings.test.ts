// @vitest-environment node
// Each rule of the production settings check, refusing and accepting.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALLOW_TEST_HOSTS,
  checkProductionSettings,
  linkKey,
  profilePlaceholders,
  SETTINGS,
  testHostsAllowed,
} from './production-settings.ts';

const root = join(import.meta.dirname, '..');
// Every profile in countries/, as the build reads them: a new country's placeholders are checked too.
const profiles = profilePlaceholders(root);
const profile = (code: string) => {
  const p = profiles.find((q) => q.code === code);
  if (!p) throw new Error(`no countries/${code}.json`);
  return p;
};
const mx = profile('mx');

/** The committed CI test settings (deploy/test-settings.env), which must pass. */
function testSettings(): Record<string, string> {
  const lines = readFileSync(join(root, 'deploy/test-settings.env'), 'utf8').split('\n');
  return Object.fromEntries(
    lines.filter((l) => /^[A-Z_]+=/.test(l)).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
}

// What build:production adds when VITE_RELEASE is unset (scripts/release.ts: package@version+commit).
const NAMED_RELEASE = { VITE_RELEASE: 'onboarding-flow@0.1.0+abc1234def56' };

/** The settings of CI's test build (its escape hatch on, its release named), with `changes`. */
const check = (changes: Record<string, string | undefined>) =>
  checkProductionSettings({ ...testSettings(), ...NAMED_RELEASE, ...changes }, profiles, { allowTestHosts: true });

it('reads every profile of countries/', () => {
  expect(profiles.map((p) => p.code).sort()).toEqual(['do', 'mx']);
});

it("accepts the CI test settings in CI's test build", () => {
  expect(check({})).toEqual([]);
});

describe(`the test build's escape hatch (${ALLOW_TEST_HOSTS})`, () => {
  afterEach(() => vi.unstubAllEnvs());

  it('without it, deploy/test-settings.env is refused: it names each .test host', () => {
    const problems = checkProductionSettings({ ...testSettings(), ...NAMED_RELEASE }, profiles, {
      allowTestHosts: false,
    });
    const urls = Object.entries(testSettings()).filter(([, v]) => /\.test\b/.test(v));
    expect(urls.length).toBeGreaterThan(5);
    expect(problems).toEqual(
      urls.map(([name]) =>
        expect.stringMatching(new RegExp(`^${name}: is a test host \\(.*\\.test.*${ALLOW_TEST_HOSTS}=1`)),
      ),
    );
  });

  it('is not in deploy/test-settings.env, so loading that file is never enough', () => {
    // Its comments may name the hatch; no line may set it.
    const settingIt = new RegExp(`^\\s*(export\\s+)?${ALLOW_TEST_HOSTS}\\s*=`, 'm');
    expect(readFileSync(join(root, 'deploy/test-settings.env'), 'utf8')).not.toMatch(settingIt);
    expect(`${ALLOW_TEST_HOSTS}=1`).toMatch(settingIt);
  });

  it('is read from the process environment, as exactly 1', () => {
    expect(testHostsAllowed({ [ALLOW_TEST_HOSTS]: '1' })).toBe(true);
    for (const value of [undefined, '', '0', 'true', 'yes'])
      expect(testHostsAllowed({ [ALLOW_TEST_HOSTS]: value })).toBe(false);
    const settings = { ...testSettings(), ...NAMED_RELEASE };
    vi.stubEnv(ALLOW_TEST_HOSTS, '');
    expect(checkProductionSettings(settings, profiles)).not.toEqual([]);
    vi.stubEnv(ALLOW_TEST_HOSTS, '1');
    expect(checkProductionSettings(settings, profiles)).toEqual([]);
  });

  it.each(['https://api.example.com', 'https://api.lender.invalid', 'https://localhost', 'https://10.0.0.5'])(
    'lets only .test through: %s is still refused',
    (url) => {
      expect(check({ VITE_REGISTRATION_API_URL: url })).toHaveLength(1);
    },
  );
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
  ['VITE_REGISTRATION_API_URL', 'https://www.EXAMPLE.org.', 'example domain', 'https://api.lender.mx'],
  ['VITE_REGISTRATION_API_URL', 'https://api.lender.example', 'reserved name', 'https://api.lender.mx'],
  ['VITE_REGISTRATION_API_URL', 'https://api.lender.invalid', 'reserved name', 'https://api.lender.mx'],
  ['VITE_REGISTRATION_API_URL', 'https://api.localhost', 'reserved name', 'https://api.lender.mx'],
  ['VITE_OPERATIONS_API_URL', 'https://localhost/ops', 'points at this machine', 'https://ops.lender.mx'],
  ['VITE_OPERATIONS_API_URL', 'https://127.0.0.2/ops', 'points at this machine', 'https://203.0.114.7/ops'],
  ['VITE_OPERATIONS_API_URL', 'https://[::1]/ops', 'points at this machine', 'https://[2606:4700::1111]/ops'],
  ['VITE_OPERATIONS_API_URL', 'https://10.1.2.3/ops', 'private address', 'https://ops.lender.mx'],
  ['VITE_OPERATIONS_API_URL', 'https://172.20.0.1/ops', 'private address', 'https://172.32.0.1/ops'],
  ['VITE_OPERATIONS_API_URL', 'https://192.168.1.10/ops', 'private address', 'https://ops.lender.mx'],
  ['VITE_OPERATIONS_API_URL', 'https://[fd12:3456::1]/ops', 'private address', 'https://ops.lender.mx'],
  ['VITE_OPERATIONS_API_URL', 'https://169.254.169.254/ops', 'link-local', 'https://ops.lender.mx'],
  ['VITE_OPERATIONS_API_URL', 'https://0.0.0.0/ops', 'not an address', 'https://ops.lender.mx'],
  ['VITE_OPERATIONS_API_URL', 'https://203.0.113.7/ops', 'documentation address', 'https://ops.lender.mx'],
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
  [
    'VITE_STORE_URL',
    'https://play.google.com/store/apps/details?id=com.tendero.shopkeeper&hl=es',
    'placeholder of countries/mx.json',
    'https://play.google.com/store/apps/details?id=mx.lender&hl=es',
  ],
  [
    'VITE_STORE_URL',
    'https://play.google.com/store/apps/details?hl=es_MX&gl=MX&id=com.colmado.shopkeeper',
    'placeholder of countries/do.json',
    'https://play.google.com/store/apps/details?hl=es_MX&gl=MX&id=do.lender',
  ],
  ['VITE_COMPANY_SITE', 'https://tendero.example.com', 'example domain', 'https://lender.mx'],
  ['VITE_PRIVACY_URL', 'http://lender.mx/privacidad', 'must be https', 'https://lender.mx/privacidad'],
  ['VITE_WEB_APP_HOME', 'https://app.colmado.example.com', 'example domain', 'https://app.lender.mx'],
  ['VITE_LENDER_PHONE', '55 0000 0000', 'placeholder of countries/mx.json', '55 8765 4321'],
  ['VITE_LENDER_PHONE', '(809) 555-0000', 'placeholder of countries/do.json', '(809) 765-4321'],
  ['VITE_LENDER_PHONE', '+52 55 0000 0000', 'placeholder of countries/mx.json', '+52 55 8765 4321'],
  ['VITE_LENDER_PHONE', '+1 809-555-0000', 'placeholder of countries/do.json', '+1 809-765-4321'],
  ['VITE_CHAT_NUMBER', '525500000000', 'placeholder of countries/mx.json', '525587654321'],
  ['VITE_LENDER_PHONE', 'llámanos', 'a phone number', '+52 55 8765 4321'],
  ['VITE_PUBLIC_IP_URL', 'http://api.ipify.org?format=json', 'must be https', 'https://api.ipify.org?format=json'],
  ['VITE_PUBLIC_IP_URL', 'https://api.ipify.org', 'add ?format=json', 'https://api.ipify.org/?format=json'],
  [
    'VITE_PUBLIC_IP_URL',
    'https://api64.ipify.org?format=text',
    'add ?format=json',
    'https://api64.ipify.org?format=json',
  ],
  ['VITE_IP_GEOLOCATION_URL', 'ipapi.co/json', 'is not a URL', 'https://ipapi.co/json/'],
  ['VITE_SENTRY_DSN', 'https://o1.ingest.sentry.io/42', 'Sentry DSN', 'https://abc123@o1.ingest.sentry.io/42'],
  ['VITE_SENTRY_DSN', 'http://abc@o1.ingest.sentry.io/42', 'must be https', 'https://abc@sentry.lender.mx/sentry/7'],
  ['VITE_SENTRY_DSN', 'https://abc@o1.ingest.sentry.io/project', 'Sentry DSN', 'https://abc@o1.ingest.sentry.io/42'],
  ['VITE_SENTRY_TUNNEL', 'http://t.lender.mx/tunnel', 'must be https', '/monitoring'],
  ['VITE_SENTRY_TUNNEL', '//t.lender.mx/tunnel', 'is not a URL', 'https://t.lender.mx/tunnel'],
  ['VITE_RELEASE', 'lender/web 1.0', 'without spaces or slashes', 'lender-web@1.0.0+abc1234'],
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
  expect(check({ VITE_COUNTRY: 'pe' })).toEqual([
    `VITE_COUNTRY: no countries/pe.json (one of ${profiles.map((p) => p.code).join(', ')})`,
  ]);
  expect(check({ VITE_COUNTRY: 'do' })).toEqual([]);
});

// Each profile's placeholders however a deployment may write them: with the country code, with
// the store's language parameter. Built from countries/*.json, so a new profile is covered.
describe.each(profiles.map((p) => [p.code, p] as const))("countries/%s.json's placeholders, rewritten", (code, p) => {
  const refused = (name: string, value: string) => {
    const problems = check({ [name]: value });
    expect(problems, `${name}=${value}`).toEqual([
      expect.stringMatching(new RegExp(`^${name}: is still the placeholder of countries/${code}\\.json`)),
    ]);
  };
  it('the store page with a language or country parameter, or its parameters in another order', () => {
    refused('VITE_STORE_URL', `${p.storeUrl}&hl=es`);
    const url = new URL(p.storeUrl);
    url.searchParams.set('gl', code.toUpperCase());
    url.searchParams.sort();
    refused('VITE_STORE_URL', url.href);
    refused('VITE_STORE_URL', p.storeUrl.replace('https://', 'https://www.'));
  });
  it("the lender's phone and the chat number with or without the country code", () => {
    refused('VITE_LENDER_PHONE', `${p.phonePrefix} ${p.lenderPhone}`);
    refused('VITE_CHAT_NUMBER', p.supportChatNumber.slice(-p.phoneLength));
    refused('VITE_CHAT_NUMBER', `${p.phonePrefix.replace('+', '')}${p.supportChatNumber.slice(-p.phoneLength)}`);
  });
});

describe('linkKey', () => {
  it('names a Play Store page by its app id, an App Store page by its numeric id', () => {
    expect(linkKey('https://play.google.com/store/apps/details?hl=es&id=mx.lender')).toBe('play:mx.lender');
    expect(linkKey('https://apps.apple.com/mx/app/lender/id1234567890?l=en')).toBe('appstore:1234567890');
  });
  it('ignores www., a trailing slash, parameter order and presentation parameters, not the others', () => {
    expect(linkKey('https://www.lender.mx/privacidad/?utm_source=sms&b=2&a=1')).toBe('lender.mx/privacidad?a=1&b=2');
    expect(linkKey('https://lender.mx/privacidad?v=2')).not.toBe(linkKey('https://lender.mx/privacidad'));
  });
});

describe('VITE_RELEASE', () => {
  it('is required with Sentry on: events and source maps are matched by it', () => {
    expect(check({ VITE_RELEASE: undefined })).toEqual([
      expect.stringMatching(/^VITE_RELEASE: missing \(.*required with VITE_SENTRY_DSN\)$/),
    ]);
  });
  it('is not asked for with Sentry off', () => {
    expect(check({ VITE_RELEASE: undefined, VITE_SENTRY_DSN: undefined })).toEqual([]);
  });
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
