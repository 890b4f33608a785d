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

it('refuses chunks that import each other (the first to run would read the other half-defined)', () => {
  const dist = fakeDist('import{a}from"./api-b.js";console.log(a)');
  writeFileSync(join(dist, 'assets', 'api-b.js'), 'import{c}from"./registry-c.js";export const a=c.x;');
  writeFileSync(join(dist, 'assets', 'registry-c.js'), 'import"./api-b.js";export const c={x:1};');
  const r = run(dist);
  expect(r.status).toBe(1);
  expect(r.stderr).toContain('chunks import each other: api-b.js → registry-c.js → api-b.js');
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
  /** A fake production build with its source maps where the build puts them (beside a temp dist). */
  function productionDist(code: string): string {
    const dist = fakeDist(code);
    mkdirSync(join(`${dist}-sourcemaps`, 'assets'), { recursive: true });
    dirs.push(`${dist}-sourcemaps`);
    writeFileSync(join(`${dist}-sourcemaps`, 'assets', 'index-a.js.map'), '{"version":3}');
    return dist;
  }

  it.each([
    ['label("Simular: aprobado")', 'sandbox identity widget'],
    ['prefixUrl:"/sandbox/registration"', 'sandbox API path'],
  ])('refuses %s, which the demo build may carry', (code, why) => {
    expect(run(fakeDist(code)).status).toBe(0);
    const r = run(productionDist(code), '--production');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(why);
  });

  it('accepts a clean build whose maps are kept out of it', () => {
    const r = run(productionDist('fetch("https://api.lender.mx/v1/users")'), '--production');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(
      'production: no sandbox identity widget, no sandbox API path, no source map served, every map kept for error reports',
    );
  });

  it.each([
    ['assets/index-a.js.map', 'assets/index-a.js.map is a source map in the served folder'],
    ['assets/index-a.js.map.br', 'assets/index-a.js.map.br is a source map in the served folder'],
    ['index.js.map', 'index.js.map is a source map in the served folder'],
    ['deep/er/styles.css.map', 'deep/er/styles.css.map is a source map in the served folder'],
  ])('refuses a source map served: %s', (file, why) => {
    const dist = productionDist('console.log("hola")');
    mkdirSync(join(dist, file, '..'), { recursive: true });
    writeFileSync(join(dist, file), '{"version":3}');
    expect(run(dist).status).toBe(0);
    const r = run(dist, '--production');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(why);
  });

  it.each([
    ['assets/index-a.js', 'console.log(1)\n//# sourceMappingURL=index-a.js.map'],
    ['assets/index-b.css', 'a{}\n/*# sourceMappingURL=index-b.css.map */'],
    ['index.html', '<script>//@ sourceMappingURL=/x.js.map</script>'],
  ])('refuses %s pointing at a source map', (file, text) => {
    const dist = productionDist('console.log("hola")');
    writeFileSync(join(dist, file), text);
    const r = run(dist, '--production');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${file} points at a source map (a sourceMappingURL comment)`);
  });

  it('refuses a build whose maps are missing, or one script without its map', () => {
    const dist = fakeDist('console.log("hola")');
    const none = run(dist, '--production');
    expect(none.status).toBe(1);
    expect(none.stderr).toContain(`no source map in ${dist}-sourcemaps (error reports would stay minified)`);

    const some = productionDist('console.log("hola")');
    writeFileSync(join(some, 'assets', 'about-you-b.js'), 'export{}');
    const r = run(some, '--production');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`assets/about-you-b.js has no source map in ${some}-sourcemaps`);
  });

  it('reads the maps from --sourcemaps=DIR when given', () => {
    const dist = fakeDist('console.log("hola")');
    const maps = mkdtempSync(join(tmpdir(), 'maps-'));
    dirs.push(maps);
    mkdirSync(join(maps, 'assets'));
    writeFileSync(join(maps, 'assets', 'index-a.js.map'), '{"version":3}');
    expect(run(dist, '--production', `--sourcemaps=${maps}`).status).toBe(0);
  });
});
