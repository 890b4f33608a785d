// Checks a build: no sandbox code, dev panel or screen gallery, no ajv compiler
// or eval (validators are precompiled). Run after `npm run build`
// (`node scripts/check-bundle.mjs [dist]`). With --production, for a build of
// `npm run build:production`, it also refuses what only the demo build may
// carry: the sandbox identity widget and the sandbox API paths; and it checks the
// source maps: none served (no *.map file anywhere in the folder, no
// sourceMappingURL comment pointing at one), and every compiled script's map in
// the build's source map folder (scripts/sourcemaps-out.ts; --sourcemaps=DIR to
// name another), for the error reports.
// It also refuses chunks that import each other statically, in a ring: the first to run
// reads the other's exports before they are defined (a lazy chunk then fails at once).
// (Sizes are checked by the build itself: scripts/bundle-budgets.ts.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const production = args.includes('--production');
const dist = args.find((a) => !a.startsWith('--')) ?? 'dist';
const assets = join(dist, 'assets');
const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
const faults = [];

const FORBIDDEN = [
  ['[sandbox] SMS to', 'sandbox code (the SMS outbox)'],
  ['reverseOtpSessions', 'sandbox state'],
  ['SMS (sandbox)', 'the dev-only sandbox panel'],
  ['Galería de pantallas', 'the dev-only screen gallery (gallery/)'],
  ['Vista previa: la galería no envía datos.', "the screen gallery's sample data"],
];
// The demo build's stand-ins for the lender's services (__SANDBOX__ is false in a production build).
const DEMO_ONLY = [
  ['Simular: ', 'the sandbox identity widget (src/adapters/identity/sandbox-identity.ts)'],
  ['/sandbox/', 'a sandbox API path (/sandbox/registration, /sandbox/operations)'],
];
if (production) FORBIDDEN.push(...DEMO_ONLY);
for (const f of js) {
  const text = readFileSync(join(assets, f), 'utf8');
  for (const [needle, what] of FORBIDDEN) if (text.includes(needle)) faults.push(`${f} contains ${what}`);
  // Vite's minifier turns `new Function(` into `Function(`: look for both.
  if (/[^A-Za-z0-9_$.]Function\(/.test(text)) faults.push(`${f} builds code at run time (Function(): ajv compiler?)`);
  if (/\beval\(/.test(text)) faults.push(`${f} calls eval`);
}

faults.push(...chunkRings());

// The gallery's own page (gallery/index.html, served by the dev server alone) is never an input of the build.
for (const page of ['__gallery', 'gallery', '__gallery.html', 'gallery.html'])
  if (existsSync(join(dist, page))) faults.push(`${page} is the dev-only screen gallery's page (gallery/)`);
// index.html and the route pages (scripts/route-pages.ts), which are copies of it.
for (const f of readdirSync(dist, { recursive: true }).filter((name) => String(name).endsWith('.html')))
  if (readFileSync(join(dist, f), 'utf8').includes('/gallery/'))
    faults.push(`${f} loads the screen gallery (gallery/)`);

if (production) faults.push(...(await sourceMapFaults()));

for (const f of faults) console.error(`check-bundle: ${f}`);
if (faults.length) process.exit(1);
console.log(
  `check-bundle: no sandbox code, no dev panel, no screen gallery, no run-time code generation${
    production
      ? '; production: no sandbox identity widget, no sandbox API path, no source map served, every map kept for error reports'
      : ''
  }`,
);

/** Static imports between the chunks of assets/ that come back to where they started. */
function chunkRings() {
  const imports = new Map(
    js.map((f) => {
      const text = readFileSync(join(assets, f), 'utf8');
      const found = [...text.matchAll(/(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g)];
      return [f, [...new Set(found.map((m) => m[1]))]];
    }),
  );
  const rings = [];
  const seen = new Set();
  const visit = (f, path) => {
    if (path.includes(f)) {
      const ring = path.slice(path.indexOf(f));
      const key = [...ring].sort().join(' ');
      if (!seen.has(key)) {
        seen.add(key);
        rings.push(`chunks import each other: ${[...ring, f].join(' → ')}`);
      }
      return;
    }
    for (const next of imports.get(f) ?? []) visit(next, [...path, f]);
  };
  for (const f of js) visit(f, []);
  return rings;
}

/** Every file under `dir`, as paths relative to it. */
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

/** Source maps: never served (a map gives anyone the source), always kept for the error reports. */
async function sourceMapFaults() {
  const found = [];
  const served = walk(dist);
  for (const f of served) {
    if (/\.map(\.(br|gz))?$/.test(f)) found.push(`${f} is a source map in the served folder (maps are never served)`);
    else if (
      /\.(m?js|css|html)$/.test(f) &&
      /[/][/*][#@]\s*sourceMappingURL=/.test(readFileSync(join(dist, f), 'utf8'))
    )
      found.push(`${f} points at a source map (a sourceMappingURL comment): build with sourcemap 'hidden'`);
  }
  const maps = args.find((a) => a.startsWith('--sourcemaps='))?.slice('--sourcemaps='.length) ?? (await defaultMaps());
  const scripts = served.filter((f) => /^assets\/[^/]+\.js$/.test(f));
  const missing = scripts.filter((f) => !existsSync(join(maps, `${f}.map`)));
  if (!scripts.length) found.push('no compiled script in assets/');
  else if (missing.length === scripts.length)
    found.push(`no source map in ${maps} (error reports would stay minified)`);
  else for (const f of missing) found.push(`${f} has no source map in ${maps}`);
  return found;
}

/** The folder the build moved its maps to (scripts/sourcemaps-out.ts), for a build made here. */
async function defaultMaps() {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(fileURLToPath(new URL('./sourcemaps-out.ts', import.meta.url)), {
    configFile: false,
    logLevel: 'error',
  });
  return module.sourcemapsDir(process.cwd(), dist);
}
