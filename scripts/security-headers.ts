// The security headers production must send, from one source: the preview
// server sends them (vite.config.ts) and the nginx configuration is generated
// from them (scripts/nginx-config.mjs → deploy/nginx/). The CSP allows no eval
// (validators are precompiled) and two inline scripts, by their hashes: the form pages'
// draft guard (scripts/draft-guard.ts) and the script that starts them after their first
// paint (scripts/after-first-paint.ts). It lists only the origins
// this build's settings configure: a third party that is not configured gets
// nothing, and one that is configured gets exactly what it needs.

import { createHash } from 'node:crypto';
import { AFTER_FIRST_PAINT } from './after-first-paint.ts';
import { DRAFT_GUARD } from './draft-guard.ts';

/** The CSP source that allows one inline script, by the hash of its text, and no other. */
const inlineScript = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

type Env = Record<string, string | undefined>;

/** The origin of an absolute http(s) URL; null for a path on our own origin, or no URL. */
function originOf(url: string | undefined): string | null {
  const text = url?.trim();
  if (!text || !/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}

// MetaMap (docs.metamap.com, 'Web SDK'): the button's script comes from
// web-button.metamap.com; the verification itself (document and selfie capture)
// runs in a frame on the flow's host, signup.metamap.com (signup.getmati.com in
// the 'Configuration' page's direct links, the older name of the same service).
// Its 'Troubleshooting' page: with a Permissions-Policy header, grant camera,
// microphone and geolocation to MetaMap's domains, or it asks again and again.
export const METAMAP = {
  script: 'https://web-button.metamap.com',
  capture: ['https://signup.metamap.com', 'https://signup.getmati.com'],
  api: ['https://*.metamap.com', 'https://*.getmati.com'],
};

// Google Maps JavaScript API with the Places library (its CSP guide): the
// loader and its modules from *.googleapis.com, images from *.gstatic.com,
// the autocomplete's fonts from fonts.gstatic.com.
const GOOGLE_MAPS = {
  script: ['https://*.googleapis.com', 'https://*.gstatic.com'],
  connect: ['https://*.googleapis.com', 'https://*.gstatic.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
};

// Segment's analytics-next: events to the API host, and nothing else. Its settings are
// given inline (src/adapters/observability/segment.ts), so its CDN is never asked, and no
// destination script runs in the page: destinations run in Segment's cloud.
const SEGMENT_API_HOST = 'api.segment.io';

/** Where Sentry's events go: the tunnel when one is set (a path stays on our origin), else the DSN's host. */
function sentryOrigin(env: Env): string | null {
  if (!env.VITE_SENTRY_DSN?.trim()) return null;
  if (env.VITE_SENTRY_TUNNEL?.trim()) return originOf(env.VITE_SENTRY_TUNNEL);
  return originOf(env.VITE_SENTRY_DSN);
}

const list = (...sources: Array<string | null | undefined | false>) =>
  [...new Set(sources.filter((s): s is string => Boolean(s)))].join(' ');

/** The allowlist of a Permissions-Policy feature: () for nobody. */
const allow = (origins: string[]) => `(${origins.map((o) => `"${o}"`).join(' ')})`;

export function securityHeaders(env: Env): Record<string, string> {
  const maps = Boolean(env.VITE_GOOGLE_MAPS_API_KEY?.trim());
  const metamap = Boolean(env.VITE_IDENTITY_CLIENT_ID?.trim());
  const segment = Boolean(env.VITE_SEGMENT_WRITE_KEY?.trim());
  const sentry = Boolean(env.VITE_SENTRY_DSN?.trim());
  // Segment's apiHost has no scheme (https); a demo build's local endpoint may give one (http://127.0.0.1:…).
  const segmentHost = env.VITE_SEGMENT_API_HOST?.trim() || SEGMENT_API_HOST;
  const segmentApi = segment && originOf(segmentHost.includes('://') ? segmentHost : `https://${segmentHost}`);

  const connect = list(
    "'self'",
    originOf(env.VITE_REGISTRATION_API_URL),
    originOf(env.VITE_OPERATIONS_API_URL),
    originOf(env.VITE_PUBLIC_IP_URL),
    originOf(env.VITE_IP_GEOLOCATION_URL),
    sentryOrigin(env),
    segmentApi,
    ...(maps ? GOOGLE_MAPS.connect : []),
    ...(metamap ? METAMAP.api : []),
  );
  const capture = metamap ? METAMAP.capture : [];

  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src ${list("'self'", inlineScript(DRAFT_GUARD), inlineScript(AFTER_FIRST_PAINT), ...(maps ? GOOGLE_MAPS.script : []), metamap && METAMAP.script)}`,
      // The stylesheet is inline in every page (index.html), and React sets style attributes (the
      // signature pad, the spinner): inline styles, never inline scripts.
      `style-src ${list("'self'", "'unsafe-inline'", ...(maps ? GOOGLE_MAPS.style : []))}`,
      `img-src ${list("'self'", 'data:', 'blob:', ...(maps ? GOOGLE_MAPS.img : []), ...(metamap ? METAMAP.api : []))}`,
      `font-src ${list("'self'", ...(maps ? GOOGLE_MAPS.font : []))}`,
      `connect-src ${connect}`,
      // Sentry's session replay compresses in a worker made from a blob: URL.
      `worker-src ${list("'self'", sentry && 'blob:')}`,
      `frame-src ${capture.length ? capture.join(' ') : "'none'"}`,
      "media-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    // One year, this host only: the lender's other subdomains are not ours to commit to https.
    'Strict-Transport-Security': 'max-age=31536000',
    // The flow's addresses carry phone numbers and names ('/5512345678/about-you'), so no request
    // says which page it came from, not even to our own server: the origin only. Not stricter:
    // Google's key restriction by HTTP referrer needs the origin (no-referrer would break maps).
    'Referrer-Policy': 'strict-origin',
    'X-Content-Type-Options': 'nosniff',
    // Nobody frames the flow (older browsers read this; newer ones, frame-ancestors above).
    'X-Frame-Options': 'DENY',
    // A page we open (the contract, the chat) cannot reach back into this one, and no other
    // site's window keeps a handle on ours; popups we open still work.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    // Only MetaMap's capture frame may use the camera, microphone and location; nobody else, us included.
    'Permissions-Policy': [
      `camera=${allow(capture)}`,
      `microphone=${allow(capture)}`,
      `geolocation=${allow(capture)}`,
    ].join(', '),
  };
}
