// Checks a build: no sandbox code, dev panel or screen gallery, no ajv compiler
// or eval (validators are precompiled). Run after `npm run build`
// (`node scripts/check-bundle.mjs [dist]`). With --production, for a build of
// `npm run build:production`, it also refuses what only the demo build may
// carry: the sandbox identity widget and the sandbox API paths.
// (Sizes are checked by the build itself: scripts/bundle-budgets.ts.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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

// The gallery's own page (gallery/index.html, served by the dev server alone) is never an input of the build.
for (const page of ['__gallery', 'gallery', '__gallery.html', 'gallery.html'])
  if (existsSync(join(dist, page))) faults.push(`${page} is the dev-only screen gallery's page (gallery/)`);
for (const f of readdirSync(dist).filter((name) => name.endsWith('.html')))
  if (readFileSync(join(dist, f), 'utf8').includes('/gallery/'))
    faults.push(`${f} loads the screen gallery (gallery/)`);

for (const f of faults) console.error(`check-bundle: ${f}`);
if (faults.length) process.exit(1);
console.log(
  `check-bundle: no sandbox code, no dev panel, no screen gallery, no run-time code generation${
    production ? '; production: no sandbox identity widget, no sandbox API path' : ''
  }`,
);
