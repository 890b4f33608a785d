// `npm run build:production`: the build for real applicants. First it checks
// every setting a deployment needs (scripts/production-settings.ts) and refuses,
// naming each problem, before spending a minute on a build that must not ship;
// then validators, type check and `vite build --mode live` (which checks again,
// for anyone who calls Vite directly), and last the bundle check's production
// rules on what it built. Arguments go to `vite build` (`-- --outDir dist-production`).
//
// Settings come from the environment and the .env files where it runs, as Vite
// reads them (.env, .env.local, .env.live, .env.live.local; npm runs it at the
// project's root). CI's test settings: `node --env-file=deploy/test-settings.env`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadEnv, runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const load = async (file) =>
  (await runnerImport(fileURLToPath(new URL(file, import.meta.url)), { configFile: false, logLevel: 'error' })).module;
const settings = await load('./production-settings.ts');
const { buildRelease } = await load('./release.ts');

const env = loadEnv(settings.PRODUCTION_MODE, process.cwd(), 'VITE_');
// The release is named once, here, and handed to vite build (and its own check) through the
// environment: the events and the source maps of this build carry the same name.
const release = buildRelease(root, env.VITE_RELEASE);
process.env.VITE_RELEASE = env.VITE_RELEASE = release;
const problems = settings.checkProductionSettings(env, settings.profilePlaceholders(root));
if (problems.length) {
  console.error(
    `build:production refused: ${problems.length} setting(s) to fix (see .env.example, README 'Deploying')`,
  );
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`build:production: settings checked; release ${release}`);
if (settings.testHostsAllowed())
  console.warn(
    `build:production: ${settings.ALLOW_TEST_HOSTS}=1: .test hosts accepted. THIS IS A TEST BUILD (CI's): never deploy it.`,
  );
// Vite's module runner above set NODE_ENV=development in this process, and a
// shell may have set it too: with anything but production, Vite makes a
// development build, with the dev panel in it.
process.env.NODE_ENV = 'production';

const args = process.argv.slice(2);
const quote = (a) => `'${a.replaceAll("'", "'\\''")}'`;
const outDir = args.find((_, i) => args[i - 1] === '--outDir') ?? args.find((a) => a.startsWith('--outDir='))?.slice(9);
const steps = [
  'npm run -s gen:validators',
  'npx tsc --noEmit',
  `npx vite build --mode ${settings.PRODUCTION_MODE} ${args.map(quote).join(' ')}`,
  `node scripts/check-bundle.mjs ${quote(outDir ?? 'dist')} --production`,
];
for (const step of steps) {
  const r = spawnSync(step, { shell: true, stdio: 'inherit', cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
