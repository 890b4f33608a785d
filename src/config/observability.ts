// The settings of the two third parties that observe the flow: Sentry (errors,
// tracing, replay) and Segment (usage). Each is off, and loads nothing, when its
// key is unset. Read once at start-up; Vite inlines the values at build time.

type Env = Record<string, string | undefined>;
// By full name: Vite inlines these values alone, not every setting of the build.
const buildEnv: Env = {
  MODE: import.meta.env.MODE,
  VITE_SENTRY_DSN: import.meta.env.VITE_SENTRY_DSN,
  VITE_SENTRY_TUNNEL: import.meta.env.VITE_SENTRY_TUNNEL,
  VITE_SENTRY_ENVIRONMENT: import.meta.env.VITE_SENTRY_ENVIRONMENT,
  VITE_RELEASE: import.meta.env.VITE_RELEASE,
  VITE_SENTRY_REPLAY_RATE: import.meta.env.VITE_SENTRY_REPLAY_RATE,
  VITE_SENTRY_TRACES_RATE: import.meta.env.VITE_SENTRY_TRACES_RATE,
  VITE_SEGMENT_WRITE_KEY: import.meta.env.VITE_SEGMENT_WRITE_KEY,
  VITE_SEGMENT_API_HOST: import.meta.env.VITE_SEGMENT_API_HOST,
};

export interface SentrySettings {
  dsn: string;
  /** A same-origin path or URL that forwards envelopes to Sentry (ad blockers, one CSP origin). */
  tunnel?: string;
  environment: string;
  release?: string;
  /** The share of sessions recorded by session replay, 0 to 1. */
  replayRate: number;
  /** The share of page loads and navigations traced, 0 to 1 (VITE_SENTRY_TRACES_RATE, default 1). */
  tracesRate: number;
}

export interface SegmentSettings {
  writeKey: string;
  /** Where events go, Segment's form: host and path, no scheme ('api.segment.io/v1'). */
  apiHost: string;
  protocol: 'https' | 'http';
}

const SEGMENT_API_HOST = 'api.segment.io/v1';

const read = (env: Env, key: string) => env[key]?.trim() || undefined;

export function sentrySettings(env: Env = buildEnv): SentrySettings | null {
  const dsn = read(env, 'VITE_SENTRY_DSN');
  if (!dsn) return null;
  return {
    dsn,
    tunnel: read(env, 'VITE_SENTRY_TUNNEL'),
    environment: read(env, 'VITE_SENTRY_ENVIRONMENT') ?? env.MODE ?? 'production',
    release: read(env, 'VITE_RELEASE'),
    replayRate: rate(read(env, 'VITE_SENTRY_REPLAY_RATE'), 0),
    tracesRate: rate(read(env, 'VITE_SENTRY_TRACES_RATE'), 1),
  };
}

/** A share between 0 and 1; anything else is the default. */
function rate(value: string | undefined, fallback: number): number {
  const n = Number(value ?? fallback);
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), 1) : fallback;
}

/** VITE_SEGMENT_API_HOST may be a URL ('https://t.lender.mx/v1') or Segment's bare 'host/path'. */
export function segmentSettings(env: Env = buildEnv): SegmentSettings | null {
  const writeKey = read(env, 'VITE_SEGMENT_WRITE_KEY');
  if (!writeKey) return null;
  const host = read(env, 'VITE_SEGMENT_API_HOST') ?? SEGMENT_API_HOST;
  const match = /^(https?):\/\/(.+)$/i.exec(host);
  const protocol = match?.[1]?.toLowerCase() === 'http' ? 'http' : 'https';
  return { writeKey, apiHost: (match?.[2] ?? host).replace(/\/+$/, ''), protocol };
}
