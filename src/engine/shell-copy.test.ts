// The shell's words come from flows/shell.json: a text edited there is the text
// the app shows, through the flow index the generator writes.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import shell from '../../flows/shell.json';
import { flowIndexSource } from '../../scripts/lib/flow-index.mjs';
import { type ShellKey, shellText } from './shell-copy';

const root = join(__dirname, '../..');

describe('shell copy', () => {
  const copy = mkdtempSync(join(tmpdir(), 'shell-copy-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('reads every text of flows/shell.json by its key', () => {
    for (const [key, text] of Object.entries(shell.copy)) expect(shellText(key as ShellKey)).toBe(text);
  });

  it('ships a text edited in flows/shell.json with the entry script', () => {
    cpSync(join(root, 'flows'), join(copy, 'flows'), { recursive: true });
    const file = join(copy, 'flows/shell.json');
    const edited = readFileSync(file, 'utf8').replace('"Entendido"', '"De acuerdo"');
    writeFileSync(file, edited);
    const source = flowIndexSource(copy);
    expect(source).toContain('"errorClose":"De acuerdo"');
    expect(source).not.toContain('Entendido');
  });
});
