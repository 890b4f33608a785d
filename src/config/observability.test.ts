import { describe, expect, it } from 'vitest';
import { gitCommit } from '../../scripts/release.ts';
import { segmentSettings, sentrySettings } from './observability';

// Where the tests run decides the release's last part (scripts/release.ts): a git checkout's
// commit, or `nogit` in a copy without git history (a downloaded archive).
const inGit = gitCommit(process.cwd()) !== undefined;

describe('observability settings', () => {
  it('are off when their key is unset or blank', () => {
    expect(sentrySettings({})).toBeNull();
    expect(sentrySettings({ VITE_SENTRY_DSN: '  ' })).toBeNull();
    expect(segmentSettings({})).toBeNull();
  });

  it('read Sentry: DSN, tunnel, environment, release and the two rates, clamped', () => {
    expect(
      sentrySettings({
        VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2',
        VITE_SENTRY_TUNNEL: '/t',
        VITE_SENTRY_ENVIRONMENT: 'staging',
        VITE_RELEASE: 'r1',
        VITE_SENTRY_REPLAY_RATE: '0.25',
        VITE_SENTRY_TRACES_RATE: '7',
      }),
    ).toEqual({
      dsn: 'https://k@o1.ingest.sentry.io/2',
      tunnel: '/t',
      environment: 'staging',
      release: 'r1',
      replayRate: 0.25,
      tracesRate: 1,
    });
    const defaults = sentrySettings({
      VITE_SENTRY_DSN: 'https://k@h/1',
      VITE_SENTRY_REPLAY_RATE: 'lots',
      MODE: 'production',
    });
    expect(defaults).toMatchObject({ environment: 'production', replayRate: 0, tracesRate: 1 });
    expect(defaults?.release).toBeUndefined();
  });

  it("read Segment's API host as a URL or Segment's bare host/path, https by default", () => {
    expect(segmentSettings({ VITE_SEGMENT_WRITE_KEY: 'w' })).toEqual({
      writeKey: 'w',
      apiHost: 'api.segment.io/v1',
      protocol: 'https',
    });
    expect(segmentSettings({ VITE_SEGMENT_WRITE_KEY: 'w', VITE_SEGMENT_API_HOST: 'https://t.lender.mx/v1/' })).toEqual({
      writeKey: 'w',
      apiHost: 't.lender.mx/v1',
      protocol: 'https',
    });
    expect(
      segmentSettings({ VITE_SEGMENT_WRITE_KEY: 'w', VITE_SEGMENT_API_HOST: 'http://127.0.0.1:4176/sandbox/segment' }),
    ).toMatchObject({ apiHost: '127.0.0.1:4176/sandbox/segment', protocol: 'http' });
  });

  it.skipIf(!inGit)(
    'carry a release even when VITE_RELEASE is unset: the build names it package@version+commit',
    () => {
      // vite.config.ts defines it for every build (and for this test run) from scripts/release.ts;
      // a VITE_RELEASE in the environment wins.
      const expected = process.env.VITE_RELEASE?.trim() || /^onboarding-flow@\d+\.\d+\.\d+\+[0-9a-f]{12}$/;
      expect(import.meta.env.VITE_RELEASE).toMatch(expected);
    },
  );

  it.skipIf(inGit)('carry a release without git history too: the build names it package@version+nogit', () => {
    const expected = process.env.VITE_RELEASE?.trim() || /^onboarding-flow@\d+\.\d+\.\d+\+nogit$/;
    expect(import.meta.env.VITE_RELEASE).toMatch(expected);
  });
});
