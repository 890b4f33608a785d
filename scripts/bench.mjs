// `npm run bench`: builds the app and the baselines under bench/, serves them on
// 127.0.0.1, measures bytes, load and typing times (4x CPU with slow 4G, and
// 4x CPU alone), main-thread CPU to settled and per keystroke (unthrottled) and
// Lighthouse scores, prints the tables and writes docs/BENCHMARKS.md.
// It checks two sets of targets: speed and size (Lighthouse scores, CPU, keystrokes, bytes),
// and the baseline ratios ('Sobre ti' against the baselines a team would weigh).
//
//   npm run bench                     5 runs of everything, the baseline ratios' figures 3 samples in each
//   npm run bench -- --runs 3 --samples 5 --lighthouse-runs 7    what docs/BENCHMARKS.md was written with
//                                     (about 24 min on this 2-core machine)
//   npm run bench -- --quick          1 run, no Lighthouse, report to .bench/BENCHMARKS.md
//   options: --lighthouse-runs N, --samples N (of the baseline ratios' figures per page and run; default 3),
//            --port N (uses N and N+1; default 4400), --out FILE, --skip-build
//   npm run bench -- --report-from .bench/last-run.json    writes the report again from a run's raw
//                                     figures, measuring nothing (after a change to the report itself)
//   Two revisions of the app, side by side: npm run bench:ab (scripts/bench/ab.mjs).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { isFlowFile } from '../src/engine/flow-files.mjs';
import { measureUpTo } from './bench/attempts.mjs';
import { launch } from './bench/browser.mjs';
import { APP_OUT, BASELINES_OUT, buildAll } from './bench/build.mjs';
import { lighthouse } from './bench/lighthouse.mjs';
import { loadAverage, machine } from './bench/machine.mjs';
import { measureCpu, measureKeystrokeCpu, measureVisit } from './bench/page-runs.mjs';
import { buildReport } from './bench/report.mjs';
import { startServers } from './bench/servers.mjs';
import { appSizes, pageSizes } from './bench/sizes.mjs';
import { BASELINES, lighthousePages, targets } from './bench/targets.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    'lighthouse-runs': { type: 'string' },
    samples: { type: 'string' },
    quick: { type: 'boolean', default: false },
    port: { type: 'string', default: '4400' },
    out: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    'report-from': { type: 'string' },
  },
});
const runs = Number(args.runs ?? (args.quick ? 1 : 5));
const lighthouseRuns = args.quick ? 0 : Number(args['lighthouse-runs'] ?? runs);
const samples = Number(args.samples ?? (args.quick ? 1 : 3));
const out = args.out ?? (args.quick ? '.bench/BENCHMARKS.md' : 'docs/BENCHMARKS.md');
if (!(runs >= 1) || !(lighthouseRuns >= 0) || !(samples >= 1))
  throw new Error('--runs and --samples must be ≥ 1, --lighthouse-runs ≥ 0');

if (args['report-from']) {
  // The run's own command, date and machine stay in the report: its figures are that run's.
  const saved = JSON.parse(readFileSync(args['report-from'], 'utf8'));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, buildReport(saved).markdown);
  console.error(`[bench] wrote ${out} from the figures of the run of ${saved.date} (${args['report-from']})`);
  process.exit(0);
}

const started = Date.now();
const loadAtStart = loadAverage();
const failures = [];
const log = (line) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`);

/** One measurement, tried up to three times if it fails (scripts/bench/attempts.mjs); each failure is reported. */
const attempt = (what, measure) =>
  measureUpTo(3, measure, (error) => {
    log(`${what} failed (${error.message.split('\n')[0]}); trying again`);
    failures.push(`${what}: ${error.message.split('\n')[0]}`);
  });

if (!args['skip-build']) {
  log('building the app and the baselines');
  await buildAll();
}
// The flow files as the app reads them (flows/*.schema.json are their schemas).
const flows = readdirSync('flows')
  .filter(isFlowFile)
  .map((f) => JSON.parse(readFileSync(`flows/${f}`, 'utf8')));
const sizes = {
  app: appSizes(APP_OUT, flows, process.env.VITE_COUNTRY ?? 'mx'),
  ...Object.fromEntries(BASELINES.map((b) => [b.key, pageSizes(BASELINES_OUT, `${b.dir}/index.html`)])),
};

const servers = await startServers(Number(args.port));
let data;
try {
  const pages = targets(servers);
  const browser = await launch();
  const chromium = browser.version();
  const visits = Object.fromEntries(Object.keys(pages).map((k) => [k, []]));
  // 'Sobre ti' (the app's and every baseline's): the figures the baseline ratios compare.
  const forms = ['appAboutYou', ...BASELINES.map((b) => b.key)];
  // At 4x CPU alone, the app's other pages too: their first keystroke, 'Continuar' and LCP.
  const cpuOnlyPages = [...forms, ...Object.keys(pages).filter((k) => !forms.includes(k))];
  const visitsCpuOnly = Object.fromEntries(cpuOnlyPages.map((k) => [k, []]));
  const cpu = Object.fromEntries(forms.map((k) => [k, []]));
  const keystrokeCpu = Object.fromEntries(forms.map((k) => [k, []]));
  try {
    // Runs interleave the pages, so a busy moment on the machine falls on all of them alike.
    for (let run = 1; run <= runs; run += 1) {
      for (const [key, page] of Object.entries(pages)) {
        log(`run ${run}/${runs}: ${page.label}, 4x CPU + slow 4G`);
        visits[key].push(await attempt(`${page.label} (run ${run})`, () => measureVisit(browser, page)));
      }
      // The baseline ratios' figures are a few ms apart between pages and spread ±25% from load to load on
      // a shared machine: several samples per run, interleaved, for medians that hold.
      for (let sample = 1; sample <= samples; sample += 1)
        for (const key of forms) {
          const { label } = pages[key];
          const at = `run ${run}/${runs}, sample ${sample}/${samples}`;
          log(`${at}: ${label}, 4x CPU, network unthrottled`);
          visitsCpuOnly[key].push(
            await attempt(`${label}, 4x CPU alone (${at})`, () => measureVisit(browser, pages[key], 'cpu')),
          );
          log(`${at}: ${label}, CPU unthrottled`);
          cpu[key].push(await attempt(`${label}, CPU (${at})`, () => measureCpu(browser, pages[key])));
          keystrokeCpu[key].push(
            await attempt(`${label}, CPU per keystroke (${at})`, () => measureKeystrokeCpu(browser, pages[key])),
          );
        }
      // The app's other pages at 4x CPU alone, once a run: no ratio is judged on them.
      for (const key of cpuOnlyPages.filter((k) => !forms.includes(k))) {
        const { label } = pages[key];
        log(`run ${run}/${runs}: ${label}, 4x CPU, network unthrottled`);
        visitsCpuOnly[key].push(
          await attempt(`${label}, 4x CPU alone (run ${run})`, () => measureVisit(browser, pages[key], 'cpu')),
        );
      }
    }
  } finally {
    await browser.close();
  }

  let scores = null;
  if (lighthouseRuns > 0) {
    const urls = lighthousePages(servers);
    scores = Object.fromEntries(Object.keys(urls).map((k) => [k, []]));
    for (let run = 1; run <= lighthouseRuns; run += 1)
      for (const [key, url] of Object.entries(urls)) {
        log(`Lighthouse ${run}/${lighthouseRuns}: ${url}`);
        scores[key].push(await attempt(`Lighthouse ${url} (run ${run})`, () => lighthouse(url, `${key}-${run}`)));
      }
  }

  data = {
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    date: new Date()
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, ' UTC'),
    machine: { ...machine(chromium), load: loadAtStart },
    runs,
    samples,
    lighthouseRuns,
    sizes,
    visits,
    visitsCpuOnly,
    cpu,
    keystrokeCpu,
    lighthouse: scores,
    failures,
  };
} finally {
  servers.stop();
}

data.durationMs = Date.now() - started;
data.machine.loadAtEnd = loadAverage();
const report = buildReport(data);
console.log(report.text);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, report.markdown);
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/last-run.json', JSON.stringify(data, null, 2));
log(`wrote ${out} (raw figures in .bench/last-run.json); took ${(data.durationMs / 60000).toFixed(1)} min`);
