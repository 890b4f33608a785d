// @vitest-environment node
// The CSP and the Permissions-Policy follow the configured origins, and nothing else.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AFTER_FIRST_PAINT } from './after-first-paint.ts';
import { DRAFT_GUARD } from './draft-guard.ts';
import { securityHeaders } from './security-headers.ts';

/** The inline scripts allowed, by the hashes of their texts: the form pages' draft guard and their starter. */
const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const GUARD = [hash(DRAFT_GUARD), hash(AFTER_FIRST_PAINT)];

/** The CSP as directive → sources. */
function csp(env: Record<string, string>): Record<string, string[]> {
  const policy = securityHeaders(env)['Content-Security-Policy'] as string;
  return Object.fromEntries(
    policy.split('; ').map((d) => {
      const [name, ...sources] = d.split(' ');
      return [name as string, sources];
    }),
  );
}

describe('with nothing configured (the demo build)', () => {
  const p = csp({});
  it('allows our own origin only, no eval, and no inline script but the two of the form pages', () => {
    expect(p['script-src']).toEqual(["'self'", ...GUARD]);
    expect(p['connect-src']).toEqual(["'self'"]);
    expect(p['frame-src']).toEqual(["'none'"]);
    expect(p['worker-src']).toEqual(["'self'"]);
    expect(Object.values(p).flat()).not.toContain("'unsafe-eval'");
  });
  it('grants the camera, the microphone and the location to nobody', () => {
    expect(securityHeaders({})['Permissions-Policy']).toBe('camera=(), microphone=(), geolocation=()');
  });
  it('sends HSTS, a referrer policy that sends no path, nosniff, and refuses framing and openers', () => {
    expect(securityHeaders({})).toMatchObject({
      'Strict-Transport-Security': 'max-age=31536000',
      'Referrer-Policy': 'strict-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    });
    expect(csp({})['frame-ancestors']).toEqual(["'none'"]);
  });
});

it.each([
  ['VITE_REGISTRATION_API_URL', 'https://api.lender.mx/registration/v1', 'https://api.lender.mx'],
  ['VITE_OPERATIONS_API_URL', 'https://ops.lender.mx:8443/x', 'https://ops.lender.mx:8443'],
  // Whatever provider the deployment picks: never a fixed list of IP services.
  ['VITE_PUBLIC_IP_URL', 'https://ip.lender.mx/?format=json', 'https://ip.lender.mx'],
  ['VITE_IP_GEOLOCATION_URL', 'https://geo.other-provider.net/json', 'https://geo.other-provider.net'],
])('%s adds its origin to connect-src', (name, url, origin) => {
  expect(csp({ [name]: url })['connect-src']).toEqual(["'self'", origin]);
});

it('a relative API base stays on our own origin', () => {
  expect(csp({ VITE_REGISTRATION_API_URL: '/api' })['connect-src']).toEqual(["'self'"]);
});

describe('Sentry', () => {
  it("sends to the DSN's host, compresses replays in a blob: worker", () => {
    const p = csp({ VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42' });
    expect(p['connect-src']).toEqual(["'self'", 'https://o1.ingest.sentry.io']);
    expect(p['worker-src']).toEqual(["'self'", 'blob:']);
  });
  it("sends to the tunnel's origin instead, or to our own for a path", () => {
    const dsn = 'https://key@o1.ingest.sentry.io/42';
    expect(csp({ VITE_SENTRY_DSN: dsn, VITE_SENTRY_TUNNEL: 'https://t.lender.mx/e' })['connect-src']).toEqual([
      "'self'",
      'https://t.lender.mx',
    ]);
    expect(csp({ VITE_SENTRY_DSN: dsn, VITE_SENTRY_TUNNEL: '/monitoring' })['connect-src']).toEqual(["'self'"]);
  });
  it('a tunnel without a DSN adds nothing (Sentry is off)', () => {
    expect(csp({ VITE_SENTRY_TUNNEL: 'https://t.lender.mx/e' })['connect-src']).toEqual(["'self'"]);
  });
});

describe('Segment', () => {
  it('sends to api.segment.io and loads nothing: settings are inline, destinations run in its cloud', () => {
    const p = csp({ VITE_SEGMENT_WRITE_KEY: 'wk1' });
    expect(p['script-src']).toEqual(["'self'", ...GUARD]);
    expect(p['connect-src']).toEqual(["'self'", 'https://api.segment.io']);
  });
  it('sends to a first-party API host instead when one is set', () => {
    expect(csp({ VITE_SEGMENT_WRITE_KEY: 'wk1', VITE_SEGMENT_API_HOST: 'events.lender.mx/v1' })['connect-src']).toEqual(
      ["'self'", 'https://events.lender.mx'],
    );
  });
  it("keeps the scheme a demo build's local endpoint gives", () => {
    expect(
      csp({ VITE_SEGMENT_WRITE_KEY: 'wk1', VITE_SEGMENT_API_HOST: 'http://127.0.0.1:4390/v1' })['connect-src'],
    ).toContain('http://127.0.0.1:4390');
  });
  it('adds nothing without a write key', () => {
    expect(csp({ VITE_SEGMENT_API_HOST: 'events.lender.mx/v1' })['connect-src']).toEqual(["'self'"]);
  });
});

it('Google Maps: its scripts, images, fonts and calls, only with a key', () => {
  const p = csp({ VITE_GOOGLE_MAPS_API_KEY: `AIza${'x'.repeat(35)}` });
  expect(p['script-src']).toEqual(["'self'", ...GUARD, 'https://*.googleapis.com', 'https://*.gstatic.com']);
  expect(p['connect-src']).toContain('https://*.googleapis.com');
  expect(p['font-src']).toContain('https://fonts.gstatic.com');
});

it("MetaMap: the button's script, the capture frame, and the camera granted to that frame only", () => {
  const env = { VITE_IDENTITY_CLIENT_ID: '63d42dbd0be362001ceb58d1' };
  const p = csp(env);
  expect(p['script-src']).toEqual(["'self'", ...GUARD, 'https://web-button.metamap.com']);
  expect(p['frame-src']).toEqual(['https://signup.metamap.com', 'https://signup.getmati.com']);
  const policy = securityHeaders(env)['Permissions-Policy'];
  expect(policy).toContain('camera=("https://signup.metamap.com" "https://signup.getmati.com")');
  expect(policy).not.toContain('web-button');
  expect(policy).not.toContain('self');
});
