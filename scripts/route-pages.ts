// A deep link (a reload mid-flow, the signing link of an SMS) used to fetch its
// step's chunks only once the entry script had arrived and run: two round trips
// and the entry's download in a row on a slow network. The build writes, for
// each step whose screen lives in chunks of its own, a copy of index.html that
// lists those chunks as low-priority preloads (`pages/<step>.html`), and the
// table of addresses that answers with each page (`route-pages.json`). The
// preview server (this plugin) and nginx (scripts/nginx-config.mjs) serve a
// step's address with its page, so the parser starts the step's downloads with
// the entry's, and no script of ours runs before the entry. The classic script
// that used to add these preloads was a request on every page, and its run took
// about 25 ms of main-thread CPU at 4x (one trace of 'Sobre ti') just before the
// entry's; Lighthouse's simulated LCP counted both. The start screen, whose code
// is in the entry, and any address no step claims get index.html, as before. A
// server that knows nothing of the table still works: index.html loads the step
// after the entry. A form step's page also holds its form, rendered by the build
// (scripts/prerender.ts), in place of index.html's 'Cargando'; such a page adds
// its scripts, the step's preloads included, once that form is painted
// (scripts/after-first-paint.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { scriptsAfterFirstPaint } from './after-first-paint.ts';
import { type FlowStep, flowCopyModule, flowSteps, formStepModules } from './flow-steps.ts';
import { EAGER_STEPS } from './lib/flow-index.mjs';
import { registeredScreens } from './lib/screen-registry.mjs';
import { prerenderer, prerenderProblems, samplePath, withPrerender } from './prerender.ts';

/** What the plugin needs of an output chunk (a subset of Rollup's OutputChunk). */
export interface PreloadChunk {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  css: string[];
}

/** A route of the preload table: the address pattern, its step, and the files the step loads beyond the entry's. */
export interface PreloadRoute {
  pattern: string;
  step: string;
  files: string[];
}

/** Where the build writes the table of addresses and pages, in its output folder. */
export const ROUTE_PAGES_FILE = 'route-pages.json';

/** A row of route-pages.json: the first row whose pattern matches the path (in any case) names its page. */
export interface RoutePage {
  pattern: string;
  page: string;
}

/**
 * React Router's matching, as far as our paths go (flows.schema allows letters,
 * digits, `_ : / . -` and a lone `*`): `:name` is one segment, a prefix step
 * also matches below its path, letters match in any case.
 */
export function pathPattern(path: string, prefix: boolean): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.]/g, '\\.')));
  return `^/${segments.join('/')}${prefix ? '(?:/.*)?' : ''}/?$`;
}

/** React Router's order of preference among matches: static segments first, then parameters. */
const specificity = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .reduce((score, s) => score + (s.startsWith(':') ? 3 : 10), 0);

/** Screen name → its module (without extension), for the screens in chunks of their own (src/screens/registry.ts). */
export function lazyScreens(registrySource: string): Map<string, string> {
  const lazy = [...registeredScreens(registrySource)].filter(([, s]) => s.lazy);
  return new Map(lazy.map(([name, s]) => [name, `/src/screens/${s.module}`]));
}

export function preloadRoutes(
  chunks: PreloadChunk[],
  steps: FlowStep[],
  screens: Map<string, string>,
  country: string,
): PreloadRoute[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (file: string, into = new Set<string>()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into);
    return into;
  };
  const entry = chunks.find((c) => c.isEntry);
  const loaded = entry ? closure(entry.fileName) : new Set<string>();
  const facade = (module: string | undefined) =>
    module === undefined
      ? undefined
      : chunks.find((c) => c.facadeModuleId?.replace(/\.[jt]sx?$/, '').endsWith(module.replace(/\.[jt]sx?$/, '')));

  const modulesOf = (step: FlowStep): Array<string | undefined> => {
    const copy = EAGER_STEPS.includes(step.id) ? [] : [flowCopyModule(step.flowFile)];
    if (step.kind === 'form') {
      const { engine, stepModule } = formStepModules(step.schema, country);
      return [engine, stepModule, ...copy];
    }
    if (step.kind === 'message') return ['/src/screens/message-step/message-step', ...copy];
    return [step.screen ? screens.get(step.screen) : undefined, ...copy];
  };

  const routes: Array<PreloadRoute & { score: number }> = [];
  for (const step of steps) {
    const files = new Set<string>();
    for (const module of modulesOf(step)) {
      const chunk = facade(module);
      if (!chunk) continue;
      for (const file of closure(chunk.fileName)) {
        if (loaded.has(file)) continue;
        files.add(file);
        for (const css of byFile.get(file)?.css ?? []) files.add(css);
      }
    }
    if (!files.size) continue;
    for (const path of step.paths.filter((p) => p !== '*'))
      routes.push({
        pattern: pathPattern(path, step.match === 'prefix'),
        step: step.id,
        files: [...files],
        score: specificity(path),
      });
  }
  return routes.sort((a, b) => b.score - a.score).map(({ pattern, step, files }) => ({ pattern, step, files }));
}

/**
 * The step's files as low-priority preloads. `crossorigin`: the same request mode
 * as the import() that will use them, or the browser fetches twice.
 */
export function preloadLinks(files: string[], base: string): string[] {
  return files.map((file) =>
    file.endsWith('.css')
      ? `<link rel="preload" as="style" crossorigin href="${base}${file}" fetchpriority="low">`
      : `<link rel="modulepreload" crossorigin href="${base}${file}" fetchpriority="low">`,
  );
}

/**
 * index.html with the step's preloads at the end of its head: the entry and the
 * stylesheet come first, and nothing of the step can run before the entry has.
 */
export function pageHtml(indexHtml: string, files: string[], base: string): string {
  const links = preloadLinks(files, base);
  if (!indexHtml.includes('</head>')) throw new Error('route-pages: index.html has no </head>');
  return indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** One page per step (steps with the same files share the first one's), and the table that names them. */
export function routePages(routes: PreloadRoute[], base: string): { pages: Map<string, string[]>; table: RoutePage[] } {
  const pages = new Map<string, string[]>();
  const bySet = new Map<string, string>();
  const table = routes.map((route) => {
    const key = route.files.join('\n');
    let page = bySet.get(key);
    if (!page) {
      page = `pages/${route.step}.html`;
      bySet.set(key, page);
      pages.set(page, route.files);
    }
    return { pattern: route.pattern, page: `${base}${page}` };
  });
  return { pages, table };
}

/** The page of a path, as the servers choose it: the first matching row; none for index.html. */
export function pageFor(table: RoutePage[], pathname: string): string | undefined {
  return table.find((row) => new RegExp(row.pattern, 'i').test(pathname))?.page;
}

/**
 * The table as an nginx `map` (for the http {} context): `$onboarding_page` is
 * the page of `$uri`, or /index.html. nginx tries a map's regular expressions
 * in order, like pageFor; `~*` matches in any case.
 */
export function nginxPageMap(table: RoutePage[]): string {
  const rows = table.map((row) => {
    // Our patterns (pathPattern) never hold these; one that did would break the file.
    if (/[\s;{}"'$]/.test(row.pattern.slice(0, -1)) || /[\s;{}"']/.test(row.page))
      throw new Error(`route-pages: ${row.pattern} → ${row.page} cannot be written into nginx's map`);
    return `    ~*${row.pattern} ${row.page};`;
  });
  return `map $uri $onboarding_page {\n    default /index.html;\n${rows.join('\n')}\n}\n`;
}

/**
 * A navigation (a GET that asks for HTML, as a browser's does) to a step's
 * address is answered with its page; calls to the sandbox's API ask for JSON.
 * A build without the table (made before it existed) is served as it is.
 */
function pagesMiddleware(outDir: string): Connect.NextHandleFunction {
  let table: RoutePage[] | undefined;
  return (req, _res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && req.headers.accept?.includes('text/html') && req.url) {
      const file = join(outDir, ROUTE_PAGES_FILE);
      table ??= existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePage[]) : [];
      const url = new URL(req.url, 'http://preview');
      const page = pageFor(table, url.pathname);
      if (page) req.url = `${page}${url.search}`;
    }
    next();
  };
}

export function routePagesPlugin(options: { root: string; country: string }): Plugin[] {
  let base = '/';
  let mode = 'production';
  let outDir = 'dist';
  const build: Plugin = {
    name: 'route-pages',
    apply: 'build',
    // After Vite's own plugins: the chunks are final and index.html is in the bundle.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      mode = config.mode;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return;
      const chunks = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk' ? [{ ...c, css: [...(c.viteMetadata?.importedCss ?? [])] } satisfies PreloadChunk] : [],
      );
      const registry = readFileSync(join(options.root, 'src/screens/registry.ts'), 'utf8');
      const steps = flowSteps(options.root);
      const routes = preloadRoutes(chunks, steps, lazyScreens(registry), options.country);
      const { pages, table } = routePages(routes, base);
      const forms = new Map(steps.filter((s) => s.kind === 'form').map((s) => [s.id, s]));
      const prerender = forms.size ? await prerenderer(options.root, mode) : undefined;
      const prerendered: string[] = [];
      const kept: string[] = [];
      try {
        for (const [fileName, files] of pages) {
          let source = pageHtml(html.source, files, base);
          // A page's name is its first step's; it is a form step's own unless another step shares its files.
          const step = forms.get(fileName.replace(/^pages\/(.*)\.html$/, '$1'));
          const own = routes.every((route, i) => table[i]?.page !== `${base}${fileName}` || route.step === step?.id);
          const fromSession = step?.behaviours?.find((name) => prerender?.fillingFromSession.has(name));
          if (step && fromSession) kept.push(`${step.id} (${fromSession} fills it from the session)`);
          else if (step && own && prerender) {
            const body = await prerender.render(samplePath(step.paths[0] ?? ''));
            const problems = prerenderProblems(body);
            if (problems.length) kept.push(`${step.id} (${problems[0]})`);
            else {
              const page = withPrerender(html.source, body, prerender.draftKey(step.id), step.query);
              source = scriptsAfterFirstPaint(page, preloadLinks(files, base));
              prerendered.push(step.id);
            }
          }
          this.emitFile({ type: 'asset', fileName, source });
        }
      } finally {
        prerender?.dispose();
      }
      if (prerender)
        console.log(
          `prerendered form steps (${options.country}): ${prerendered.join(', ') || 'none'}` +
            (kept.length ? `; kept 'Cargando': ${kept.join(', ')}` : ''),
        );
      this.emitFile({ type: 'asset', fileName: ROUTE_PAGES_FILE, source: `${JSON.stringify(table, null, 1)}\n` });
    },
  };
  const preview: Plugin = {
    name: 'route-pages-preview',
    apply: (_config, env) => env.isPreview === true,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Before the preview's own middlewares: its static files and its index.html fallback.
    configurePreviewServer(server) {
      server.middlewares.use(pagesMiddleware(outDir));
    },
  };
  return [build, preview];
}
