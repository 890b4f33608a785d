// @vitest-environment node
// check:functions counts a function's lines as a reader does, from its first
// line to its closing brace: a tree whose functions fit passes, and one with a
// component, a method and a hook a line or two too long is refused with each
// file, line, name and count, although Biome's rule counted each of them as short.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const check = (dir: string) =>
  spawnSync('node', [join(root, 'scripts/check-functions.mjs'), '--root', dir], { encoding: 'utf8' });

const repeat = <T>(n: number, item: T): T[] => Array.from({ length: n }, () => item);

/** A component of `lines` lines, most of them JSX children. */
const component = (name: string, lines: number) => [
  `export function ${name}() {`,
  '  return (',
  '    <ul>',
  ...repeat(lines - 6, '      <li>a</li>'),
  '    </ul>',
  '  );',
  '}',
];

function tree(files: Record<string, string[]>) {
  const dir = mkdtempSync(join(tmpdir(), 'functions-'));
  for (const [file, lines] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'src', file)), { recursive: true });
    writeFileSync(join(dir, 'src', file), `${lines.join('\n')}\n`);
  }
  return dir;
}

describe('check:functions', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('passes a tree whose functions are 100 lines or fewer, and does not read tests', () => {
    const dir = tree({
      'ui/fits.tsx': component('Fits', 100),
      'ui/fits.test.tsx': ["describe('long', () => {", ...repeat(200, "  it('x', () => {});"), '});'],
    });
    dirs.push(dir);
    const r = check(dir);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/every function in src\/ is 100 lines or fewer/);
  });

  it('names a component, a method and a hook over 100 lines, counting JSX, blank lines, comments and braces', () => {
    const dir = tree({
      'ui/long.tsx': component('Long', 101),
      'adapters/store.ts': [
        'export class Store {',
        '  load() {',
        ...repeat(50, '    // why'),
        ...repeat(49, ''),
        '    return 1;',
        '  }',
        '}',
      ],
      'app/use-thing.ts': [
        'export const useThing = (a: boolean, b: () => void) => {',
        ...repeat(33, ['  if (a) {', '    b();', '  }']).flat(),
        '  return a;',
        '};',
      ],
    });
    dirs.push(dir);
    const r = check(dir);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('src/ui/long.tsx:1: function Long is 101 lines (limit 100)');
    expect(r.stderr).toContain('src/adapters/store.ts:2: function load is 102 lines (limit 100)');
    expect(r.stderr).toContain('src/app/use-thing.ts:1: function useThing is 102 lines (limit 100)');
    expect(r.stderr).toMatch(/check:functions: 3 function\(s\) over 100 lines in src\//);
  });
});
