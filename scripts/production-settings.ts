// The rules a production build's settings must pass (`npm run build:production`
// refuses to build otherwise, naming every problem in one run). The demo build
// (`npm run build`) does not use them: unset there means the sandbox.
//
// checkProductionSettings is pure: the settings and the country profiles come
// in, the problems go out, one line each, starting with the setting's name.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Vite mode of the production build: `vite build --mode live` (vite.config.ts). */
export const PRODUCTION_MODE = 'live';

type Env = Record<string, string | undefined>;

/** The values of a country profile that a deployment must replace with its own. */
export interface ProfilePlaceholders {
  code: string;
  privacyUrl: string;
  companySite: string;
  webAppHome: string;
  storeUrl: string;
  supportChatNumber: string;
  lenderPhone: string;
}

type Rule = (value: string, placeholders: ProfilePlaceholders[]) => string | null;

// RFC 2606's example domains: the profiles' links point there until a lender sets its own.
const EXAMPLE_HOST = /(^|\.)example\.(com|org|net)$/i;
const digits = (text: string) => text.replace(/\D/g, '');

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** An absolute https URL on a host of the lender's (not an example domain, not this machine). */
const httpsUrl: Rule = (value) => {
  const url = parseUrl(value);
  if (!url) return `is not a URL ("${value}")`;
  if (url.protocol !== 'https:') return `must be https ("${value}")`;
  if (url.username || url.password) return 'must not carry a user or password';
  if (EXAMPLE_HOST.test(url.hostname)) return `is a placeholder (${url.hostname} is an example domain)`;
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]')
    return `points at this machine (${url.hostname})`;
  return null;
};

/** A link the profiles also hold: https, and not the profile's own placeholder. */
const profileLink =
  (field: 'privacyUrl' | 'companySite' | 'webAppHome' | 'storeUrl'): Rule =>
  (value, placeholders) => {
    const wrong = httpsUrl(value, placeholders);
    if (wrong) return wrong;
    const same = placeholders.find((p) => p[field] === value);
    return same ? `is still the placeholder of countries/${same.code}.json (${field})` : null;
  };

/** A phone number (the chat's, the lender's) that is not a profile's placeholder. */
const phone =
  (field: 'supportChatNumber' | 'lenderPhone', shape: RegExp, expected: string): Rule =>
  (value, placeholders) => {
    if (!shape.test(value)) return `must be ${expected} ("${value}")`;
    const same = placeholders.find((p) => digits(p[field]) === digits(value));
    return same ? `is still the placeholder of countries/${same.code}.json (${field} "${same[field]}")` : null;
  };

/** A key or id pasted as is: no spaces, no quotes, no leftover "<...>" or "your-...". */
const token: Rule = (value) => {
  if (/[\s"'<>]/.test(value)) return 'must not contain spaces, quotes or <>';
  if (/^(your|change|todo|xxx|placeholder)/i.test(value)) return `is a placeholder ("${value}")`;
  return null;
};

const pattern =
  (shape: RegExp, expected: string): Rule =>
  (value) =>
    shape.test(value) ? null : `must be ${expected} ("${value}")`;

/** Sentry's DSN: https://<public key>@<host>[/<path>]/<numeric project id>. */
const sentryDsn: Rule = (value, placeholders) => {
  const url = parseUrl(value);
  if (!url?.username || !/^\/(.+\/)?\d+$/.test(url.pathname))
    return `must be a Sentry DSN, https://<key>@<host>/<project id> ("${value}")`;
  return httpsUrl(`${url.protocol}//${url.host}${url.pathname}`, placeholders);
};

/** Sentry's tunnel: an https URL, or a path on the app's own origin (a first-party proxy). */
const sentryTunnel: Rule = (value, placeholders) =>
  value.startsWith('/') && !value.startsWith('//') ? null : httpsUrl(value, placeholders);

/** Segment's apiHost is a host and path without the scheme (analytics-next adds https://). */
const segmentHost: Rule = (value, placeholders) =>
  /^[a-z0-9.-]+(:\d+)?(\/[\w./-]*)?$/i.test(value)
    ? httpsUrl(`https://${value}`, placeholders)
    : `must be a host and path without a scheme, like api.segment.io/v1 ("${value}")`;

const rate: Rule = (value) => {
  const n = Number(value);
  return value !== '' && Number.isFinite(n) && n >= 0 && n <= 1 ? null : `must be a number from 0 to 1 ("${value}")`;
};

interface Setting {
  name: string;
  what: string;
  required: boolean;
  rule: Rule;
}

// MetaMap's ids are 24-hex-digit object ids; a Google API key is "AIza" and 35 more characters.
export const SETTINGS: readonly Setting[] = [
  { name: 'VITE_REGISTRATION_API_URL', what: "the lender's registration API", required: true, rule: httpsUrl },
  { name: 'VITE_OPERATIONS_API_URL', what: "the lender's operations API", required: true, rule: httpsUrl },
  { name: 'VITE_OPERATIONS_API_KEY', what: "the operations API's key", required: true, rule: token },
  {
    name: 'VITE_IDENTITY_CLIENT_ID',
    what: "MetaMap's client id",
    required: true,
    rule: pattern(/^[0-9a-f]{24}$/i, "MetaMap's 24 hexadecimal digits"),
  },
  {
    name: 'VITE_IDENTITY_FLOW_ID',
    what: "MetaMap's flow id",
    required: true,
    rule: pattern(/^[0-9a-f]{24}$/i, "MetaMap's 24 hexadecimal digits"),
  },
  {
    name: 'VITE_GOOGLE_MAPS_API_KEY',
    what: 'the Google Maps (Places API (New)) key',
    required: true,
    rule: pattern(/^AIza[0-9A-Za-z_-]{35}$/, 'a Google API key (AIza and 35 more characters)'),
  },
  {
    name: 'VITE_CHAT_NUMBER',
    what: 'the WhatsApp support number',
    required: true,
    rule: phone('supportChatNumber', /^[0-9]{8,15}$/, '8 to 15 digits with the country code, no +'),
  },
  { name: 'VITE_STORE_URL', what: "the shopkeeper app's store page", required: true, rule: profileLink('storeUrl') },
  { name: 'VITE_COMPANY_SITE', what: "the lender's site", required: true, rule: profileLink('companySite') },
  { name: 'VITE_PRIVACY_URL', what: 'the privacy notice', required: true, rule: profileLink('privacyUrl') },
  { name: 'VITE_WEB_APP_HOME', what: "the lender's web app", required: true, rule: profileLink('webAppHome') },
  {
    name: 'VITE_LENDER_PHONE',
    what: "the phone the lender's adviser calls from",
    required: true,
    rule: phone('lenderPhone', /^\+?[0-9(][0-9 ()-]{5,18}[0-9]$/, 'a phone number (digits, spaces, dashes)'),
  },
  { name: 'VITE_PUBLIC_IP_URL', what: 'the public IP lookup', required: false, rule: httpsUrl },
  { name: 'VITE_IP_GEOLOCATION_URL', what: 'the IP geolocation lookup', required: false, rule: httpsUrl },
  { name: 'VITE_SENTRY_DSN', what: "Sentry's DSN", required: false, rule: sentryDsn },
  { name: 'VITE_SENTRY_TUNNEL', what: "Sentry's tunnel", required: false, rule: sentryTunnel },
  { name: 'VITE_SENTRY_REPLAY_RATE', what: 'the share of sessions replayed', required: false, rule: rate },
  { name: 'VITE_SENTRY_TRACES_RATE', what: 'the share of page loads traced', required: false, rule: rate },
  { name: 'VITE_SEGMENT_WRITE_KEY', what: "Segment's write key", required: false, rule: token },
  { name: 'VITE_SEGMENT_API_HOST', what: "Segment's API host", required: false, rule: segmentHost },
];

/** Every problem of `env` for a production build; empty when it may build. */
export function checkProductionSettings(env: Env, placeholders: ProfilePlaceholders[]): string[] {
  const problems: string[] = [];
  const country = env.VITE_COUNTRY?.trim();
  if (country && !placeholders.some((p) => p.code === country))
    problems.push(`VITE_COUNTRY: no countries/${country}.json (one of ${placeholders.map((p) => p.code).join(', ')})`);
  for (const { name, what, required, rule } of SETTINGS) {
    const value = env[name]?.trim() ?? '';
    if (!value) {
      if (required) problems.push(`${name}: missing (${what})`);
      continue;
    }
    const wrong = rule(value, placeholders);
    if (wrong) problems.push(`${name}: ${wrong}`);
  }
  return problems;
}

/** The placeholders of every profile in `<root>/countries/`. */
export function profilePlaceholders(root: string): ProfilePlaceholders[] {
  const dir = join(root, 'countries');
  return readdirSync(dir)
    .filter((f) => /^[a-z]{2}\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ProfilePlaceholders);
}
