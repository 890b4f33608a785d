// @vitest-environment node
// The validator precompile writes only what changed, and in the dev server it runs
// again on each JSON save (scripts/dev-watch-validators.ts), so an edit reaches
// the forms without a restart; a file that does not parse is named.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, createServer, type ViteDevServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { devWatchValidators } from '../../scripts/dev-watch-validators';
// @ts-expect-error plain ESM script without types
import { compileValidators } from '../../scripts/lib/validators.mjs';

type Compiled = { written: string[]; removed: string[] };
const compile = compileValidators as (root: string) => Compiled;

const root = join(__dirname, '../..');
const copies: string[] = [];

/** The data folders and the scripts in a temporary directory, with the project's packages linked in. */
function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dev-watch-'));
  copies.push(dir);
  for (const d of ['flows', 'schemas', 'countries', 'scripts', 'api'])
    cpSync(join(root, d), join(dir, d), { recursive: true });
  // How the scripts and the app read the flow files, one module for both.
  cpSync(join(root, 'src/engine/flow-files.mjs'), join(dir, 'src/engine/flow-files.mjs'));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

const edit = (dir: string, file: string, from: string, to: string) => {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
};
const generated = (dir: string, file: string) => readFileSync(join(dir, 'src/generated', file), 'utf8');

afterEach(() => {
  for (const d of copies.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the validator precompile', () => {
  it('writes only the files whose text changes, and removes those no longer produced', () => {
    const dir = copyProject();
    const first = compile(dir);
    expect(first.written).toEqual(expect.arrayContaining(['src/generated/validators/mx/about-you.js']));
    expect(compile(dir)).toMatchObject({ written: [], removed: [] });

    edit(dir, 'schemas/steps/about-you.json', '"title": "Apellido paterno"', '"title": "Primer apellido"');
    expect(compile(dir)).toEqual({
      written: ['src/generated/validators/do/about-you.js', 'src/generated/validators/mx/about-you.js'],
      removed: [],
      steps: 5,
      countries: 2,
    });
    expect(generated(dir, 'validators/do/about-you.js')).toContain('Primer apellido');

    // The uiSchema travels in the same module: its edit rewrites it too.
    edit(dir, 'schemas/steps/about-you.ui.json', '"ui:title": "Día de nacimiento"', '"ui:title": "Día en que naciste"');
    expect(compile(dir).written).toEqual([
      'src/generated/validators/do/about-you.js',
      'src/generated/validators/mx/about-you.js',
    ]);
    expect(generated(dir, 'validators/mx/about-you.js')).toContain('export const uiSchema = {');
    expect(generated(dir, 'validators/mx/about-you.js')).toContain('Día en que naciste');

    rmSync(join(dir, 'countries/do.json'));
    const after = compile(dir);
    expect(after.written).toEqual([]);
    expect(after.removed).toContain('src/generated/validators/do/about-you.js');
    expect(after.removed.every((f) => f.startsWith('src/generated/validators/do/'))).toBe(true);
  }, 60_000);

  it('names a file that does not parse, and writes nothing', () => {
    const dir = copyProject();
    compile(dir);
    const before = generated(dir, 'validators/mx/about-you.js');
    edit(dir, 'schemas/steps/about-you.json', '"title": "Apellido paterno",', '"title": "Primer apellido"');
    expect(() => compile(dir)).toThrow(/^schemas\/steps\/about-you\.json: /);
    expect(generated(dir, 'validators/mx/about-you.js')).toBe(before);
  }, 30_000);
});

describe('the dev server', () => {
  let server: ViteDevServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('regenerates the validators when a step schema is saved, and reports a file that does not parse', async () => {
    const dir = copyProject();
    compile(dir);
    const errors: string[] = [];
    const logger = createLogger('silent');
    logger.error = (msg) => void errors.push(msg);
    server = await createServer({
      root: dir,
      configFile: false,
      mode: 'development',
      customLogger: logger,
      // Its own cache, and no dependency scan: node_modules is the project's (linked), and
      // a running dev server's pre-bundled dependencies there must not be touched.
      cacheDir: join(dir, '.vite-cache'),
      optimizeDeps: { noDiscovery: true },
      server: { middlewareMode: true, hmr: false },
      plugins: [devWatchValidators()],
    });
    const watcher = server.watcher;
    await new Promise<void>((resolve) => {
      watcher.once('ready', () => resolve());
      setTimeout(resolve, 2000); // already ready
    });

    edit(dir, 'schemas/steps/about-you.json', '"title": "Apellido paterno"', '"title": "Primer apellido"');
    await expect
      .poll(() => generated(dir, 'validators/mx/about-you.js'), { timeout: 20_000, interval: 200 })
      .toContain('Primer apellido');
    expect(generated(dir, 'validators/do/about-you.js')).toContain('Primer apellido');

    edit(dir, 'countries/do.json', '"neighborhoodLabel": "Sector",', '"neighborhoodLabel": "Sector"');
    await expect.poll(() => errors.join('\n'), { timeout: 20_000, interval: 200 }).toMatch(/countries\/do\.json: /);
  }, 60_000);
});
