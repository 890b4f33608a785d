// @vitest-environment node
// `npm run build:production` with no settings refuses, before building, and
// names every setting a deployment must give. Run where no .env file is (a
// fresh temp dir) with no VITE_ variable in the environment: a bare machine.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const cwd = mkdtempSync(join(tmpdir(), 'build-production-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

// Without CI's escape hatch too (ONBOARDING_ALLOW_TEST_HOSTS), whatever the shell running this has.
const bare = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_') && name !== 'ONBOARDING_ALLOW_TEST_HOSTS'),
);

it('with no settings, fails and names every missing setting', () => {
  const r = spawnSync('node', [join(root, 'scripts/build-production.mjs'), '--outDir', join(cwd, 'out')], {
    cwd,
    env: bare,
    encoding: 'utf8',
  });
  expect(r.status).toBe(1);
  expect(r.stderr).toContain('build:production refused: 12 setting(s) to fix');
  for (const name of [
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
  ])
    expect(r.stderr).toMatch(new RegExp(`^  ${name}: missing`, 'm'));
  // Optional settings are not asked for, and nothing was built.
  expect(r.stderr).not.toContain('VITE_SENTRY');
  expect(existsSync(join(cwd, 'out'))).toBe(false);
});

it('names a placeholder and a plain-http URL in the same run', () => {
  const r = spawnSync('node', [join(root, 'scripts/build-production.mjs')], {
    cwd,
    env: {
      ...bare,
      VITE_REGISTRATION_API_URL: 'http://api.lender.mx',
      VITE_LENDER_PHONE: '55 0000 0000',
      VITE_PRIVACY_URL: 'https://tendero.example.com/aviso-de-privacidad',
    },
    encoding: 'utf8',
  });
  expect(r.status).toBe(1);
  expect(r.stderr).toContain('VITE_REGISTRATION_API_URL: must be https');
  expect(r.stderr).toContain('VITE_LENDER_PHONE: is still the placeholder of countries/mx.json');
  expect(r.stderr).toContain('VITE_PRIVACY_URL: is a placeholder (tendero.example.com is an example domain)');
});

it("refuses CI's test settings (deploy/test-settings.env) without the test build's escape hatch", () => {
  const r = spawnSync(
    'node',
    [
      '--env-file',
      join(root, 'deploy/test-settings.env'),
      join(root, 'scripts/build-production.mjs'),
      '--outDir',
      join(cwd, 'out'),
    ],
    { cwd, env: bare, encoding: 'utf8' },
  );
  expect(r.status).toBe(1);
  const testHosts = readFileSync(join(root, 'deploy/test-settings.env'), 'utf8')
    .split('\n')
    .filter((l) => /^VITE_\w+=.*\.test\b/.test(l))
    .map((l) => l.slice(0, l.indexOf('=')));
  expect(testHosts).toContain('VITE_REGISTRATION_API_URL');
  for (const name of testHosts)
    expect(r.stderr).toMatch(new RegExp(`^  ${name}: is a test host .*ONBOARDING_ALLOW_TEST_HOSTS=1`, 'm'));
  expect(existsSync(join(cwd, 'out'))).toBe(false);
});
