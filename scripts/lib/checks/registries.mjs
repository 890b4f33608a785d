// The names the TypeScript registries export, so the JSON can be checked
// against them without compiling TypeScript.
import { readFileSync } from 'node:fs';

/**
 * Names of a registry (`export const x = { name: ..., }`). Read as text, one
 * entry per line by convention, because the script runs in plain Node.
 */
export function registryNames(file) {
  const text = readFileSync(file, 'utf8');
  const body = text.slice(text.indexOf('= {'), text.lastIndexOf('}'));
  return new Set([...body.matchAll(/^\s+([A-Za-z][A-Za-z0-9]*)\s*[:,]/gm)].map((m) => m[1]));
}

/**
 * Widgets the rjsf theme brings, usable in `ui:widget` without a registry entry:
 * the theme's select and checkbox, and the text inputs kept in REGISTRIES of scripts/slim-rjsf.ts.
 */
export const THEME_WIDGETS = new Set([
  'SelectWidget',
  'CheckboxWidget',
  'select',
  'checkbox',
  'hidden',
  'password',
  'text',
  'email',
  'uri',
  'updown',
]);
