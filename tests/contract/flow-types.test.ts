// @vitest-environment node
// The engine's types are generated from flows/flow.schema.json (scripts/lib/flow-types.mjs):
// what the schema says, the types say, and nothing the generator cannot type passes silently.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { flowTypesSource } from '../../scripts/lib/flow-types.mjs';

const root = join(__dirname, '../..');
const copies: string[] = [];
afterEach(() => {
  for (const d of copies.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A copy of flows/ whose schema `change` edits. */
// biome-ignore lint/suspicious/noExplicitAny: the test reaches deep into free-form JSON
function withSchema(change: (schema: Record<string, any>) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'flow-types-'));
  copies.push(dir);
  cpSync(join(root, 'flows'), join(dir, 'flows'), { recursive: true });
  const file = join(dir, 'flows/flow.schema.json');
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  change(schema);
  writeFileSync(file, JSON.stringify(schema));
  return dir;
}

it('types each kind of step apart, with the names the registries hold', () => {
  const source: string = flowTypesSource(root);
  expect(source).toContain('export type Step = FormStep | MessageStep | CustomStep;');
  const form = source.slice(source.indexOf('export interface FormStep {'));
  expect(form.slice(0, form.indexOf('\n}\n'))).toContain('  kind: "form";');
  expect(source).toMatch(/screen: "addressSearch" \| [^;]*"waiting";/);
});

it('a property added to the schema is in the types, with its description as a doc comment', () => {
  const dir = withSchema((s) => {
    s.definitions.common.properties.hint = { type: 'string', description: 'A hint under the title' };
  });
  const source: string = flowTypesSource(dir);
  expect(source).toContain('/** A hint under the title */\n  hint?: string;');
});

it('refuses what it cannot type, rather than typing it loosely', () => {
  const dir = withSchema((s) => {
    s.definitions.common.properties.odd = { not: { type: 'string' } };
  });
  expect(() => flowTypesSource(dir)).toThrow(/flow-types: cannot type/);
});
