// @vitest-environment node
// The build's .br and .gz copies hold exactly the file, for text files worth compressing.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('writes .br and .gz next to text files, decompressing to the same bytes', () => {
  mkdirSync(join(dir, 'assets'));
  const js = 'export const copy = "Sobre ti";\n'.repeat(100);
  writeFileSync(join(dir, 'assets', 'step-abc123.js'), js);
  writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>hola</p>'.repeat(100)}`);
  writeFileSync(join(dir, 'tiny.css'), 'a{}'); // not worth it
  writeFileSync(join(dir, 'welcome.webm'), Buffer.alloc(4096)); // already compressed media

  const done = precompressDir(dir).map((p) => p.slice(dir.length + 1));
  expect(done.sort()).toEqual(['assets/step-abc123.js', 'index.html']);
  const file = join(dir, 'assets', 'step-abc123.js');
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
  expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
  expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false);
  expect(existsSync(join(dir, 'welcome.webm.gz'))).toBe(false);
});
