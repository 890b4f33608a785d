// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ChunkInfo, checkBudgets, type FormStepInfo, formStepsOf } from './bundle-budgets.ts';

/** Text whose gzip size is about `kib` KiB (base64 of random bytes: gzip gets back to the bytes' size). */
const incompressible = (kib: number) => randomBytes(Math.round(kib * 1024)).toString('base64');

function chunk(fileName: string, kib: number, more: Partial<ChunkInfo> = {}): ChunkInfo {
  return {
    fileName,
    code: incompressible(kib),
    isEntry: false,
    imports: [],
    facadeModuleId: null,
    moduleIds: [],
    ...more,
  };
}

const step: FormStepInfo = { id: 'about-you', schema: 'about-you', flowFile: 'onboarding' };

/** An app shaped like ours: entry + a shared chunk, and the four lazy parts of a form step. */
function app(sizes: { entry: number; engine: number; extraModule?: string }): ChunkInfo[] {
  return [
    chunk('index.js', sizes.entry, {
      isEntry: true,
      imports: ['shared.js'],
      moduleIds: ['/app/src/main.tsx', ...(sizes.extraModule ? [sizes.extraModule] : [])],
    }),
    chunk('shared.js', 1),
    chunk('form-step.js', sizes.engine, {
      imports: ['shared.js', 'rjsf.js'],
      facadeModuleId: '/app/src/screens/form-step/form-step.tsx',
    }),
    chunk('rjsf.js', 10),
    chunk('validator.js', 2, { facadeModuleId: '/app/src/generated/validators/mx/about-you.js' }),
    chunk('copy.js', 1, { facadeModuleId: '/app/flows/onboarding.json' }),
    chunk('signature.js', 5, { moduleIds: ['/app/node_modules/signature_pad/dist/signature_pad.js'] }),
  ];
}

describe('bundle budgets', () => {
  it('sums the entry and its static imports for the first screen, and adds the lazy parts for a form step', () => {
    const { lines, faults } = checkBudgets(app({ entry: 60, engine: 40 }), [step], 'mx');
    expect(faults).toEqual([]);
    const [first, form] = lines;
    expect(first?.name).toBe('first screen (/home)');
    expect((first?.bytes ?? 0) / 1024).toBeGreaterThan(60);
    expect((first?.bytes ?? 0) / 1024).toBeLessThan(62);
    // entry 60 + shared 1 + engine 40 + rjsf 10 + step module 2 + copy 1, never the signature chunk.
    expect((form?.bytes ?? 0) / 1024).toBeGreaterThan(114);
    expect((form?.bytes ?? 0) / 1024).toBeLessThan(115);
  });

  it('fails a first screen over 95 KiB and a form step over 160 KiB, naming each', () => {
    const { faults } = checkBudgets(app({ entry: 96, engine: 70 }), [step], 'mx');
    expect(faults).toHaveLength(2);
    expect(faults[0]).toMatch(/^first screen \(\/home\): 9\d\.\d KiB gzip, over its 95 KiB budget$/);
    expect(faults[1]).toMatch(/^form step about-you: 1\d\d\.\d KiB gzip, over its 160 KiB budget$/);
  });

  it('counts the other scripts index.html loads (a classic script) in the first screen and each form step', () => {
    const chunks = [...app({ entry: 60, engine: 40 }), chunk('classic.js', 2)];
    const without = checkBudgets(chunks, [step], 'mx').lines;
    const withTable = checkBudgets(chunks, [step], 'mx', ['classic.js']).lines;
    for (const i of [0, 1]) {
      const added = ((withTable[i]?.bytes ?? 0) - (without[i]?.bytes ?? 0)) / 1024;
      expect(added).toBeGreaterThan(1.9);
      expect(added).toBeLessThan(2.1);
    }
  });

  it('fails when signature_pad, the maps loader or the identity widget is on the first screen', () => {
    for (const id of [
      '/app/node_modules/signature_pad/dist/signature_pad.js',
      '/app/node_modules/@googlemaps/js-api-loader/dist/index.mjs',
      '/app/src/adapters/identity/metamap-identity.ts',
    ]) {
      const { faults } = checkBudgets(app({ entry: 10, engine: 10, extraModule: id }), [step], 'mx');
      expect(faults.some((f) => /is loaded by the first screen \(in index\.js\); import it lazily$/.test(f))).toBe(
        true,
      );
    }
  });

  it("names a form step whose step module is missing from the build (another country's build)", () => {
    const { faults } = checkBudgets(app({ entry: 10, engine: 10 }), [step], 'do');
    expect(faults).toEqual(['form step about-you: no lazy chunk for its step module']);
  });

  it('reads the form steps and their flow files from flows/', () => {
    const steps = formStepsOf(join(import.meta.dirname, '..'));
    expect(steps).toContainEqual({ id: 'about-you', schema: 'about-you', flowFile: 'onboarding' });
    expect(steps.every((s) => s.schema && s.flowFile)).toBe(true);
  });

  it('gives each observer SDK a budget of its own beyond the first screen, and keeps them off it', () => {
    const sdk = [
      chunk('sentry.js', 2, {
        facadeModuleId: '/app/src/adapters/observability/sentry.ts',
        imports: ['index.js', 'core.js'],
      }),
      chunk('core.js', 80, { moduleIds: ['/app/node_modules/@sentry/core/build/esm/index.js'] }),
      chunk('replay.js', 1, {
        facadeModuleId: '/app/src/adapters/observability/sentry-replay.ts',
        imports: ['core.js', 'rr.js'],
      }),
      chunk('rr.js', 30),
      chunk('segment.js', 40, { facadeModuleId: '/app/src/adapters/observability/segment.ts', imports: ['shared.js'] }),
    ];
    const report = checkBudgets([...app({ entry: 60, engine: 40 }), ...sdk], [step], 'mx');
    const line = (name: string) => report.lines.find((l) => l.name.startsWith(name));
    // Sentry: its chunk and its core (82 KiB), over 75; replay: on top of Sentry's chunks only (31 KiB).
    expect(line('Sentry (errors')?.bytes).toBeGreaterThan(80 * 1024);
    expect(line('Sentry session replay')?.bytes).toBeLessThan(33 * 1024);
    expect(line('Segment')?.bytes).toBeGreaterThan(39 * 1024);
    expect(report.faults).toEqual([expect.stringMatching(/^Sentry \(errors, tracing\): .* over its 75 KiB budget$/)]);

    const onFirst = checkBudgets(
      app({ entry: 60, engine: 40, extraModule: '/app/node_modules/@segment/analytics-next/dist/pkg/index.js' }),
      [step],
      'mx',
    );
    expect(onFirst.faults).toContainEqual(expect.stringMatching(/^the Segment SDK is loaded by the first screen/));
  });

  it("fails when the build's env turns an SDK on and the build holds no chunk for it (not a budget skipped)", () => {
    const chunks = app({ entry: 60, engine: 40 });
    // The demo build: no key, so the observers' import() is dead code and there is nothing to measure.
    expect(checkBudgets(chunks, [step], 'mx', [], {}).faults).toEqual([]);
    expect(checkBudgets(chunks, [step], 'mx', [], { VITE_SEGMENT_WRITE_KEY: '  ' }).faults).toEqual([]);
    expect(checkBudgets(chunks, [step], 'mx', [], { VITE_SEGMENT_WRITE_KEY: 'wk1' }).faults).toEqual([
      'Segment (analytics-next): no lazy chunk for src/adapters/observability/segment.ts, though VITE_SEGMENT_WRITE_KEY is set (its budget is unchecked)',
    ]);
    expect(checkBudgets(chunks, [step], 'mx', [], { VITE_SENTRY_DSN: 'https://k@s.lender.mx/1' }).faults).toEqual([
      expect.stringMatching(
        /^Sentry \(errors, tracing\): no lazy chunk for src\/adapters\/observability\/sentry\.ts, though VITE_SENTRY_DSN is set/,
      ),
      expect.stringMatching(
        /^Sentry session replay: no lazy chunk for .*sentry-replay\.ts, though VITE_SENTRY_DSN is set/,
      ),
    ]);
  });

  it("measures an SDK's chunk whatever the env says", () => {
    const segment = chunk('segment.js', 50, { facadeModuleId: '/app/src/adapters/observability/segment.ts' });
    const { faults } = checkBudgets([...app({ entry: 60, engine: 40 }), segment], [step], 'mx');
    expect(faults).toEqual([expect.stringMatching(/^Segment \(analytics-next\): .* over its 45 KiB budget$/)]);
  });
});
