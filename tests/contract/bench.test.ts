// @vitest-environment node
// The bench's arithmetic: percentiles, which built files count for the first
// screen and for each route, and how the targets are judged.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { mainThreadTime } from '../../scripts/bench/page-runs.mjs';
// @ts-expect-error plain ESM script without types
import { buildReport } from '../../scripts/bench/report.mjs';
// @ts-expect-error plain ESM script without types
import { appSizes } from '../../scripts/bench/sizes.mjs';
// @ts-expect-error plain ESM script without types
import { medianRatioInterval, percentile, spread } from '../../scripts/bench/stats.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('stats', () => {
  it('interpolates percentiles between ranks and ignores missing values', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([10, 20, 30, 40, 50], 95)).toBeCloseTo(48);
    expect(percentile([3, Number.NaN, 1, 2], 50)).toBe(2);
    expect(spread([5, 1, 9])).toEqual({ median: 5, min: 1, max: 9, n: 3 });
  });

  // 15 loads of each page, as `--runs 3 --samples 5` gives: one noisy, one quiet.
  const noisy = [806, 850, 880, 920, 950, 990, 1000, 1020, 1060, 1100, 1150, 1200, 1250, 1280, 1314];
  const quiet = [960, 965, 970, 975, 980, 985, 987, 987, 990, 995, 1000, 1005, 1010, 1015, 1020];

  it("brackets the ratio of two medians with the run's own noise, the same interval from the same figures", () => {
    const interval = medianRatioInterval(noisy, quiet);
    // Medians 1020 and 987: 1.03x, inside an interval that holds 1.00x on this noise.
    expect(interval.low).toBeLessThan(1);
    expect(interval.high).toBeGreaterThan(1.03);
    expect(interval.high - interval.low).toBeGreaterThan(0.1);
    expect(medianRatioInterval(noisy, quiet)).toEqual(interval);
  });

  it('gives a narrow interval to quiet figures, one that excludes 1.00x for pages apart, and none to a single sample', () => {
    const slower = quiet.map((v) => v * 1.2);
    const interval = medianRatioInterval(slower, quiet);
    expect(interval.low).toBeGreaterThan(1.15);
    expect(interval.high).toBeLessThan(1.25);
    expect(medianRatioInterval([1000], quiet)).toBeNull();
    expect(medianRatioInterval(quiet, [Number.NaN, 990])).toBeNull();
  });
});

describe('main-thread time', () => {
  it("sums the thread time of the loading renderer's main-thread tasks from its navigationStart", () => {
    const url = 'http://127.0.0.1:4400/x';
    const task = (pid: number, tid: number, ts: number, dur: number, tdur: number) => ({
      ph: 'X',
      name: 'RunTask',
      pid,
      tid,
      ts,
      dur,
      tdur,
    });
    const events = [
      { name: 'thread_name', ph: 'M', pid: 1, tid: 10, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', pid: 2, tid: 20, args: { name: 'CrRendererMain' } },
      { name: 'navigationStart', pid: 2, tid: 20, ts: 1000, args: { data: { documentLoaderURL: url } } },
      task(1, 10, 2000, 9000, 9000), // another renderer (about:blank)
      task(2, 20, 500, 7000, 7000), // before the navigation
      task(2, 21, 2000, 7000, 7000), // another thread of the page's renderer
      task(2, 20, 1500, 4000, 1000),
      task(2, 20, 9000, 6000, 2000),
    ];
    expect(mainThreadTime(events, url)).toEqual({ cpu: 3, wall: 10 });
    expect(() => mainThreadTime(events, 'http://127.0.0.1:4400/other')).toThrow(/no navigationStart/);
  });
});

/** A built app: index.html loading `entry.js` + a preload, a form chunk, a screen chunk and an on-demand chunk. */
function fakeBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'bench-'));
  dirs.push(dist);
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  const files: Record<string, string> = {
    'entry.js': 'a'.repeat(100),
    'shared.js': 'b'.repeat(50),
    'index.css': 'c'.repeat(30),
    'form-step.js': 'd'.repeat(200),
    'about-you.js': 'e'.repeat(40),
    'other-form.js': 'g'.repeat(1000),
    'signature-screen.js': 'h'.repeat(60),
    'signature-screen.css': 'i'.repeat(20),
    'signature_pad.js': 'j'.repeat(70),
    'step-modules.js': 'k'.repeat(5),
    'message-step.js': 'l'.repeat(25),
    'onboarding.js': 'm'.repeat(15),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, 'assets', name), text);
  writeFileSync(
    join(dist, 'index.html'),
    '<script type="module" crossorigin src="/assets/entry.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/shared.js">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
  );
  const manifest = {
    'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index.css'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/screens/form-step/form-step.tsx': {
      file: 'assets/form-step.js',
      isDynamicEntry: true,
      imports: ['_shared.js', 'index.html', '_step-modules.js'],
    },
    '_step-modules.js': {
      file: 'assets/step-modules.js',
      dynamicImports: ['src/generated/validators/mx/about-you.js', 'src/generated/validators/do/about-you.js'],
    },
    'src/screens/message-step/message-step.tsx': { file: 'assets/message-step.js', isDynamicEntry: true },
    'flows/onboarding.json': { file: 'assets/onboarding.js', isDynamicEntry: true },
    'src/generated/validators/mx/about-you.js': { file: 'assets/about-you.js', isDynamicEntry: true },
    'src/generated/validators/do/about-you.js': { file: 'assets/other-form.js', isDynamicEntry: true },
    'src/screens/signature/signature-screen.tsx': {
      file: 'assets/signature-screen.js',
      isDynamicEntry: true,
      css: ['assets/signature-screen.css'],
      dynamicImports: ['node_modules/signature_pad/dist/signature_pad.js'],
    },
    'node_modules/signature_pad/dist/signature_pad.js': { file: 'assets/signature_pad.js', isDynamicEntry: true },
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const flows = [
  {
    id: 'onboarding',
    steps: {
      home: { kind: 'custom', screen: 'start', path: ['/home'] },
      'about-you': { kind: 'form', schema: 'about-you', path: '/:phoneNumber/about-you' },
      singning: { kind: 'custom', screen: 'signature', path: '/:user_id/singning' },
      rejected: { kind: 'message', path: '/rejected' },
    },
  },
];

describe('sizes', () => {
  const sizes = () => appSizes(fakeBuild(), flows, 'mx');

  it('counts the first screen from index.html: entry, modulepreloads and stylesheet', () => {
    const { firstScreen } = sizes();
    expect(firstScreen.files.sort()).toEqual(['assets/entry.js', 'assets/index.css', 'assets/shared.js']);
    expect(firstScreen.js.raw).toBe(150);
    expect(firstScreen.css.raw).toBe(30);
  });

  it("counts the CSS index.html holds inline with the first screen's stylesheets", () => {
    const dist = fakeBuild();
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    writeFileSync(join(dist, 'index.html'), html.replace('<script', '<style>a{color:red}</style>\n<script'));
    const { firstScreen } = appSizes(dist, flows, 'mx');
    expect(firstScreen.css.raw).toBe(30 + 'a{color:red}'.length);
    expect(firstScreen.js.raw).toBe(150);
  });

  it("gives a form step its renderer and what it imports, its country's step module and its flow's copy, nothing the first screen has", () => {
    const route = sizes().routes.find((r: { step: string }) => r.step === 'about-you');
    expect(route.files.sort()).toEqual([
      'assets/about-you.js',
      'assets/form-step.js',
      'assets/onboarding.js',
      'assets/step-modules.js',
    ]);
    expect(route.js.raw).toBe(200 + 5 + 40 + 15);
  });

  it("gives a message step the message screen and its flow's copy; the start step has all in the entry", () => {
    const { routes } = sizes();
    expect(routes.find((r: { step: string }) => r.step === 'rejected').files.sort()).toEqual([
      'assets/message-step.js',
      'assets/onboarding.js',
    ]);
    expect(routes.find((r: { step: string }) => r.step === 'home').files).toEqual([]);
  });

  it('gives a custom screen its chunk, its CSS and its copy, and lists what it loads later as on demand', () => {
    const { routes, onDemand } = sizes();
    const signature = routes.find((r: { step: string }) => r.step === 'singning');
    expect(signature.files.sort()).toEqual([
      'assets/onboarding.js',
      'assets/signature-screen.css',
      'assets/signature-screen.js',
    ]);
    expect(signature.css.raw).toBe(20);
    expect(onDemand.map((c: { chunk: string }) => c.chunk)).toEqual([
      'node_modules/signature_pad/dist/signature_pad.js',
    ]);
  });
});

describe('report', () => {
  const KiB = 1024;
  const bytes = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: gzip * 0.9 });
  const page = (js: number) => ({ files: ['x.js'], js: bytes(js), css: bytes(KiB) });
  const visit = (handledP95: number) => ({
    firstKey: 900,
    ready: 1000,
    lcp: 900,
    fieldP50: 10,
    fieldP95: 20,
    messageP50: 10,
    messageP95: 20,
    handledP50: 5,
    handledP95,
  });
  const data = (overrides: {
    handledP95: number;
    appCpu: number;
    lighthouse: unknown;
    appReady?: number;
    appPerKey?: number;
  }) => ({
    command: 'npm run bench',
    date: 'today',
    durationMs: 60_000,
    machine: { os: 'os', cpu: 'cpu', memory: '1 GiB', load: '0', node: 'v20', chromium: '156', lighthouse: '12.8.2' },
    runs: 1,
    lighthouseRuns: 1,
    sizes: {
      app: {
        firstScreen: page(90 * KiB),
        routes: [{ flow: 'onboarding', step: 'about-you', kind: 'form', path: '/x', ...page(80 * KiB) }],
        onDemand: [],
      },
      rjsf: page(190 * KiB),
      rjsfPrecompiled: page(150 * KiB),
      rhf: page(75 * KiB),
      static: page(2 * KiB),
    },
    visits: {
      appHome: [visit(5)],
      appAboutYou: [visit(overrides.handledP95)],
      rjsf: [visit(30)],
      rjsfPrecompiled: [visit(25)],
      rhf: [visit(8)],
      static: [visit(2)],
    },
    visitsCpuOnly: {
      appAboutYou: [{ ...visit(overrides.handledP95), ready: overrides.appReady ?? 700 }],
      rjsf: [visit(30)],
      rjsfPrecompiled: [{ ...visit(25), ready: 800 }],
      rhf: [{ ...visit(8), ready: 600 }],
      static: [visit(2)],
    },
    cpu: {
      appAboutYou: [{ cpu: overrides.appCpu, wall: 3000 }],
      rjsf: [{ cpu: 1000, wall: 2000 }],
      rjsfPrecompiled: [{ cpu: 900, wall: 1800 }],
      rhf: [{ cpu: 600, wall: 1000 }],
      static: [{ cpu: 100, wall: 300 }],
    },
    keystrokeCpu: {
      appAboutYou: [{ perKey: overrides.appPerKey ?? 9 }],
      rjsf: [{ perKey: 10 }],
      rjsfPrecompiled: [{ perKey: 9.5 }],
      rhf: [{ perKey: 8.5 }],
      static: [{ perKey: 5 }],
    },
    lighthouse: overrides.lighthouse,
  });
  const status = (text: string, target: string) =>
    text
      .split('\n')
      .find((l) => l.startsWith(target))
      ?.trim()
      .split(/\s{2,}/)
      .at(-1);

  it('judges each target from the medians', () => {
    const { text } = buildReport(data({ handledP95: 12, appCpu: 700, lighthouse: null }));
    expect(status(text, 'Keystroke handled p95 ≤')).toBe('met');
    expect(status(text, "Main-thread CPU, 'Sobre ti' ≤")).toBe('met');
    expect(status(text, 'First screen JS ≤')).toBe('met');
    // 90 + 80 KiB > 160 KiB.
    expect(status(text, 'Any form step ≤')).toBe('NOT met');
    expect(status(text, 'Lighthouse mobile performance ≥ 98, start screen')).toBe('not measured');
    // One sample a page: no interval, so no verdict.
    expect(status(text, 'First keystroke kept, 4x CPU + slow 4G ≤ 0.50x react-hook-form')).toBe('not measured');
  });

  it("shows 'Negocio''s first keystroke, 'Continuar' and LCP when the run measured it, and no such row for a run before", () => {
    const base = data({ handledP95: 12, appCpu: 700, lighthouse: null });
    const withBusiness = buildReport({
      ...base,
      visits: { ...base.visits, appBusiness: [{ ...visit(12), firstKey: 777 }] },
    });
    const row = (text: string) => text.split('\n').find((l) => l.includes("first keystroke kept, 'Negocio'"));
    expect(row(withBusiness.markdown)).toContain('777 ms');
    expect(withBusiness.markdown).toContain("Enabled 'Continuar', 'Negocio'");
    expect(row(buildReport(base).markdown)).toBeUndefined();
  });

  it("shows the start screen's and 'Negocio''s first keystroke at 4x CPU alone when the run measured them", () => {
    const base = data({ handledP95: 12, appCpu: 700, lighthouse: null });
    const { markdown } = buildReport({
      ...base,
      visitsCpuOnly: {
        ...base.visitsCpuOnly,
        appHome: [{ ...visit(12), firstKey: 611 }],
        appBusiness: [{ ...visit(12), firstKey: 622 }],
      },
    });
    const section = markdown.slice(markdown.indexOf('network unthrottled'));
    const line = (label: string) => section.split('\n').find((l: string) => l.startsWith(`| ${label}`));
    expect(line('Navigation → first keystroke kept, start screen ¹')).toContain('611 ms');
    expect(line("Navigation → first keystroke kept, 'Negocio' ¹")).toContain('622 ms');
    expect(section).toContain("The app's start screen and 'Negocio': 1 visit each, one a run");
  });

  it("judges the first keystroke's targets by the interval of the ratio: met, missed, undecided", () => {
    const base = data({ handledP95: 12, appCpu: 700, lighthouse: null });
    const keys = (values: number[]) => values.map((firstKey) => ({ ...visit(12), firstKey }));
    const { text } = buildReport({
      ...base,
      visits: {
        ...base.visits,
        // 0.40x of react-hook-form whatever the resample: met; 0.5x-ish of precompiled RJSF: undecided.
        appAboutYou: keys([780, 800, 820]),
        rhf: keys([2000, 2000, 2010]),
        rjsfPrecompiled: keys([1500, 1600, 1700]),
      },
      visitsCpuOnly: {
        ...base.visitsCpuOnly,
        // 0.9x of react-hook-form: all above 0.75x, missed.
        appAboutYou: keys([540, 550, 560]),
        rhf: keys([600, 610, 620]),
      },
    });
    expect(status(text, 'First keystroke kept, 4x CPU + slow 4G ≤ 0.50x react-hook-form')).toBe('met');
    expect(status(text, 'First keystroke kept, 4x CPU + slow 4G ≤ 0.50x Precompiled RJSF')).toBe('undecided');
    expect(status(text, 'First keystroke kept, 4x CPU, network unthrottled ≤ 0.75x react-hook-form')).toBe('missed');
  });

  it('gives each baseline ratio its 95% interval, none for a single sample', () => {
    const base = data({ handledP95: 12, appCpu: 700, lighthouse: null });
    const loads = (values: number[]) => values.map((ready) => ({ ...visit(12), ready }));
    const { markdown } = buildReport({
      ...base,
      visitsCpuOnly: { ...base.visitsCpuOnly, appAboutYou: loads([690, 700, 710]), rjsfPrecompiled: loads([800, 800]) },
    });
    // Every resample of the app's three loads has a median among them; the baseline's is 800.
    // Once targets, now guards: shown with their interval, not judged.
    expect(markdown).toMatch(
      /\| Navigation → enabled 'Continuar', 4x CPU ≤ 1\.00x Precompiled RJSF \| 0\.88x \(700 ms vs 800 ms\) \| 0\.8[67]x–0\.8[89]x \|\n/,
    );
    expect(markdown).toContain(
      "| Navigation → enabled 'Continuar', 4x CPU ≤ 1.25x react-hook-form | 1.17x (700 ms vs 600 ms) | — |\n",
    );
    expect(markdown).toContain('95% interval: where the ratio could fall');
  });

  it("shows, at 4x CPU alone, when each page's HTML was parsed and its last script came in", () => {
    const base = data({ handledP95: 12, appCpu: 700, lighthouse: null });
    const phased = (parsed: number, scriptsIn: number, fcp: number) => ({ ...visit(12), parsed, scriptsIn, fcp });
    const { markdown } = buildReport({
      ...base,
      visitsCpuOnly: {
        ...base.visitsCpuOnly,
        appAboutYou: [phased(290, 310, 280), phased(300, 330, 290), phased(310, 320, 300)],
        rjsfPrecompiled: [phased(180, 250, 400)],
        rhf: [phased(170, 175, 500)],
      },
    });
    const row = (label: string) => markdown.split('\n').find((l: string) => l.startsWith(`| ${label} |`));
    // App, plain RJSF (no phases in its fixture), precompiled RJSF, react-hook-form, static; then the ratios.
    expect(row('HTML parsed (domInteractive)')).toBe(
      '| HTML parsed (domInteractive) | 300 ms (290 ms–310 ms) | n/a | 180 ms | 170 ms | n/a | n/a | 1.67x | 1.76x | n/a |',
    );
    expect(row("Last script in before 'Continuar' (responseEnd)")).toContain(
      '| 320 ms (310 ms–330 ms) | n/a | 250 ms | 175 ms |',
    );
    expect(row('First contentful paint')).toContain('| 290 ms (280 ms–300 ms) | n/a | 400 ms | 500 ms |');
    expect(markdown).toContain("Where the wait for 'Continuar' goes");
  });

  it("names how many samples each of the baseline ratios' medians is of", () => {
    const { markdown } = buildReport({ ...data({ handledP95: 12, appCpu: 700, lighthouse: null }), samples: 3 });
    expect(markdown).toContain('1 run × 3 samples per page, interleaved; cells are median (min–max)');
    expect(markdown).toContain('1 run per page; cells are median (min–max)');
  });

  it('marks slow typing, too much CPU and low Lighthouse scores as not met', () => {
    const scores = (performance: number, lcp = 1500) => [
      { performance, accessibility: 100, lcp, lostPerformance: [], lostAccessibility: [] },
    ];
    const { text, markdown } = buildReport(
      data({
        handledP95: 17,
        appCpu: 810,
        lighthouse: {
          appHome: scores(99),
          appAboutYou: scores(97),
          appSignature: scores(98),
          rjsf: scores(90),
          rjsfPrecompiled: scores(95, 1400),
          rhf: scores(99),
          static: scores(100),
        },
      }),
    );
    expect(status(text, 'Keystroke handled p95 ≤')).toBe('NOT met');
    expect(status(text, "Main-thread CPU, 'Sobre ti' ≤")).toBe('NOT met');
    expect(status(text, 'Lighthouse mobile performance ≥ 98, start screen')).toBe('met');
    expect(status(text, "Lighthouse mobile performance ≥ 98, 'Sobre ti'")).toBe('NOT met');
    expect(status(text, 'Lighthouse mobile performance ≥ 98, signature screen')).toBe('met');
    expect(markdown).toContain(
      '| First screen JS, gzip | 90.0 KiB | 190.0 KiB | 150.0 KiB | 75.0 KiB | 2.0 KiB | 0.47x | 0.60x | 1.20x | 45.00x |',
    );
    // The app's simulated LCP, 1500 ms, against the precompiled page's 1400 ms: a guard, shown.
    expect(markdown).toContain('| Lighthouse LCP ≤ 1.00x Precompiled RJSF | 1.07x (1500 ms vs 1400 ms) | — |');
  });
});
