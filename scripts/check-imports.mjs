// `npm run check:imports`: every relative import in src/ looks down (scripts/lib/zones.mjs),
// no screen imports another screen, no two files import each other in a ring, and the
// floors' table in docs/architecture.md is the one zones.mjs gives (`-- --write-docs`
// writes it). Prints each fault as `file: rule`; exits 1 on any. `--root DIR` checks
// another tree (tests).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EXEMPT, FLOORS, floorsTable, SIBLINGS } from './lib/zones.mjs';

const rootArg = process.argv.indexOf('--root');
const root = path.resolve(rootArg > 0 ? process.argv[rootArg + 1] : new URL('..', import.meta.url).pathname);
const src = path.join(root, 'src');

const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.tsx?$/.test(name)) files.push(path.relative(src, p).split(path.sep).join('/'));
  }
})(src);

function floorOf(file) {
  let best;
  for (const [i, floor] of FLOORS.entries())
    for (const { path: prefix } of floor.rooms)
      if ((file === prefix || file.startsWith(prefix)) && (!best || prefix.length > best.prefix.length))
        best = { index: i, prefix };
  return best?.index;
}

const known = new Set(files);
function resolve(from, spec) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`])
    if (known.has(candidate)) return candidate;
  return undefined; // outside src/ (flows/, countries/) or not code
}

// `import … from './x'`, `export … from './x'`, `import './x'` and `import('./x')`.
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.[^'"]+)['"]|(?:^|\n)\s*import\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const faults = [];
const graph = new Map();
for (const file of files) {
  const text = readFileSync(path.join(src, file), 'utf8');
  const targets = [];
  for (const m of text.matchAll(IMPORT)) {
    const target = resolve(file, m[1] ?? m[2] ?? m[3]);
    if (target) targets.push(target);
  }
  graph.set(file, targets);
  if (EXEMPT.some((re) => re.test(file))) continue;
  const floor = floorOf(file);
  if (floor === undefined) {
    faults.push(`${file}: on no floor; add its folder to scripts/lib/zones.mjs`);
    continue;
  }
  for (const target of targets) {
    const to = floorOf(target);
    if (to !== undefined && to > floor)
      faults.push(`${file}: imports ${target}, on floor '${FLOORS[to].name}', above its own '${FLOORS[floor].name}'`);
    const screenOf = (f) => (f.startsWith(SIBLINGS) ? f.slice(SIBLINGS.length).split('/').slice(0, -1)[0] : undefined);
    const [a, b] = [screenOf(file), screenOf(target)];
    if (a && b && a !== b)
      faults.push(
        `${file}: imports ${target}, another screen's file; move the shared piece to screens/ top, ui/ or form/`,
      );
  }
}

// Rings of imports (tests left out): Tarjan's strongly connected components.
let index = 0;
const stack = [];
const meta = new Map();
function visit(v) {
  meta.set(v, { index, low: index, on: true });
  index += 1;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (EXEMPT.some((re) => re.test(w))) continue;
    if (!meta.has(w)) {
      visit(w);
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
    } else if (meta.get(w).on) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
  }
  if (meta.get(v).low === meta.get(v).index) {
    const ring = [];
    let w;
    do {
      w = stack.pop();
      meta.get(w).on = false;
      ring.push(w);
    } while (w !== v);
    if (ring.length > 1)
      faults.push(`${ring.sort().join(' ↔ ')}: import each other (a ring); move what they share down`);
  }
}
for (const file of files) if (!EXEMPT.some((re) => re.test(file)) && !meta.has(file)) visit(file);

// The table of docs/architecture.md, between its two markers, is zones.mjs's.
const DOC = path.join(root, 'docs/architecture.md');
const [START, END] = ['<!-- floors: written by npm run check:imports -- --write-docs -->', '<!-- floors end -->'];
const doc = readFileSync(DOC, 'utf8');
const [before, rest] = doc.split(START);
const after = rest?.split(END)[1];
const table = `${START}\n${floorsTable()}\n${END}`;
if (after === undefined) faults.push(`docs/architecture.md: no floors table between '${START}' and '${END}'`);
else if (process.argv.includes('--write-docs')) writeFileSync(DOC, `${before}${table}${after}`);
else if (`${before}${table}${after}` !== doc)
  faults.push(
    'docs/architecture.md: the floors table differs from scripts/lib/zones.mjs (npm run check:imports -- --write-docs)',
  );

for (const f of faults) console.error(f.startsWith('docs/') ? f : `src/${f}`);
if (faults.length) {
  console.error(
    `check:imports: ${faults.length} wrong-way import(s) or ring(s); the floors are in scripts/lib/zones.mjs`,
  );
  process.exit(1);
}
console.log(`check:imports: ${files.length} files, every import looks down, no rings`);
