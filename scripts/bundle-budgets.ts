// The size budgets, checked on every production build: the build fails
// when one is exceeded, so CI is red before a phone on a weak network pays.
//   - the first screen (/home): the entry script and every chunk it imports
//     statically (what index.html modulepreloads): at most 95 KiB gzip;
//   - any form step, in all: the first screen's chunks plus the form engine,
//     the step's module (precompiled validator, schema, uiSchema) and its flow
//     file's copy: at most 160 KiB gzip;
//   - signature_pad, the maps loader and the identity widget: never in those
//     chunks, only in the lazy chunks of the screens that use them;
//   - the observers' SDKs (src/adapters/observability/): never in those chunks either,
//     and each within a budget of its own, counted beyond the first screen:
//     Sentry (errors and tracing), its session replay (fetched only for a
//     recorded session) and Segment (with the chunks its loader fetches).
//     A build whose env sets an SDK's key must hold its chunk: a missing one
//     is a failure, not a budget skipped.
// Sizes are gzip at Node's default level, the same figure a server sends.
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { flowCopyModule, flowSteps, formStepModules } from './flow-steps.ts';

export const BUDGETS_KIB = { firstScreen: 95, formStep: 160 };

/** The observers' lazy modules and their budgets (KiB gzip, beyond the first screen). */
export const SDK_BUDGETS: Array<{
  name: string;
  module: string;
  /** The setting that turns it on (src/adapters/observability/start.ts): with it set, the chunk must exist. */
  key: string;
  limitKiB: number;
  /** Counts the chunks it imports with import() too. */
  dynamic: boolean;
  /** Counted beyond this module's chunks too (replay comes on top of Sentry). */
  beyond?: string;
}> = [
  {
    name: 'Sentry (errors, tracing)',
    module: 'src/adapters/observability/sentry.ts',
    key: 'VITE_SENTRY_DSN',
    limitKiB: 75,
    dynamic: false,
  },
  {
    name: 'Sentry session replay',
    module: 'src/adapters/observability/sentry-replay.ts',
    // Sentry's module imports replay whatever the rate (the rate is read at run time).
    key: 'VITE_SENTRY_DSN',
    limitKiB: 60,
    dynamic: false,
    beyond: 'src/adapters/observability/sentry.ts',
  },
  // analytics-next's own import() chunks (legacy destinations, routing middleware, schema filter,
  // queue persistence…) load only when the settings ask for them; ours (inline) ask for none.
  {
    name: 'Segment (analytics-next)',
    module: 'src/adapters/observability/segment.ts',
    key: 'VITE_SEGMENT_WRITE_KEY',
    limitKiB: 45,
    dynamic: false,
  },
];

/** Libraries that must stay in their own screens' lazy chunks. */
export const LAZY_ONLY: Array<[RegExp, string]> = [
  [/\/node_modules\/signature_pad\//, 'signature_pad'],
  [/\/node_modules\/@googlemaps\/js-api-loader\//, 'the maps loader'],
  [/\/src\/adapters\/identity\//, 'the identity widget'],
  [/\/node_modules\/@sentry\//, 'the Sentry SDK'],
  [/\/node_modules\/@segment\//, 'the Segment SDK'],
];

/** What the check needs of an output chunk (a subset of Rollup's OutputChunk). */
export interface ChunkInfo {
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  /** Chunks it imports with import(): Rollup's OutputChunk has them; page scripts do not. */
  dynamicImports?: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
}

/** A form step of the manifest: its schema's base name and the flow file holding its copy. */
export interface FormStepInfo {
  id: string;
  schema: string;
  flowFile: string;
}

export interface BudgetLine {
  name: string;
  bytes: number;
  limitKiB: number;
}

export interface BudgetReport {
  lines: BudgetLine[];
  faults: string[];
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * `pageScripts`: other scripts index.html loads besides the entry (none today:
 * a classic script added to it one day); they count in the first screen, and
 * in every form step.
 * `env`: the build's settings, which say which observer SDKs it must hold.
 */
export function checkBudgets(
  chunks: ChunkInfo[],
  formSteps: FormStepInfo[],
  country: string,
  pageScripts: string[] = [],
  env: Record<string, string | undefined> = {},
): BudgetReport {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const gz = new Map<string, number>();
  const gzip = (file: string) => {
    let size = gz.get(file);
    if (size === undefined) {
      size = gzipSync(byFile.get(file)?.code ?? '').length;
      gz.set(file, size);
    }
    return size;
  };
  // A chunk and everything it imports statically: what loads with it.
  // With `dynamic`, what it imports with import() too, but not through `stop` (the first screen's chunks).
  const closure = (file: string, into = new Set<string>(), dynamic = false, stop = new Set<string>()) => {
    if (into.has(file) || stop.has(file)) return into;
    into.add(file);
    const chunk = byFile.get(file);
    for (const dep of [...(chunk?.imports ?? []), ...(dynamic ? (chunk?.dynamicImports ?? []) : [])])
      closure(dep, into, dynamic, stop);
    return into;
  };
  const faults: string[] = [];
  const facade = (suffix: string) => chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
  const total = (files: Set<string>) => [...files].reduce((sum, f) => sum + gzip(f), 0);

  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return { lines: [], faults: ['no entry chunk in the build'] };
  const first = closure(entry.fileName);
  for (const script of pageScripts) first.add(script);
  const lines: BudgetLine[] = [
    { name: 'first screen (/home)', bytes: total(first), limitKiB: BUDGETS_KIB.firstScreen },
  ];
  const guarded = [{ name: 'the first screen', files: first }];

  for (const step of formSteps) {
    const { engine, stepModule } = formStepModules(step.schema, country);
    const parts = [facade(engine), facade(stepModule), facade(flowCopyModule(step.flowFile))];
    const missing = ['form engine', 'step module', 'flow copy'].filter((_, i) => !parts[i]);
    if (missing.length) faults.push(`form step ${step.id}: no lazy chunk for its ${missing.join(', ')}`);
    const files = new Set(first);
    for (const part of parts) if (part) closure(part.fileName, files);
    lines.push({ name: `form step ${step.id}`, bytes: total(files), limitKiB: BUDGETS_KIB.formStep });
    guarded.push({ name: `form step ${step.id}`, files });
  }

  for (const sdk of SDK_BUDGETS) {
    // start.ts imports an SDK only when its key is set at build time: without it the import() is
    // dead code and the build holds no chunk for it (the demo build). With it set, a missing chunk
    // means the lazy import broke or moved, and its budget would go unchecked: a failure.
    const chunk = facade(sdk.module);
    if (!chunk) {
      if (env[sdk.key]?.trim())
        faults.push(`${sdk.name}: no lazy chunk for ${sdk.module}, though ${sdk.key} is set (its budget is unchecked)`);
      continue;
    }
    const files = closure(chunk.fileName, new Set(), sdk.dynamic, first);
    const base = sdk.beyond ? facade(sdk.beyond) : undefined;
    for (const f of [...first, ...(base ? closure(base.fileName) : [])]) files.delete(f);
    lines.push({ name: sdk.name, bytes: total(files), limitKiB: sdk.limitKiB });
  }

  for (const line of lines)
    if (line.bytes > line.limitKiB * 1024)
      faults.push(`${line.name}: ${kib(line.bytes)} KiB gzip, over its ${line.limitKiB} KiB budget`);
  for (const [pattern, what] of LAZY_ONLY)
    for (const { name, files } of guarded) {
      const holder = [...files].find((f) => byFile.get(f)?.moduleIds.some((id) => pattern.test(id)));
      if (holder) faults.push(`${what} is loaded by ${name} (in ${holder}); import it lazily`);
    }
  return { lines, faults };
}

/** The form steps of the flow files, read from disk (the build's own manifest). */
export function formStepsOf(root: string): FormStepInfo[] {
  return flowSteps(root).flatMap(({ id, kind, schema, flowFile }) =>
    kind === 'form' && schema ? [{ id, schema, flowFile }] : [],
  );
}

export function formatReport({ lines }: BudgetReport): string {
  const width = Math.max(...lines.map((l) => l.name.length));
  return lines
    .map((l) => `  ${l.name.padEnd(width)}  ${kib(l.bytes).padStart(6)} KiB gzip  (budget ${l.limitKiB})`)
    .join('\n');
}

export function bundleBudgets(options: { root: string; country: string }): Plugin {
  // The settings Vite loaded for this build (the environment and the .env files of its mode).
  let env: Record<string, string | undefined> = {};
  return {
    name: 'bundle-budgets',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    // After every other plugin has finished the chunks (Vite injects its preload
    // helper late), so the sizes are those of the files written.
    writeBundle(_output, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c as unknown as ChunkInfo] : []));
      // Scripts index.html loads that are assets, not chunks (none today; counted if one is added).
      const html = bundle['index.html'];
      const srcs = html?.type === 'asset' ? [...String(html.source).matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)] : [];
      const pageScripts = Object.values(bundle).flatMap((a) =>
        a.type === 'asset' && srcs.some(([, src]) => src?.endsWith(`/${a.fileName}`))
          ? [
              {
                fileName: a.fileName,
                code: String(a.source),
                isEntry: false,
                imports: [],
                facadeModuleId: null,
                moduleIds: [],
              },
            ]
          : [],
      );
      const report = checkBudgets(
        [...chunks, ...pageScripts],
        formStepsOf(options.root),
        options.country,
        pageScripts.map((s) => s.fileName),
        env,
      );
      console.log(`bundle budgets (${options.country}):\n${formatReport(report)}`);
      if (report.faults.length) this.error(`bundle budgets:\n  ${report.faults.join('\n  ')}`);
    },
  };
}
