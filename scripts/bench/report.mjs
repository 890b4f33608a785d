// Turns the measurements into tables (terminal and docs/BENCHMARKS.md) with the
// app next to the baselines, and checks the targets: speed and size, and the baseline ratios.
import { INVALID_TYPING, VALID_TYPING } from './page-runs.mjs';
import { CPU_SLOWDOWN, describeProfile } from './profile.mjs';
import { medianRatioInterval, spread } from './stats.mjs';
import { table } from './tables.mjs';
import { BASELINES } from './targets.mjs';

const KiB = 1024;
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
const ms = (v, digits = 0) => (Number.isFinite(v) ? `${v.toFixed(digits)} ms` : 'n/a');
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a');

/** "median (min–max)" of one figure over the runs. */
function cell(values, format) {
  const s = spread(values);
  if (!s.n) return { text: 'n/a', median: Number.NaN };
  const text = s.n > 1 ? `${format(s.median)} (${format(s.min)}–${format(s.max)})` : format(s.median);
  return { text, median: s.median };
}

/** A row: the app's figure, each baseline's (`of(key)` answers a cell), and the app's ratio to each, on the medians. */
function compared(label, app, of) {
  const cells = BASELINES.map((b) => of(b.key));
  return [label, app.text, ...cells.map((c) => c.text), ...cells.map((c) => ratio(app.median, c.median))];
}
const COMPARED = ['', 'App', ...BASELINES.map((b) => b.label), ...BASELINES.map((b) => `App ÷ ${b.label}`)];

const fixed = (bytes) => ({ text: kib(bytes), median: bytes });

function sizeSection(sizes, aboutYou) {
  const { app } = sizes;
  const rows = [];
  for (const [what, key] of [
    ['JS', 'js'],
    ['CSS', 'css'],
  ])
    for (const enc of ['raw', 'gzip', 'brotli']) {
      rows.push(
        compared(`First screen ${what}, ${enc}`, fixed(app.firstScreen[key][enc]), (b) => fixed(sizes[b][key][enc])),
      );
    }
  for (const [what, key] of [
    ['JS', 'js'],
    ['CSS', 'css'],
  ])
    for (const enc of ['raw', 'gzip', 'brotli']) {
      const all = app.firstScreen[key][enc] + aboutYou[key][enc];
      rows.push(compared(`'Sobre ti' ${what} in all, ${enc}`, fixed(all), (b) => fixed(sizes[b][key][enc])));
    }
  return table(COMPARED, rows);
}

function routeSection(app) {
  const first = app.firstScreen.js.gzip;
  const lazy = app.routes.filter((r) => r.files.length > 0);
  const inEntry = app.routes.filter((r) => r.files.length === 0).map((r) => r.step);
  const routes = table(
    ['Step', 'Route', 'Lazy JS raw', 'gzip', 'brotli', 'Lazy CSS gzip', 'JS in all, gzip'],
    lazy.map((r) => [
      `${r.step} (${r.kind})`,
      r.path.split(', ').at(-1),
      kib(r.js.raw),
      kib(r.js.gzip),
      kib(r.js.brotli),
      r.css.raw ? kib(r.css.gzip) : '—',
      kib(first + r.js.gzip),
    ]),
  );
  const onDemand = table(
    ['On-demand chunk', 'Imported by', 'JS raw', 'gzip', 'brotli'],
    app.onDemand.map((c) => [c.chunk, c.importedBy.join(', '), kib(c.js.raw), kib(c.js.gzip), kib(c.js.brotli)]),
  );
  return { routes, onDemand, inEntry };
}

/** A cell of one field over a page's runs (`runs[key]`), formatted in ms. */
const msCell = (runs, key, field, digits = 0) =>
  cell(
    runs[key].map((v) => v[field]),
    (v) => ms(v, digits),
  );

function timingSection(visits) {
  const row = (label, field, appKey, digits = 0) =>
    compared(label, msCell(visits, appKey, field, digits), (b) => msCell(visits, b, field, digits));
  // 'Negocio' was first measured with its page drawn by the build: a run saved before has no such row.
  const business = (label, field) => (visits.appBusiness ? [row(label, field, 'appBusiness')] : []);
  return table(COMPARED, [
    row('Navigation → first keystroke kept, start screen ¹', 'firstKey', 'appHome'),
    row("Navigation → first keystroke kept, 'Sobre ti'", 'firstKey', 'appAboutYou'),
    ...business("Navigation → first keystroke kept, 'Negocio' ¹", 'firstKey'),
    row("Enabled 'Continuar', start screen ¹", 'ready', 'appHome'),
    row("Enabled 'Continuar', 'Sobre ti'", 'ready', 'appAboutYou'),
    ...business("Enabled 'Continuar', 'Negocio' ¹", 'ready'),
    row('LCP, start screen ¹', 'lcp', 'appHome'),
    row("LCP, 'Sobre ti'", 'lcp', 'appAboutYou'),
    ...business("LCP, 'Negocio' ¹", 'lcp'),
    row('Keystroke → updated field, p50', 'fieldP50', 'appAboutYou', 1),
    row('Keystroke → updated field, p95', 'fieldP95', 'appAboutYou', 1),
    row("Keystroke → shown message after 'Continuar', p50", 'messageP50', 'appAboutYou', 1),
    row("Keystroke → shown message after 'Continuar', p95", 'messageP95', 'appAboutYou', 1),
    row('Keystroke handled (input event → handlers done), p50', 'handledP50', 'appAboutYou', 1),
    row('Keystroke handled (input event → handlers done), p95', 'handledP95', 'appAboutYou', 1),
  ]);
}

/** The baseline ratios' rows: 'Sobre ti' at 4x CPU with the network unthrottled; the app's other pages beside it. */
function cpuOnlySection(visits) {
  const row = (label, field, digits = 0) =>
    compared(label, msCell(visits, 'appAboutYou', field, digits), (b) => msCell(visits, b, field, digits));
  // The app's other pages, when the run measured them at 4x CPU alone (runs saved before did not).
  const other = (label, field, key) =>
    visits[key] ? [compared(label, msCell(visits, key, field), (b) => msCell(visits, b, field))] : [];
  return table(COMPARED, [
    row('Navigation → first keystroke kept', 'firstKey'),
    ...other('Navigation → first keystroke kept, start screen ¹', 'firstKey', 'appHome'),
    ...other("Navigation → first keystroke kept, 'Negocio' ¹", 'firstKey', 'appBusiness'),
    row("Navigation → enabled 'Continuar' painted", 'ready'),
    ...other("Navigation → enabled 'Continuar' painted, start screen ¹", 'ready', 'appHome'),
    ...other("Navigation → enabled 'Continuar' painted, 'Negocio' ¹", 'ready', 'appBusiness'),
    row('LCP', 'lcp'),
    row('First contentful paint', 'fcp'),
    row('HTML parsed (domInteractive)', 'parsed'),
    row("Last script in before 'Continuar' (responseEnd)", 'scriptsIn'),
    row('Keystroke → next paint, fresh form, p50', 'fieldP50', 1),
    row('Keystroke → next paint, fresh form, p95', 'fieldP95', 1),
    row('Keystroke handled (input event → handlers done), p50', 'handledP50', 1),
  ]);
}

function cpuSection(cpu, keystrokeCpu) {
  const row = (label, runs, field, digits = 0) =>
    compared(label, msCell(runs, 'appAboutYou', field, digits), (b) => msCell(runs, b, field, digits));
  return table(COMPARED, [
    row("Main-thread CPU (thread time), navigation → settled, 'Sobre ti'", cpu, 'cpu'),
    row("Main-thread tasks, wall time (for contrast), 'Sobre ti'", cpu, 'wall'),
    row("Main-thread CPU per keystroke, messages shown, 'Sobre ti'", keystrokeCpu, 'perKey', 1),
  ]);
}

function lighthouseSection(lh) {
  const c = (key, field) =>
    cell(
      lh[key].map((r) => r[field]),
      (v) => v.toFixed(0),
    );
  const rows = [
    compared("LCP (simulated), 'Sobre ti', ms", c('appAboutYou', 'lcp'), (b) => c(b, 'lcp')),
    // The long tasks of the load (the transitions' slicing must keep it low).
    compared("Total blocking time (simulated), 'Sobre ti', ms", c('appAboutYou', 'tbt'), (b) => c(b, 'tbt')),
  ];
  for (const [field, name] of [
    ['performance', 'Performance'],
    ['accessibility', 'Accessibility'],
  ])
    for (const [key, page] of [
      ['appHome', 'start screen ¹'],
      ['appAboutYou', "'Sobre ti'"],
      ['appSignature', 'signature screen ¹'],
    ])
      rows.push(compared(`${name}, ${page}`, c(key, field), (b) => c(b, field)));
  const scores = table(COMPARED, rows);
  const lost = (key, field) => [...new Set(lh[key].flatMap((r) => r[field]))].join(', ') || '—';
  const audits = table(
    ['Page', 'Performance audits below 1 (any run)', 'Accessibility audits below 1 (any run)'],
    ['appHome', 'appAboutYou', 'appSignature', ...BASELINES.map((b) => b.key)].map((k) => [
      k,
      lost(k, 'lostPerformance'),
      lost(k, 'lostAccessibility'),
    ]),
  );
  return { scores, audits };
}

function benchmarkIndex(lh) {
  const s = spread(Object.values(lh).flatMap((runs) => runs.map((r) => r.benchmarkIndex)));
  return s.n ? `median ${s.median.toFixed(0)} (${s.min.toFixed(0)}–${s.max.toFixed(0)})` : 'n/a';
}

/** The speed and size targets, each met or not, from the medians. */
function targets(data, aboutYou) {
  const med = (values) => spread(values).median;
  const rows = [];
  const add = (target, measured, met) =>
    rows.push([target, measured, met === null ? 'not measured' : met ? 'met' : 'NOT met']);
  const pages = [
    ['appHome', 'start screen'],
    ['appAboutYou', "'Sobre ti'"],
    ['appSignature', 'signature screen'],
  ];
  for (const [field, goal, label] of [
    ['performance', 98, 'Lighthouse mobile performance ≥ 98'],
    ['accessibility', 100, 'Lighthouse accessibility = 100'],
  ])
    for (const [key, page] of pages) {
      if (!data.lighthouse) add(`${label}, ${page}`, '—', null);
      else {
        const m = med(data.lighthouse[key].map((r) => r[field]));
        add(`${label}, ${page}`, `${m.toFixed(0)} (median)`, Number.isFinite(m) ? m >= goal : null);
      }
    }
  const app = med(data.cpu.appAboutYou.map((c) => c.cpu));
  const rjsf = med(data.cpu.rjsf.map((c) => c.cpu));
  add(
    "Main-thread CPU, 'Sobre ti' ≤ 0.8x plain RJSF",
    `${ratio(app, rjsf)} (${ms(app)} vs ${ms(rjsf)})`,
    app / rjsf <= 0.8,
  );
  const p95 = med(data.visits.appAboutYou.map((v) => v.handledP95));
  add('Keystroke handled p95 ≤ 16 ms at 4x CPU', ms(p95, 1), p95 <= 16);
  const first = data.sizes.app.firstScreen.js.gzip;
  add('First screen JS ≤ 95 KiB gzip', kib(first), first <= 95 * KiB);
  const forms = data.sizes.app.routes.filter((r) => r.kind === 'form');
  const worst = forms.reduce((a, b) => (b.js.gzip > a.js.gzip ? b : a), forms[0] ?? aboutYou);
  const worstAll = first + worst.js.gzip;
  add(`Any form step ≤ 160 KiB gzip in all (largest: ${worst.step})`, kib(worstAll), worstAll <= 160 * KiB);
  return table(['Target (speed and size)', 'Measured', 'Status'], rows);
}

/**
 * A target's verdict from the 95% interval of its ratio: met when the whole interval is at or
 * below the limit, missed when it is all above, undecided otherwise (run again with more --runs).
 */
export function verdict(interval, limit) {
  if (!interval) return 'not measured';
  if (interval.high <= limit) return 'met';
  if (interval.low > limit) return 'missed';
  return 'undecided';
}

/** Rows of the app's 'Sobre ti' against baselines: the ratio of medians, its interval, and a verdict or none. */
function ratioRows(judged) {
  const med = (values) => spread(values).median;
  const rows = [];
  const versus = (label, runs, field, limits, format = ms) => {
    const appValues = runs.appAboutYou.map((v) => v[field]);
    const app = med(appValues);
    for (const [key, limit] of limits) {
      const baseValues = runs[key].map((v) => v[field]);
      const base = med(baseValues);
      const name = BASELINES.find((b) => b.key === key).label;
      const interval = medianRatioInterval(appValues, baseValues);
      const row = [
        `${label} ≤ ${limit.toFixed(2)}x ${name}`,
        `${ratio(app, base)} (${format(app)} vs ${format(base)})`,
        interval ? `${interval.low.toFixed(2)}x–${interval.high.toFixed(2)}x` : '—',
      ];
      rows.push(judged ? [...row, verdict(interval, limit)] : row);
    }
  };
  return { rows, versus };
}

/** The targets: 'Sobre ti''s first keystroke kept, against react-hook-form and precompiled RJSF. */
function baselineTargets(data) {
  const { rows, versus } = ratioRows(true);
  versus('First keystroke kept, 4x CPU + slow 4G', data.visits, 'firstKey', [
    ['rhf', 0.5],
    ['rjsfPrecompiled', 0.5],
  ]);
  versus('First keystroke kept, 4x CPU, network unthrottled', data.visitsCpuOnly, 'firstKey', [['rhf', 0.75]]);
  return table(['Target (ratio to a baseline)', 'Measured', '95% interval of the ratio', 'Verdict'], rows);
}

/** The guards: ratios once targets, now kept within noise of main with bench:ab; shown, not judged. */
function baselineGuards(data) {
  const { rows, versus } = ratioRows(false);
  versus("Navigation → enabled 'Continuar', 4x CPU", data.visitsCpuOnly, 'ready', [
    ['rjsfPrecompiled', 1.0],
    ['rhf', 1.25],
  ]);
  versus(
    'CPU per keystroke, messages shown',
    data.keystrokeCpu,
    'perKey',
    [
      ['rjsfPrecompiled', 1.0],
      ['rhf', 1.1],
    ],
    (v) => ms(v, 1),
  );
  versus('Main-thread CPU to settled', data.cpu, 'cpu', [['rjsfPrecompiled', 0.9]]);
  if (data.lighthouse) versus('Lighthouse LCP', data.lighthouse, 'lcp', [['rjsfPrecompiled', 1.0]]);
  return table(['Guard (ratio to a baseline, once a target)', 'Measured', '95% interval of the ratio'], rows);
}

export function buildReport(data) {
  const aboutYou = data.sizes.app.routes.find((r) => r.step === 'about-you');
  if (!aboutYou) throw new Error("the flows have no 'about-you' step");
  const sizes = sizeSection(data.sizes, aboutYou);
  const { routes, onDemand, inEntry } = routeSection(data.sizes.app);
  const timings = timingSection(data.visits);
  const cpuOnly = cpuOnlySection(data.visitsCpuOnly);
  const cpu = cpuSection(data.cpu, data.keystrokeCpu);
  const lh = data.lighthouse ? lighthouseSection(data.lighthouse) : null;
  const goals = targets(data, aboutYou);
  const ratioGoals = baselineTargets(data);
  const guards = baselineGuards(data);
  const profile = describeProfile();
  const runsNote = `${data.runs} run${data.runs === 1 ? '' : 's'} per page; cells are median (min–max); ratios are of the medians.`;
  const samples = data.samples ?? 1;
  // The baseline ratios' figures: `samples` interleaved samples per page in each run (scripts/bench.mjs).
  const samplesNote = `${data.runs} run${data.runs === 1 ? '' : 's'} × ${samples} sample${samples === 1 ? '' : 's'} per page, interleaved; cells are median (min–max); ratios are of the medians.`;
  const note1 =
    "¹ The baselines have one page, their 'Sobre ti': on the rows for the app's other screens their columns repeat that page's figure.";

  const sections = [
    [
      "Bytes: first screen and 'Sobre ti'",
      sizes,
      [
        "First screen = what `/home`'s index.html loads (entry script, modulepreloads, stylesheets, and the CSS it holds inline: the app's); for a baseline, everything its page loads. 'In all' = first screen plus the route's lazy chunks.",
      ],
    ],
    [
      'Bytes: lazy chunks per route (app)',
      routes,
      [
        "Beyond the first screen; a form step = the form renderer chunk and its step module: precompiled validator, schema and uiSchema (country 'mx', the default build).",
        `No lazy chunk (in the entry): ${inEntry.join(', ')}.`,
      ],
    ],
    ['Bytes: chunks loaded on demand (app)', onDemand, []],
    [
      `Timings at ${CPU_SLOWDOWN}x CPU and slow 4G`,
      timings,
      [
        runsNote,
        note1,
        "First keystroke kept: the probe types a key into the page's first field ('Nombre(s)'; the start screen's phone; 'Negocio''s 'Nombre del negocio') at the end of the first frame painted once the field can take one (it exists, and neither it nor a parent is disabled or inert), as a person's key would change it; the time counts only if the key is still in the field once the page has settled (else the visit fails). For the baselines that is when React has drawn their field; for the static page, its paint; for the app's 'Sobre ti' and 'Negocio', the paint of the build's page, before any script has run. 'Negocio''s 'Continuar' waits for its two lists from the API too (its selects say 'Cargando opciones…' until then): before this page was drawn by the build, its first field came with them, about when its 'Continuar' is enabled now.",
        `Typing: ${VALID_TYPING.length - 1} keys into 'Nombre(s)' after that first one ("${VALID_TYPING}"), 'Continuar' with the form incomplete, then ${INVALID_TYPING.length} invalid keys into 'Apellido paterno' ("${INVALID_TYPING}"), its format message showing. Delays run from keydown to the end of the first frame painted after it in which the field (or its message) shows the change. 'Handled' runs from the input event's timeStamp (window, capture) to a window bubble listener, after React's root listener, over all ${VALID_TYPING.length - 1 + INVALID_TYPING.length} typed keys. p50/p95 are per run, then median (min–max) over the runs.`,
      ],
    ],
    [
      `'Sobre ti' (and the app's other pages) at ${CPU_SLOWDOWN}x CPU, network unthrottled`,
      cpuOnly,
      [
        samplesNote,
        ...(data.visitsCpuOnly.appHome
          ? [
              `The app's start screen and 'Negocio': ${data.runs} visit${data.runs === 1 ? '' : 's'} each, one a run; ¹ as above.`,
            ]
          : []),
        "The baseline ratios' setting: what each page costs the phone's CPU, without the network's round trips. Same probe and typing as above.",
        "Where the wait for 'Continuar' goes: a page's module scripts run once its HTML is parsed and they have arrived, so until the later of 'HTML parsed' and 'Last script in' the page's own code cannot start; what follows is that code's work (evaluation, the render or the adoption of the build's markup, the paint). 'Last script in' can include V8's compile: Chromium streams a script's body into the compiler as it downloads, and the app's entry, form engine and step module carry V8's compile hint (scripts/compile-hints.ts), which compiles every function of each then.",
      ],
    ],
    [
      'Main-thread CPU, unthrottled',
      cpu,
      [
        samplesNote,
        `Per keystroke: after a failed 'Continuar', the thread time of the renderer's main thread while ${INVALID_TYPING.length} invalid keys are typed into 'Apellido paterno' (each awaited until its message is painted) and the second after the last (work left for a pause in typing counts), divided by the keys.`,
        "From a Chromium trace: the thread time (tdur) of the page renderer's main-thread tasks (RunTask) from its navigationStart to settled (an enabled 'Continuar' and no request for 500 ms), neither CPU nor network throttled. The wall time of the same tasks also counts the time the thread waited for a core, which on a busy machine dominates: the target is judged on thread time.",
      ],
    ],
  ];
  if (lh) {
    sections.push([
      `Lighthouse ${data.machine.lighthouse}, mobile`,
      lh.scores,
      [
        `${data.lighthouseRuns} run${data.lighthouseRuns === 1 ? '' : 's'} per page; Lighthouse's own mobile emulation and simulated throttling. 'Sobre ti' is opened by URL with no session (it loads the same chunks either way).`,
        `Lighthouse's benchmarkIndex for this machine: ${benchmarkIndex(data.lighthouse)}. Its simulation scales the task times it observes, so a busy machine lowers performance scores; the baselines' scores in the same run show by how much.`,
        note1,
      ],
    ]);
    sections.push(['Lighthouse: audits that cost points', lh.audits, []]);
  }
  sections.push(['Targets', goals, ['Times are reported, not asserted; sizes are stable from build to build.']]);
  const intervalNote =
    "95% interval: where the ratio could fall had the run drawn other samples of the same pages (a bootstrap: each page's samples resampled with replacement, 2,000 times, fixed seed).";
  sections.push([
    "Targets: 'Sobre ti' against the baselines",
    ratioGoals,
    [
      'Ratios of medians from the same run, so a busy machine weighs on both sides.',
      `${intervalNote} Verdict: met when the whole interval is at or below the limit, missed when it is all above, undecided otherwise (then run again with more --runs, at most twice).`,
    ],
  ]);
  sections.push([
    'Guards: once targets, now kept within noise of main',
    guards,
    [
      `${intervalNote} These ratios straddled their limits run after run: noise, not work. Each is checked against today's main with \`npm run bench:ab\` (the interval of new ÷ main must reach below 1.05x), not judged here.`,
    ],
  ]);
  const retried = data.failures?.length
    ? ['', '## Retried measurements', '', ...data.failures.map((f) => `- ${f} (tried again; the second try counted)`)]
    : [];

  const text = sections.map(([title, t, notes]) => [`\n== ${title} ==`, t.text, ...notes].join('\n')).join('\n');
  const m = data.machine;
  const markdown = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench.mjs): the app next to four baselines of the same',
    "'Sobre ti' form kept under `bench/`, built and measured in the same run, so the ratios hold on a noisy machine:",
    'a plain RJSF page as a team would first write it (runtime ajv + ajv-errors), the same page with the validators',
    "the app's build precompiles (the form library the app runs, without the app around it), a react-hook-form page",
    'with hand-written JSX (what a team writes without an engine), and a static HTML page (the floor).',
    '',
    `- Command: \`${data.command}\``,
    `- Date: ${data.date}`,
    `- Run took: ${(data.durationMs / 60000).toFixed(1)} min`,
    `- Machine: ${m.os}; CPU ${m.cpu}; memory ${m.memory}`,
    `- Load average (1 / 5 / 15 min): ${m.load} at the start, ${m.loadAtEnd ?? 'n/a'} at the end — other work shares these cores`,
    `- Node ${m.node}; Chromium ${m.chromium} (/usr/bin/chromium, driven by Playwright); Lighthouse ${m.lighthouse}`,
    `- Phone: ${profile.phone}; CPU ${profile.cpu}; network ${profile.network}`,
    '',
    "Sizes are from the builds (node:zlib, gzip level 6, brotli quality 11). Times are the page's own clock",
    "(performance.now(), 0 = navigation start), read by a probe installed before the page's scripts.",
    ...sections.flatMap(([title, t, notes]) => [
      '',
      `## ${title}`,
      '',
      t.markdown,
      ...(notes.length ? ['', ...notes.map((n) => `${n}  `)] : []),
    ]),
    ...retried,
    '',
  ].join('\n');
  return { text, markdown };
}
