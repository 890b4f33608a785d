// @vitest-environment node
// What scripts/slim-rjsf.ts relies on inside rjsf, checked against the installed rjsf:
// an upgrade that moves any of it fails here, naming the swap and what it saved.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { internalModule, REGISTRIES, SWAPS } from './slim-rjsf';

const nodeModules = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules');
const read = (path: string) => readFileSync(join(nodeModules, path), 'utf8');

describe('the rjsf swaps of scripts/slim-rjsf.ts', () => {
  it.each(SWAPS.map((s) => [`${s.importer} → '${s.source}' (saves ${s.saves})`, s] as const))(
    '%s: the import is still there',
    (_, swap) => {
      expect(existsSync(join(nodeModules, swap.importer)), `${swap.importer} is gone`).toBe(true);
      const imports = [...read(swap.importer).matchAll(/from\s+["']([^"']+)["']/g)].map((m) => m[1]);
      expect(imports).toContain(swap.source);
    },
  );

  it.each(Object.keys(REGISTRIES) as (keyof typeof REGISTRIES)[])(
    "rjsf's %s registry is the one listed, each entry kept or left out, each kept one's module still there",
    (kind) => {
      const source = read(`@rjsf/core/lib/components/${kind}/index.js`);
      const body = source.slice(source.indexOf('return {'));
      const names = [...body.matchAll(/^\s+(\w+)(?=[,:])/gm)].map((m) => m[1]);
      const { kept, leftOut } = REGISTRIES[kind];
      expect([...names].sort()).toEqual([...kept, ...leftOut].sort());
      for (const name of kept) expect(existsSync(join(nodeModules, internalModule(kind, name))), name).toBe(true);
    },
  );
});
