// The rules a production build's settings must pass (`npm run build:production`
// refuses to build otherwise, naming every problem in one run). The demo build
// (`npm run build`) does not use them: unset there means the sandbox.
//
// checkProductionSettings is pure: the settings and the country profiles come
// in, the problems go out, one line each, starting with the setting's name.
//
// Hosts under the reserved test domain `.test` (RFC 6761) are refused like every
// other reserved name, unless the build is CI's test build: ONBOARDING_ALLOW_TEST_HOSTS=1
// in the process environment (never in a .env file, never in deploy/test-settings.env),
// set by `npm run build:production:test` alone. So CI's fake settings cannot ship by accident.
// The same hatch lets that test build keep the release name of a copy without git.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { namesNoCommit } from './release.ts';

/** The Vite mode of the production build: `vite build --mode live` (vite.config.ts). */
export const PRODUCTION_MODE = 'live';

type Env = Record<string, string | undefined>;

/**
 * The escape hatch of CI's test build, named loudly: with it set to 1, hosts under `.test`
 * pass (deploy/test-settings.env uses them), and so does, with Sentry on, the release of a
 * copy without git (package@version+nogit); nothing else it would refuse does.
 */
export const ALLOW_TEST_HOSTS = 'ONBOARDING_ALLOW_TEST_HOSTS';

/** Whether this process runs CI's test build (read from the process environment only). */
export const testHostsAllowed = (processEnv: Env = process.env) => processEnv[ALLOW_TEST_HOSTS] === '1';

/** The values of a country profile that a deployment must replace with its own. */
export interface ProfilePlaceholders {
  code: string;
  /** '+52': the country code, which a phone setting may carry before the national number. */
  phonePrefix: string;
  /** The national number's digits (10 in mx and do). */
  phoneLength: number;
  privacyUrl: string;
  companySite: string;
  webAppHome: string;
  storeUrl: string;
  supportChatNumber: string;
  lenderPhone: string;
}

interface Context {
  placeholders: ProfilePlaceholders[];
  allowTestHosts: boolean;
}

type Rule = (value: string, context: Context) => string | null;

// RFC 2606's example domains: the profiles' links point there until a lender sets its own.
const EXAMPLE_HOST = /(^|\.)example\.(com|org|net)$/i;
// RFC 6761's reserved names, which never resolve on the internet (.test is CI's, see ALLOW_TEST_HOSTS).
const RESERVED_TLD = /(^|\.)(example|invalid|localhost)$/i;
const TEST_TLD = /(^|\.)test$/i;
const digits = (text: string) => text.replace(/\D/g, '');

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** Why an IP literal cannot be a deployment's host (loopback, private, link-local, …), or null. */
function unreachableIp(hostname: string): string | null {
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(hostname)?.slice(1).map(Number);
  if (v4) {
    const [a = 0, b = 0, c = 0] = v4;
    if (a === 127) return 'points at this machine';
    if (a === 0) return 'is not an address applicants can reach';
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127))
      return 'is a private address, not reachable by applicants';
    if (a === 169 && b === 254) return 'is a link-local address, not reachable by applicants';
    // RFC 5737's documentation ranges: the address of an example, never a server.
    if (
      (a === 192 && b === 0 && c === 2) ||
      (a === 198 && b === 51 && c === 100) ||
      (a === 203 && b === 0 && c === 113)
    )
      return 'is a documentation address (RFC 5737), a placeholder';
    return null;
  }
  if (!hostname.startsWith('[')) return null;
  // The URL parser writes IPv6 hosts compressed and lowercase: [::1], [fd00::1], [::ffff:7f00:1].
  const v6 = hostname.slice(1, -1);
  if (v6 === '::1') return 'points at this machine';
  if (v6 === '::' || v6.startsWith('::ffff:')) return 'is not an address applicants can reach';
  if (/^f[cd][0-9a-f]{0,2}:/.test(v6)) return 'is a private address, not reachable by applicants';
  if (/^fe[89ab][0-9a-f]?:/.test(v6)) return 'is a link-local address, not reachable by applicants';
  if (/^2001:db8:/.test(v6)) return 'is a documentation address (RFC 3849), a placeholder';
  return null;
}

/** Why a host cannot serve real applicants: a reserved or example name, or an unreachable address. */
function unservableHost(host: string, allowTestHosts: boolean): string | null {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (EXAMPLE_HOST.test(name)) return `is a placeholder (${name} is an example domain)`;
  if (name === 'localhost') return `points at this machine (${name})`;
  if (RESERVED_TLD.test(name)) return `is a reserved name that never resolves (${name}, RFC 6761)`;
  if (TEST_TLD.test(name) && !allowTestHosts)
    return `is a test host (${name}: .test is reserved for tests, RFC 6761); only CI's test build may use it (${ALLOW_TEST_HOSTS}=1)`;
  const ip = unreachableIp(name);
  return ip ? `${ip} (${name})` : null;
}

/** An absolute https URL on a host of the lender's (not a reserved or example name, not a private address). */
const httpsUrl: Rule = (value, { allowTestHosts }) => {
  const url = parseUrl(value);
  if (!url) return `is not a URL ("${value}")`;
  if (url.protocol !== 'https:') return `must be https ("${value}")`;
  if (url.username || url.password) return 'must not carry a user or password';
  return unservableHost(url.hostname, allowTestHosts);
};

// Query parameters that change how a page looks, not which page it is (language, country, campaign).
const PRESENTATION_PARAM = /^(hl|gl|utm_\w+|ref|referrer)$/i;

/**
 * What a link points at, however it is written: an app store page by its app id (Play's `id`,
 * the App Store's `id123`), any other page by host (without www.), path (without a trailing /)
 * and its other parameters in order. `…details?id=com.tendero.shopkeeper&hl=es` is the profile's page.
 */
export function linkKey(value: string): string {
  const url = parseUrl(value);
  if (!url) return value;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (host === 'play.google.com' && url.searchParams.get('id')) return `play:${url.searchParams.get('id')}`;
  const apple = host === 'apps.apple.com' && /\/id(\d+)\/?$/.exec(url.pathname);
  if (apple) return `appstore:${apple[1]}`;
  const params = [...url.searchParams]
    .filter(([k]) => !PRESENTATION_PARAM.test(k))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const query = params.length ? `?${new URLSearchParams(params)}` : '';
  return `${host}${url.port ? `:${url.port}` : ''}${url.pathname.replace(/\/+$/, '')}${query}`;
}

/** A link the profiles also hold: https, and not the profile's own placeholder however it is written. */
const profileLink =
  (field: 'privacyUrl' | 'companySite' | 'webAppHome' | 'storeUrl'): Rule =>
  (value, context) => {
    const wrong = httpsUrl(value, context);
    if (wrong) return wrong;
    const same = context.placeholders.find((p) => linkKey(p[field]) === linkKey(value));
    return same ? `is still the placeholder of countries/${same.code}.json (${field} "${same[field]}")` : null;
  };

/**
 * A phone's national number in a profile: its last `phoneLength` digits, so that the country
 * code written before it or not (`+52 55 0000 0000`, `55 0000 0000`, WhatsApp's `521…`) is the same phone.
 */
export const nationalDigits = (value: string, profile: Pick<ProfilePlaceholders, 'phoneLength'>) =>
  digits(value).slice(-profile.phoneLength);

/** A phone number (the chat's, the lender's) that is not a profile's placeholder, with or without its country code. */
const phone =
  (field: 'supportChatNumber' | 'lenderPhone', shape: RegExp, expected: string): Rule =>
  (value, { placeholders }) => {
    if (!shape.test(value)) return `must be ${expected} ("${value}")`;
    const same = placeholders.find((p) => nationalDigits(p[field], p) === nationalDigits(value, p));
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
const sentryDsn: Rule = (value, context) => {
  const url = parseUrl(value);
  if (!url?.username || !/^\/(.+\/)?\d+$/.test(url.pathname))
    return `must be a Sentry DSN, https://<key>@<host>/<project id> ("${value}")`;
  return httpsUrl(`${url.protocol}//${url.host}${url.pathname}`, context);
};

/** Sentry's tunnel: an https URL, or a path on the app's own origin (a first-party proxy). */
const sentryTunnel: Rule = (value, context) =>
  value.startsWith('/') && !value.startsWith('//') ? null : httpsUrl(value, context);

/** Segment's apiHost is a host and path without the scheme (analytics-next adds https://). */
const segmentHost: Rule = (value, context) =>
  /^[a-z0-9.-]+(:\d+)?(\/[\w./-]*)?$/i.test(value)
    ? httpsUrl(`https://${value}`, context)
    : `must be a host and path without a scheme, like api.segment.io/v1 ("${value}")`;

/**
 * The public IP lookup: src/adapters/public-ip.ts reads `ip` from a JSON answer. ipify answers
 * plain text unless asked for JSON, and then every applicant's IP silently becomes 0.0.0.0.
 */
const publicIpUrl: Rule = (value, context) => {
  const wrong = httpsUrl(value, context);
  if (wrong) return wrong;
  const url = new URL(value);
  if (/(^|\.)ipify\.org$/i.test(url.hostname) && url.searchParams.get('format') !== 'json')
    return `answers plain text, which the app reads as no IP (0.0.0.0): add ?format=json ("${value}")`;
  return null;
};

const RELEASE_WHAT = "the release of Sentry's events and of the uploaded source maps";

/** Sentry's release name: no slash, no whitespace, not '.' or '..', at most 200 characters (Sentry's rules). */
const release: Rule = (value) =>
  /^[^\s/]{1,200}$/.test(value) && value !== '.' && value !== '..'
    ? null
    : `must be a release name without spaces or slashes, at most 200 characters ("${value}")`;

const rate: Rule = (value) => {
  const n = Number(value);
  return value !== '' && Number.isFinite(n) && n >= 0 && n <= 1 ? null : `must be a number from 0 to 1 ("${value}")`;
};

interface Setting {
  name: string;
  what: string;
  required: boolean;
  /** Required when this other setting is set. */
  requiredWith?: string;
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
  { name: 'VITE_PUBLIC_IP_URL', what: 'the public IP lookup', required: false, rule: publicIpUrl },
  { name: 'VITE_IP_GEOLOCATION_URL', what: 'the IP geolocation lookup', required: false, rule: httpsUrl },
  { name: 'VITE_SENTRY_DSN', what: "Sentry's DSN", required: false, rule: sentryDsn },
  { name: 'VITE_SENTRY_TUNNEL', what: "Sentry's tunnel", required: false, rule: sentryTunnel },
  // Sentry matches an event to the source maps uploaded for its release: without one, a
  // minified stack trace stays minified. build:production names it from package.json and git
  // (scripts/release.ts) when it is not set; where there is no git, that name counts as none
  // (checkProductionSettings).
  {
    name: 'VITE_RELEASE',
    what: RELEASE_WHAT,
    required: false,
    requiredWith: 'VITE_SENTRY_DSN',
    rule: release,
  },
  { name: 'VITE_SENTRY_REPLAY_RATE', what: 'the share of sessions replayed', required: false, rule: rate },
  { name: 'VITE_SENTRY_TRACES_RATE', what: 'the share of page loads traced', required: false, rule: rate },
  { name: 'VITE_SEGMENT_WRITE_KEY', what: "Segment's write key", required: false, rule: token },
  { name: 'VITE_SEGMENT_API_HOST', what: "Segment's API host", required: false, rule: segmentHost },
];

/**
 * Every problem of `env` for a production build; empty when it may build. `allowTestHosts`
 * defaults to the process's ALLOW_TEST_HOSTS, so every caller (the build script, vite.config.ts,
 * nginx:config) judges alike.
 */
export function checkProductionSettings(
  env: Env,
  placeholders: ProfilePlaceholders[],
  { allowTestHosts = testHostsAllowed() }: { allowTestHosts?: boolean } = {},
): string[] {
  const problems: string[] = [];
  const context = { placeholders, allowTestHosts };
  const country = env.VITE_COUNTRY?.trim();
  if (country && !placeholders.some((p) => p.code === country))
    problems.push(`VITE_COUNTRY: no countries/${country}.json (one of ${placeholders.map((p) => p.code).join(', ')})`);
  for (const { name, what, required, requiredWith, rule } of SETTINGS) {
    const value = env[name]?.trim() ?? '';
    if (!value) {
      if (required) problems.push(`${name}: missing (${what})`);
      else if (requiredWith && env[requiredWith]?.trim())
        problems.push(`${name}: missing (${what}; required with ${requiredWith})`);
      continue;
    }
    const wrong = rule(value, context);
    if (wrong) problems.push(`${name}: ${wrong}`);
  }
  // Where there is no git, a build is named <package>@<version>+nogit (scripts/release.ts), as
  // every such build of that version is: Sentry would file their source maps under one release.
  // With Sentry on, that name counts as none; CI's test build may keep it (its events go to a
  // .test host, its maps are never uploaded).
  const release = env.VITE_RELEASE?.trim() ?? '';
  if (release && namesNoCommit(release) && env.VITE_SENTRY_DSN?.trim() && !allowTestHosts)
    problems.push(
      `VITE_RELEASE: missing (${RELEASE_WHAT}; required with VITE_SENTRY_DSN where there is no git: "${release}" names no commit)`,
    );
  return problems;
}

/** The placeholders of every profile in `<root>/countries/`. */
export function profilePlaceholders(root: string): ProfilePlaceholders[] {
  const dir = join(root, 'countries');
  return readdirSync(dir)
    .filter((f) => /^[a-z]{2}\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ProfilePlaceholders);
}
