// `npm run check:functions`: no function in src/ runs over 100 lines, counted as
// a reader counts them: every line from the function's first line to its closing
// brace, blank lines, comments and JSX included. Every kind of function is one:
// declarations, expressions, arrows (components and hooks among them), methods,
// getters and setters; a function nested in another counts in both, as a reader
// reads it in both. Prints each as `src/file:line: function NAME is N lines
// (limit 100)`; exits 1 on any. `--root DIR` checks another tree (tests).
//
// Why not Biome's noExcessiveLinesPerFunction: it counts only the newlines in
// the leading trivia of the body's tokens, and skips the `{` and `}` tokens, so
// the signature's line, every line that starts with `}` and every line inside
// JSX children (whose line breaks belong to JSX text tokens, not to trivia) go
// uncounted: it read the 163-line SignatureScreen as 98.
//
// Not checked: tests (*.test.ts(x), *.test-d.ts), whose `describe` and `it`
// callbacks are lists of cases rather than functions read as one piece;
// generated code (src/generated/) and declaration files. src/testing/ is
// checked: its helpers are code the tests call, read like any other.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'oxc-parser';

export const LIMIT = 100;

const SKIP = [/\.test\.tsx?$/, /\.test-d\.ts$/, /\.d\.ts$/, /^generated\//];
const FUNCTION = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

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

const keyName = (key) => key?.name ?? key?.value ?? '[computed]';

/** A function's name as a reader would say it, from the function or the node holding it. */
function nameOf(fn, holder) {
  if (fn.id?.name) return fn.id.name;
  switch (holder?.type) {
    case 'VariableDeclarator':
      return holder.id.type === 'Identifier' ? holder.id.name : '(destructured)';
    case 'MethodDefinition':
    case 'Property':
    case 'PropertyDefinition':
      return keyName(holder.key);
    case 'AssignmentExpression':
      return holder.left.type === 'MemberExpression'
        ? keyName(holder.left.property)
        : (holder.left.name ?? '(assigned)');
    case 'CallExpression': {
      const callee = holder.callee.type === 'MemberExpression' ? holder.callee.property : holder.callee;
      return `(callback of ${callee.name ?? 'a call'})`;
    }
    case 'ExportDefaultDeclaration':
      return '(default export)';
    default:
      return '(anonymous)';
  }
}

/** Every function with a body in one source file: `{ name, line, lines }`. */
export function functionsOf(file, source) {
  const { program, errors } = parseSync(file, source);
  if (errors.length) throw new Error(`${file}: does not parse: ${errors[0].message}`);
  const line = lineAt(source);
  const found = [];
  const visit = (node, holder) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, holder);
      return;
    }
    if (FUNCTION.has(node.type) && node.body) {
      // A method's function starts at its parameters; its first line is the key's.
      const method = holder?.type === 'MethodDefinition' || (holder?.type === 'Property' && holder.value === node);
      const first = line(method ? holder.start : node.start);
      found.push({ name: nameOf(node, holder), line: first, lines: line(node.end - 1) - first + 1 });
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'parent') visit(child, node);
  };
  visit(program, null);
  return found;
}

/** Every function over the limit under `src` as `src/<file>:<line>: function <name> is <n> lines (limit 100)`. */
export function findLong(src, limit = LIMIT) {
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
    for (const fn of functionsOf(file, readFileSync(path.join(src, file), 'utf8')))
      if (fn.lines > limit)
        findings.push(`src/${file}:${fn.line}: function ${fn.name} is ${fn.lines} lines (limit ${limit})`);
  };
  walk(src);
  return findings;
}

function main() {
  const rootArg = process.argv.indexOf('--root');
  const root = path.resolve(rootArg > 0 ? process.argv[rootArg + 1] : new URL('..', import.meta.url).pathname);
  const findings = findLong(path.join(root, 'src'));
  for (const f of findings) console.error(f);
  if (findings.length) {
    console.error(
      `check:functions: ${findings.length} function(s) over ${LIMIT} lines in src/; split each into named functions, components or hooks`,
    );
    process.exit(1);
  }
  console.log(`check:functions: every function in src/ is ${LIMIT} lines or fewer`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
