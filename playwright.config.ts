import { defineConfig, devices } from '@playwright/test';
import type { EngineOptions } from './e2e/engines/fixtures';
// @ts-expect-error plain ESM script without types
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/bench/profile.mjs';

// E2E_PORT / E2E_DO_PORT / E2E_GALLERY_PORT let two suites run side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 4173);
const doPort = Number(process.env.E2E_DO_PORT ?? 4174);
const galleryPort = Number(process.env.E2E_GALLERY_PORT ?? 4175);
// The production build behind nginx (project 'nginx-smoke'), and the sandbox that answers its API origins.
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4176);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4177);
const observePort = Number(process.env.E2E_OBSERVE_PORT ?? 4178);
const observeReplayPort = Number(process.env.E2E_OBSERVE_REPLAY_PORT ?? 4179);
// Where the nginx smoke test's server keeps its configuration and logs (e2e/nginx-smoke.spec.ts reads them).
const nginxDir = process.env.E2E_NGINX_DIR ?? '.nginx-smoke';

// Debian's Chromium (no browser download works here); iPhone 13 metrics, forced
// to Chromium, at the 390x844 screen the team reviews.
const phone = {
  ...devices['iPhone 13'],
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
};

// Two builds, two servers: the Mexico profile (the default build, dist/) and the
// Dominican one (VITE_COUNTRY=do, its own outDir and port, so neither build
// overwrites what the other server is serving). The e2e/country-do.spec.ts
// journeys run against the second; every other spec is Mexico's.
const DO_SPEC = /country-do\.spec\.ts$/;
// The screen gallery is dev-only (never in a build: gallery/, served at /__gallery):
// e2e/gallery.spec.ts runs against the dev server, in project 'gallery'.
const GALLERY_SPEC = /gallery\.spec\.ts$/;
// The walk through every screen in development, failing on any console error or
// React warning (e2e/dev-walk.spec.ts): the same dev server, project 'dev-walk'.
const DEV_WALK_SPEC = /dev-walk\.spec\.ts$/;
// The production build (npm run build:production:test: deploy/test-settings.env, with
// ONBOARDING_ALLOW_TEST_HOSTS=1 to let its .test hosts through) served by nginx with
// the shipped configuration (deploy/nginx/): e2e/nginx-smoke.spec.ts.
const NGINX_SPEC = /nginx-smoke\.spec\.ts$/;
// Error reporting and usage analytics (e2e/observability.spec.ts) run against a
// demo build of their own (outDir dist-observe) with Sentry and Segment
// configured to send to the sandbox on the preview server's own origin: Sentry's
// DSN over plain http on loopback with the tunnel /sandbox/sentry, Segment's API
// host /sandbox/segment. Nothing reaches Sentry's or Segment's servers.
const OBSERVE_SPEC = /observability\.spec\.ts$/;
const observeEnv = (port: number) =>
  [
    `VITE_SENTRY_DSN=http://e2epublickey@127.0.0.1:${port}/1`,
    'VITE_SENTRY_TUNNEL=/sandbox/sentry',
    'VITE_SENTRY_ENVIRONMENT=e2e',
    'VITE_RELEASE=onboarding@e2e',
    'VITE_SEGMENT_WRITE_KEY=e2e-write-key',
    `VITE_SEGMENT_API_HOST=http://127.0.0.1:${port}/sandbox/segment`,
  ].join(' ');
// Session replay (e2e/observability-replay.spec.ts): the same build with every session
// recorded (VITE_SENTRY_REPLAY_RATE=1; the rate is inlined at build time, so this is a
// build of its own, in dist-observe-replay on port E2E_OBSERVE_REPLAY_PORT). The build
// above, without a rate, is the unsampled case: replay's code is never fetched there.
const OBSERVE_REPLAY_SPEC = /observability-replay\.spec\.ts$/;
// The walks in the other engines our applicants hold (e2e/engines.spec.ts): WebKit
// (WebKitGTK under Xvfb, classic WebDriver) and Firefox ESR (WebDriver BiDi), each
// driven by its own driver in e2e/engines/, against the same build and server as
// 'mobile-chromium'; and the same walks in Chromium (puppeteer over CDP), so that an
// engine-only failure shows beside a pass. They never open Playwright's own browser.
const ENGINES_SPEC = /engines\.spec\.ts$/;

// `--project=X` starts only the servers its projects need (Playwright starts
// every webServer otherwise, and building dist/ would disturb a suite serving it).
function selectedProjects(argv: string[]): string[] {
  const names: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
    else if (arg === '--project')
      for (let j = i + 1; j < argv.length && !(argv[j] as string).startsWith('-'); j += 1)
        names.push(argv[j] as string);
  }
  return names;
}
// Playwright matches project names case-insensitively, with `*` as a wildcard.
const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const chosen = selectedProjects(process.argv).map(
  (p) => new RegExp(`^${p.split('*').map(escapeRegExp).join('.*')}$`, 'i'),
);
const runs = (project: string | string[]) =>
  chosen.length === 0 || [project].flat().some((name) => chosen.some((p) => p.test(name)));

const servers = [
  {
    project: ['mobile-chromium', 'webkit', 'firefox', 'chromium'],
    command: `npm run build && npm run preview -- --port ${port}`,
    url: `http://127.0.0.1:${port}/home`,
  },
  {
    project: 'mobile-chromium-do',
    command: `npm run -s gen:validators && VITE_COUNTRY=do npx vite build --outDir dist-do --logLevel error && npx vite preview --outDir dist-do --port ${doPort}`,
    url: `http://127.0.0.1:${doPort}/home`,
  },
  {
    project: 'observability',
    command: `npm run -s gen:validators && ${observeEnv(observePort)} npx vite build --outDir dist-observe --logLevel error && npx vite preview --outDir dist-observe --port ${observePort}`,
    url: `http://127.0.0.1:${observePort}/home`,
  },
  {
    project: 'observability-replay',
    // The preview server gets the settings too: its CSP (scripts/security-headers.ts) allows
    // the blob: worker replay compresses in only when a DSN is set.
    command: `npm run -s gen:validators && export ${observeEnv(observeReplayPort)} VITE_SENTRY_REPLAY_RATE=1 && npx vite build --outDir dist-observe-replay --logLevel error && npx vite preview --outDir dist-observe-replay --port ${observeReplayPort}`,
    url: `http://127.0.0.1:${observeReplayPort}/home`,
  },
  {
    project: ['gallery', 'dev-walk'],
    command: `npm run -s gen:validators && npx vite --port ${galleryPort} --strictPort`,
    url: `http://127.0.0.1:${galleryPort}/__gallery`,
  },
  {
    project: 'nginx-smoke',
    command:
      'npm run -s build:production:test -- --logLevel error' +
      ` && ONBOARDING_ALLOW_TEST_HOSTS=1 node --env-file=deploy/test-settings.env scripts/nginx-config.mjs --run --out ${nginxDir} --root dist-production --listen 127.0.0.1:${nginxPort}`,
    url: `http://127.0.0.1:${nginxPort}/healthz`,
  },
  {
    project: 'nginx-smoke',
    command: `PORT=${sandboxPort} node sandbox/standalone.mjs`,
    url: `http://127.0.0.1:${sandboxPort}/sandbox/outbox`,
  },
];

export default defineConfig<EngineOptions>({
  testDir: 'e2e',
  workers: 2,
  fullyParallel: true,
  // No retries: a test that passes only on its second try is a defect to find, not to hide.
  retries: 0,
  // The fault table prints only when e2e/faults.spec.ts ran.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }], ['./e2e/fault-table-reporter.ts']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // The same browser and flags as the bench (scripts/bench/profile.mjs).
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'mobile-chromium',
      testIgnore: [DO_SPEC, GALLERY_SPEC, DEV_WALK_SPEC, NGINX_SPEC, OBSERVE_SPEC, OBSERVE_REPLAY_SPEC, ENGINES_SPEC],
      use: phone,
    },
    // No Playwright trace: these tests never open Playwright's browser.
    { name: 'webkit', testMatch: ENGINES_SPEC, use: { engineName: 'webkit', trace: 'off' } },
    { name: 'firefox', testMatch: ENGINES_SPEC, use: { engineName: 'firefox', trace: 'off' } },
    { name: 'chromium', testMatch: ENGINES_SPEC, use: { engineName: 'chromium', trace: 'off' } },
    {
      name: 'mobile-chromium-do',
      testMatch: DO_SPEC,
      use: { ...phone, baseURL: `http://127.0.0.1:${doPort}` },
    },
    {
      name: 'observability',
      testMatch: OBSERVE_SPEC,
      use: { ...phone, baseURL: `http://127.0.0.1:${observePort}` },
    },
    {
      name: 'observability-replay',
      testMatch: OBSERVE_REPLAY_SPEC,
      use: { ...phone, baseURL: `http://127.0.0.1:${observeReplayPort}` },
    },
    {
      name: 'gallery',
      testMatch: GALLERY_SPEC,
      use: { ...phone, baseURL: `http://127.0.0.1:${galleryPort}` },
    },
    {
      name: 'dev-walk',
      testMatch: DEV_WALK_SPEC,
      use: { ...phone, baseURL: `http://127.0.0.1:${galleryPort}` },
    },
    {
      name: 'nginx-smoke',
      testMatch: NGINX_SPEC,
      use: { ...phone, baseURL: `http://127.0.0.1:${nginxPort}` },
    },
  ],
  webServer: servers
    .filter((s) => runs(s.project))
    .map(({ command, url }) => ({
      command,
      url,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    })),
});
