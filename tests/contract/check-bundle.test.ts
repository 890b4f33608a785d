// @vitest-environment node
// The bundle check must refuse a build that carries sandbox code, the screen gallery or an ajv compiler.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function fakeDist(code: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<script type="module" src="/assets/index-a.js"></script>');
  writeFileSync(join(dir, 'assets', 'index-a.js'), code);
  return dir;
}

const run = (dist: string, ...flags: string[]) =>
  spawnSync('node', ['scripts/check-bundle.mjs', dist, ...flags], { encoding: 'utf8', cwd: join(__dirname, '../..') });

it('accepts a clean build', () => {
  const r = run(fakeDist('console.log("hola")'));
  expect(r.status).toBe(0);
  expect(r.stdout).toContain(
    'check-bundle: no sandbox code, no dev panel, no screen gallery, no run-time code generation',
  );
});

it.each([
  ['log("[sandbox] SMS to +52")', 'sandbox code'],
  ['x=Function("return 1")', 'Function()'],
  ['label("SMS (sandbox)")', 'dev-only sandbox panel'],
  ['h1("Galería de pantallas")', 'dev-only screen gallery'],
])('refuses %s', (code, why) => {
  const r = run(fakeDist(code));
  expect(r.status).toBe(1);
  expect(r.stderr).toContain(why);
});

it("refuses a build that carries the gallery's page", () => {
  const dist = fakeDist('console.log("hola")');
  mkdirSync(join(dist, 'gallery'));
  writeFileSync(join(dist, 'gallery', 'index.html'), '<script type="module" src="/gallery/main.tsx"></script>');
  const r = run(dist);
  expect(r.status).toBe(1);
  expect(r.stderr).toContain("dev-only screen gallery's page");
});

describe('--production (a build of npm run build:production)', () => {
  it.each([
    ['label("Simular: aprobado")', 'sandbox identity widget'],
    ['prefixUrl:"/sandbox/registration"', 'sandbox API path'],
  ])('refuses %s, which the demo build may carry', (code, why) => {
    expect(run(fakeDist(code)).status).toBe(0);
    const r = run(fakeDist(code), '--production');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(why);
  });

  it('accepts a clean build', () => {
    const r = run(fakeDist('fetch("https://api.lender.mx/v1/users")'), '--production');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('production: no sandbox identity widget, no sandbox API path');
  });
});
