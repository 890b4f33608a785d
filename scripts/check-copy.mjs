// `npm run check:copy`: no Spanish text written in src/. Every word a person
// reads lives in JSON (flows/*.json, schemas/steps/*, countries/*; the sandbox's
// stand-ins in sandbox/*-copy.json), where product staff edit it and flows:check
// sees it. Prints each finding as `src/file:line: "text"`; exits 1 on any.
// `--root DIR` checks another tree (tests).
//
// What counts as text: string literals, template literal parts and JSX text,
// read with a parser (oxc-parser, as knip and rolldown use), so comments and
// regular expressions are never text. Module paths (`import … from '…'`) are not text either.
//
// The heuristic, per text:
//   1. any JSX text with a letter in it: a screen's words come from copy, never
//      from markup, whatever the language;
//   2. '¿' or '¡' anywhere;
//   3. a word with a lower-case letter and an accented letter or ñ (á é í ó ú ü
//      ñ): Spanish prose, while an upper-case 'Ñ' alone (the RFC alphabet) is data;
//   4. a word from SPANISH_WORDS (Spanish function words and the short UI words
//      that carry no accent, chosen because none is an English word), written
//      in prose (the text has two words) or capitalised as a label ('Cargando',
//      'Entendido'). Upper-case words ('DE', 'LAS': the RFC's name particles)
//      and a lone lower-case code ('es', a locale) are data, not words.
//
// Not checked: tests (*.test.ts(x), *.test-d.ts), src/testing/, generated code
// (src/generated/) and declaration files (the dev-only gallery lives outside
// src/, in gallery/). A literal that is data rather than words (a value the server
// sends, like the catalog's 'Otros') is allowed by a comment on its line or the
// line above: `copy-check: data (why)`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'oxc-parser';

export const SPANISH_WORDS = new Set(
  (
    'de del la las los el que tu tus su sus por para con sin una unos unas es esta este estas estos ' +
    'hay pudimos intenta intentar intentalo cargando entendido continuar reintentar regresar cancelar ' +
    'aceptar enviar opcional otros nuevo nueva simular cerrar mensajes todavia pantalla solicitud ' +
    'selecciona mostrar ocultar'
  ).split(' '),
);

const SKIP = [/\.test\.tsx?$/, /\.test-d\.ts$/, /\.d\.ts$/, /^testing\//, /^generated\//];
const ALLOW = /copy-check: data/;

/** Why a text reads as Spanish, or null when it does not. */
export function spanishReason(text, jsx = false) {
  if (jsx && /\p{L}/u.test(text)) return 'text in markup';
  if (/[¿¡]/.test(text)) return '¿ or ¡';
  const prose = /\p{L}\s+\p{L}/u.test(text);
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    if (/\p{Ll}/u.test(word) && /[áéíóúüñÁÉÍÓÚÜÑ]/.test(word)) return `accented word "${word}"`;
    if (SPANISH_WORDS.has(word.toLowerCase()) && (prose || /^\p{Lu}\p{Ll}/u.test(word)))
      return `Spanish word "${word}"`;
  }
  return null;
}

/** The line (from 1) of each offset of `source`. */
function lineAt(source) {
  const starts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

/** The texts of one source file: `{ line, text, jsx }` (line from 1). */
export function textsOf(file, source) {
  const { program, errors } = parseSync(file, source);
  if (errors.length) throw new Error(`${file}: does not parse: ${errors[0].message}`);
  const line = lineAt(source);
  const found = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    // Module paths are names, not text.
    if (/^(Import|Export(Named|All))Declaration$/.test(node.type) && node.source) return visit(node.declaration);
    if (node.type === 'ImportExpression') return;
    if (node.type === 'Literal' && typeof node.value === 'string')
      found.push({ line: line(node.start), text: node.value, jsx: false });
    else if (node.type === 'TemplateElement')
      found.push({ line: line(node.start), text: node.value.cooked ?? node.value.raw, jsx: false });
    else if (node.type === 'JSXText' && node.value.trim())
      found.push({ line: line(node.start + node.value.search(/\S/)), text: node.value.trim(), jsx: true });
    for (const [key, child] of Object.entries(node)) if (key !== 'parent') visit(child);
  };
  visit(program);
  return found;
}

/** Every finding under `src` as `src/<file>:<line>: "<text>" (<reason>)`. */
export function findSpanish(src) {
  const findings = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(name)) check(path.relative(src, p).split(path.sep).join('/'));
    }
  };
  const check = (file) => {
    if (SKIP.some((re) => re.test(file))) return;
    const source = readFileSync(path.join(src, file), 'utf8');
    const lines = source.split('\n');
    for (const { line, text, jsx } of textsOf(file, source)) {
      const reason = spanishReason(text, jsx);
      if (!reason || ALLOW.test(lines[line - 1] ?? '') || ALLOW.test(lines[line - 2] ?? '')) continue;
      findings.push(`src/${file}:${line}: ${JSON.stringify(text)} (${reason})`);
    }
  };
  walk(src);
  return findings;
}

function main() {
  const rootArg = process.argv.indexOf('--root');
  const root = path.resolve(rootArg > 0 ? process.argv[rootArg + 1] : new URL('..', import.meta.url).pathname);
  const findings = findSpanish(path.join(root, 'src'));
  for (const f of findings) console.error(f);
  if (findings.length) {
    console.error(
      `check:copy: ${findings.length} Spanish text(s) in src/; move each to its JSON (docs/editing-copy.md says where)`,
    );
    process.exit(1);
  }
  console.log('check:copy: no Spanish text in src/ (outside tests)');
}

if (import.meta.url === `file://${process.argv[1]}`) main();
