// `npm test`: every check and every test, in order, going on after a failure so
// one run shows everything; ends with the line CI reads: "N passed, M failed"
// (unit and end-to-end tests counted one by one, each check step as one).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const out = 'test-results';
mkdirSync(out, { recursive: true });
for (const f of ['unit.json', 'e2e.json']) rmSync(`${out}/${f}`, { force: true });

const only = process.argv[2]; // `npm test -- unit` runs the fast part only
const stages = [
  ['validators', 'npm run -s gen:validators'],
  ['lint', 'npx biome check --error-on-warnings .'],
  ['typecheck', 'npx tsc --noEmit'],
  // Dependencies nobody imports, imports of packages not listed, files nothing reaches.
  ['knip', 'npx knip'],
  // The floors of src/ (scripts/lib/zones.mjs): every import looks down, no rings.
  ['check:imports', 'node scripts/check-imports.mjs'],
  // No Spanish text written in src/ outside tests: every word lives in JSON (scripts/check-copy.mjs).
  ['check:copy', 'node scripts/check-copy.mjs'],
  // No function in src/ over 100 lines, counted from its first line to its closing
  // brace (scripts/check-functions.mjs says why Biome's rule is not used).
  ['check:functions', 'node scripts/check-functions.mjs'],
  ['flows:check', 'node scripts/flows-check.mjs'],
  ['flows:graph', 'node scripts/flows-graph.mjs --check'],
  // docs/api-reference.md is what api/openapi.yaml says (the lint itself is a unit test).
  ['api:docs', 'node scripts/api-docs.mjs --check'],
  // The sandbox, started on a free port, held to api/openapi.yaml call by call (under a second).
  ['contract:check', 'node scripts/contract-check.mjs'],
  // The build fails over a size budget (scripts/bundle-budgets.ts) and prints them.
  ['bundle', 'npx vite build --logLevel error && node scripts/check-bundle.mjs'],
  ['unit', `npx vitest run --reporter=default --reporter=json --outputFile=${out}/unit.json`],
  // The Dominican profile's build on its own, before the e2e run builds it again
  // to serve it: a profile that breaks the build fails here, by name.
  ['build:do', 'VITE_COUNTRY=do npx vite build --outDir dist-do --logLevel error'],
  // The production build with CI's fake-but-valid test settings (deploy/test-settings.env,
  // whose .test hosts only this npm script's ONBOARDING_ALLOW_TEST_HOSTS=1 lets through);
  // it ends with the bundle check's production rules (no sandbox widget, no sandbox path,
  // no dev panel, no gallery, no source map). The e2e project 'nginx-smoke' builds it again
  // and serves it with nginx (deploy/nginx/).
  ['build:production', 'npm run -s build:production:test -- --logLevel error'],
  ...(only === 'unit' ? [] : [['e2e', 'npx playwright test']]),
];

let passed = 0;
let failed = 0;
for (const [name, cmd] of stages) {
  console.log(`\n== ${name}: ${cmd}`);
  const r = spawnSync(cmd, { shell: true, stdio: 'inherit' });
  const ok = r.status === 0;
  if (name === 'unit' || name === 'e2e') {
    const counted = count(name);
    if (counted) {
      passed += counted.passed;
      failed += counted.failed;
      if (!ok && counted.failed === 0) failed += 1; // the runner failed outside any test
      continue;
    }
  }
  if (ok) passed += 1;
  else failed += 1;
  if (!ok) console.log(`== ${name} FAILED`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

function count(name) {
  const file = `${out}/${name}.json`;
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if (name === 'unit') return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 };
  const s = r.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0 };
}
