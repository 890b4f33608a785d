import { expect, it } from 'vitest';
import { SHOWN_NAME_MAX, shownName } from './shown-name';

it.each([
  ['María López', 'María López'],
  ['  Juan   Pérez ', 'Juan Pérez'],
  ['Jose\u0301', 'José'],
  ['Ana\u202eZeP\u202c', 'AnaZeP'],
  ['Ana\nLópez\t', 'Ana López'],
  [null, ''],
])('%j is shown as %j', (text, shown) => {
  expect(shownName(text)).toBe(shown);
});

it("cuts a text past a name's length, and never inside a character", () => {
  const long = `Juan ${'🙂'.repeat(40)} tu cuenta está bloqueada, llama al 55 1234 5678`;
  const shown = shownName(long);
  expect(Array.from(shown)).toHaveLength(SHOWN_NAME_MAX);
  expect(shown.endsWith('…')).toBe(true);
  expect(shown).not.toContain('bloqueada');
  expect(shown).not.toMatch(/[\ud800-\udbff]$|[\ud800-\udbff]…/);
});
