// A deep link (a reload mid-flow, the signing link of an SMS) used to fetch its
// step's chunks only once the entry script had arrived and run: two round trips
// and the entry's download in a row on a slow network. This plugin writes a small
// classic script, loaded async from index.html ahead of the entry, that matches
// the address against the flows' paths and preloads that step's lazy chunks, so
// they download alongside the entry. They are preloaded at low priority: the
// entry and the stylesheet come first, and nothing of the step can run before
// the entry has. The start screen, whose code is in the entry, preloads nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { type FlowStep, flowCopyModule, flowSteps, formStepModules } from './flow-steps.ts';
import { EAGER_STEPS } from './lib/flow-index.mjs';
import { registeredScreens } from './lib/screen-registry.mjs';

/** What the plugin needs of an output chunk (a subset of Rollup's OutputChunk). */
export interface PreloadChunk {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  css: string[];
}

/** A route of the preload table: the address pattern, and the files its step loads beyond the entry's. */
export interface PreloadRoute {
  pattern: string;
  files: string[];
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
      routes.push({ pattern: pathPattern(path, step.match === 'prefix'), files: [...files], score: specificity(path) });
  }
  return routes.sort((a, b) => b.score - a.score).map(({ pattern, files }) => ({ pattern, files }));
}

/**
 * The classic script. To keep it small (it loads with the start screen): file
 * names once, without their folder and `.js`; each distinct set of files once;
 * patterns without the `^/` and `/?$` they all have. The first match wins.
 */
export function preloadScript(routes: PreloadRoute[], base: string, assetsDir: string): string {
  const files = [...new Set(routes.flatMap((r) => r.files))];
  const sets = [...new Set(routes.map((r) => r.files.map((f) => files.indexOf(f)).join(',')))];
  const table = routes.map((r) => [
    r.pattern.slice(2, -3),
    sets.indexOf(r.files.map((f) => files.indexOf(f)).join(',')),
  ]);
  const names = files.map((f) => f.slice(assetsDir.length + 1).replace(/\.js$/, ''));
  return `(function(base,files,sets,routes){var path=location.pathname;for(var i=0;i<routes.length;i++){if(!new RegExp("^/"+routes[i][0]+"/?$","i").test(path))continue;sets[routes[i][1]].split(",").forEach(function(n){var name=files[n],link=document.createElement("link"),css=/\\.css$/.test(name);link.rel=css?"preload":"modulepreload";if(css)link.setAttribute("as","style");link.crossOrigin="";link.setAttribute("fetchpriority","low");link.href=base+name+(css?"":".js");document.head.appendChild(link)});return}})(${JSON.stringify(`${base}${assetsDir}/`)},${JSON.stringify(names)},${JSON.stringify(sets)},${JSON.stringify(table)});\n`;
}

export function routePreload(options: { root: string; country: string }): Plugin {
  let base = '/';
  let assetsDir = 'assets';
  return {
    name: 'route-preload',
    apply: 'build',
    // After Vite's own plugins: the chunks are final and index.html is in the bundle.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return;
      const chunks = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk' ? [{ ...c, css: [...(c.viteMetadata?.importedCss ?? [])] } satisfies PreloadChunk] : [],
      );
      const registry = readFileSync(join(options.root, 'src/screens/registry.ts'), 'utf8');
      const routes = preloadRoutes(chunks, flowSteps(options.root), lazyScreens(registry), options.country);
      const ref = this.emitFile({
        type: 'asset',
        name: 'route-preload.js',
        source: preloadScript(routes, base, assetsDir),
      });
      // First in <head>: the parser requests it before the entry and its preloads.
      html.source = html.source.replace(
        /<head>(\s*<meta charset="[^"]*"\s*\/?>)?/i,
        (head) => `${head}\n    <script async src="${base}${this.getFileName(ref)}"></script>`,
      );
    },
  };
}
