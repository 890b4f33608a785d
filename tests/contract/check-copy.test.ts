// @vitest-environment node
// check:copy holds: the real tree has no Spanish text in src/, and a copy with
// one Spanish literal added is refused, naming the file and the line.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { spanishReason } from '../../scripts/check-copy.mjs';

const root = join(__dirname, '../..');
const check = (dir: string) =>
  spawnSync('node', [join(root, 'scripts/check-copy.mjs'), '--root', dir], { encoding: 'utf8' });

describe('check:copy', () => {
  const copy = mkdtempSync(join(tmpdir(), 'copy-check-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('passes on the tree as it is', () => {
    const r = check(root);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/no Spanish text in src\//);
  });

  it('names the file and line of a Spanish literal added to src/', () => {
    cpSync(join(root, 'src'), join(copy, 'src'), { recursive: true });
    const file = join(copy, 'src/app/offline-banner.tsx');
    const lines = readFileSync(file, 'utf8').split('\n');
    const at = lines.findIndex((l) => l.includes('export function OfflineBanner'));
    lines.splice(at, 0, "const late = 'Vuelve más tarde';");
    writeFileSync(file, lines.join('\n'));
    const r = check(copy);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`src/app/offline-banner.tsx:${at + 1}: "Vuelve más tarde"`);
    expect(r.stderr).toMatch(/check:copy: 1 Spanish text\(s\) in src\//);
  });

  it('reads Spanish by accents, ¿ ¡, common words and any text in markup; not data, codes or English', () => {
    for (const text of ['Cargando', 'Entendido', '¡Listo!', 'Número válido', 'Escribe tu nombre de pila'])
      expect(spanishReason(text), text).not.toBeNull();
    expect(spanishReason('Continue', true)).not.toBeNull();
    for (const text of ['es', 'DE', 'LAS', 'Ñ', 'user not in progress', 'No route for next_step', 'secondary'])
      expect(spanishReason(text), text).toBeNull();
  });
});
