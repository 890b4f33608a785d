// @vitest-environment node
// Where a build's source maps go: out of the served folder, into a folder of that build's own.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { sourcemapsDir, sourcemapsOut } from './sourcemaps-out.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sourcemaps-out-'));
  dirs.push(dir);
  return dir;
};

describe('sourcemapsDir', () => {
  it("puts a build inside the project under dist-sourcemaps/, by the build's path", () => {
    expect(sourcemapsDir('/p', '/p/dist')).toBe('/p/dist-sourcemaps/dist');
    expect(sourcemapsDir('/p', '/p/.bench/app')).toBe('/p/dist-sourcemaps/.bench/app');
  });

  it('never gives two builds with one folder name the same place (it used the basename)', () => {
    expect(sourcemapsDir('/p', '/p/a/dist')).not.toBe(sourcemapsDir('/p', '/p/b/dist'));
    expect(sourcemapsDir('/p', '/tmp/x/dist')).not.toBe(sourcemapsDir('/p', '/tmp/y/dist'));
    expect(sourcemapsDir('/p', '/tmp/x/dist')).not.toBe(sourcemapsDir('/p', '/p/dist'));
  });

  it('keeps a build outside the project (a temp dir, a server folder) out of the project', () => {
    expect(sourcemapsDir('/p', '/tmp/bundle-secrets-abc')).toBe('/tmp/bundle-secrets-abc-sourcemaps');
    expect(sourcemapsDir('/p', '/srv/onboarding/dist')).toBe('/srv/onboarding/dist-sourcemaps');
    expect(sourcemapsDir('/p', '/p-other/dist')).toBe('/p-other/dist-sourcemaps');
  });
});

describe('sourcemapsOut', () => {
  /** Runs the plugin on a written build of `files`, as Vite does after writing them. */
  function build(root: string, outDir: string, files: string[], release?: string) {
    for (const f of files) {
      mkdirSync(join(outDir, f, '..'), { recursive: true });
      writeFileSync(join(outDir, f), f);
    }
    const plugin = sourcemapsOut({ root, release });
    (plugin.configResolved as (c: ResolvedConfig) => void)({ root, build: { outDir } } as ResolvedConfig);
    const write = plugin.writeBundle as { handler: (o: unknown, b: Record<string, unknown>) => void };
    write.handler({}, Object.fromEntries(files.map((f) => [f, {}])));
  }

  it('moves every map out of the served folder, with the release beside them, and keeps the rest', () => {
    const root = temp();
    const outDir = join(root, 'dist');
    build(root, outDir, ['index.html', 'assets/index-a.js', 'assets/index-a.js.map'], 'app@1.0.0+abc1234');
    expect(readdirSync(join(outDir, 'assets'))).toEqual(['index-a.js']);
    const maps = join(root, 'dist-sourcemaps', 'dist');
    expect(readFileSync(join(maps, 'assets/index-a.js.map'), 'utf8')).toBe('assets/index-a.js.map');
    expect(readFileSync(join(maps, 'release.txt'), 'utf8')).toBe('app@1.0.0+abc1234\n');
  });

  it("holds one build's maps only: an earlier build's are gone", () => {
    const root = temp();
    const outDir = join(root, 'dist');
    build(root, outDir, ['assets/old-1.js', 'assets/old-1.js.map']);
    rmSync(outDir, { recursive: true });
    build(root, outDir, ['assets/new-2.js', 'assets/new-2.js.map']);
    expect(readdirSync(join(root, 'dist-sourcemaps', 'dist', 'assets'))).toEqual(['new-2.js.map']);
  });

  it('leaves nothing in the project for a build outside it', () => {
    const root = temp();
    const outDir = join(temp(), 'out');
    build(root, outDir, ['assets/index-a.js', 'assets/index-a.js.map']);
    expect(existsSync(join(root, 'dist-sourcemaps'))).toBe(false);
    expect(existsSync(`${outDir}-sourcemaps/assets/index-a.js.map`)).toBe(true);
  });
});
