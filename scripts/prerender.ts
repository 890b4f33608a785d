// A form step's page (scripts/route-pages.ts) used to show 'Cargando' until the
// entry, React and the step's code had arrived and run: on a slow phone the form
// appeared a second after the page. The build now renders each form step's
// screen into its page, as the browser's first render of that address draws it
// (src/app/prerender.tsx: the same routes, shell, copy and form, run in Node by a
// second, SSR pass of the same Vite config). The form is on show from the first
// paint, its fields taking what is typed and 'Continuar' waiting, and React adopts
// it (hydration, src/app/loading.ts) instead of drawing it again; what was typed
// before is handed to the app then (src/form/adopt-typed.ts). A person whose form starts with
// values (a draft after a reload, or the address the search found in the query)
// gets 'Cargando' instead, then the form drawn afresh with them
// (scripts/draft-guard.ts, src/ui/hydration.tsx). A form whose lists come from the
// API is drawn without them: their selects say they are loading
// (src/widgets/catalog-select).
// A step whose behaviours fill it from the session (the RFC from 'Sobre ti') would
// nearly always be drawn afresh: its page keeps 'Cargando' (fillingFromSession).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { draftGuard } from './draft-guard.ts';

/** The attribute on #root that tells src/main.tsx to hydrate (which reads it by this name). */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Each `:param` of the address a step is rendered at: `prerender-<name>`, which the page must not show. */
const PLACEHOLDER = 'prerender-';

/** What a step's address is rendered at. */
export const samplePath = (path: string) => path.replace(/:(\w+)/g, `${PLACEHOLDER}$1`);

/**
 * Why a rendered screen cannot be a page's first paint (none: it can). The
 * browser's first render of a form starts empty, unless a draft or a prefill
 * fills it; then it is drawn afresh. So the build's render must be empty too,
 * and must not show the placeholders of its address.
 */
export function prerenderProblems(html: string): string[] {
  const problems: string[] = [];
  // React's mark of a part whose render threw, left for the browser to draw: the
  // screen's net for a form that starts with values (PrerenderMismatch, src/ui/hydration.tsx).
  if (html.includes('<!--$!-->'))
    problems.push('its render threw (a form that starts with values, as a profile fills it)');
  else if (!html.includes('<form')) problems.push('no form in it');
  if (html.includes(PLACEHOLDER)) problems.push('it shows a parameter of its address');
  for (const input of html.match(/<input\b[^>]*>/g) ?? [])
    if (/\svalue="[^"]/.test(input) || /\schecked=""/.test(input)) problems.push(`a filled field: ${input}`);
  for (const option of html.match(/<option\b[^>]*>/g) ?? [])
    if (/\sselected=""/.test(option) && !/\svalue=""/.test(option)) problems.push(`a chosen option: ${option}`);
  return problems;
}

/**
 * The page with `body` in #root instead of the 'Cargando' shell, and the attribute
 * that has it hydrated. The shell stays in the page, in the guard that shows it
 * instead when the step's draft (`draftKey`) holds answers, or a parameter of its address
 * that fills it (`query`) has a value (scripts/draft-guard.ts).
 */
export function withPrerender(page: string, body: string, draftKey: string, query: readonly string[] = []): string {
  const open = '<div id="root">';
  const start = page.indexOf(open);
  const end = page.lastIndexOf('</div>', page.indexOf('</body>'));
  if (start < 0 || end < start) throw new Error('prerender: the page has no <div id="root"> before </body>');
  const shell = page.slice(start + open.length, end).trim();
  const guard = draftGuard(shell, draftKey, query);
  return `${page.slice(0, start)}<div id="root" ${PRERENDERED_ATTRIBUTE}>${guard}${body}</div>${page.slice(end + '</div>'.length)}`;
}

/** The build's render of the app for Node: `render` a pathname to HTML; `dispose` removes its files. */
export interface Prerenderer {
  render: (pathname: string) => Promise<string>;
  /**
   * The behaviours that fill a form from this session's earlier answers (the RFC
   * computed from 'Sobre ti'): a load of their step's page nearly always starts
   * with values, which an empty form in the page would show wrong until React
   * draws the form afresh. Their steps keep 'Cargando'.
   */
  fillingFromSession: ReadonlySet<string>;
  /** The sessionStorage key of a step's draft (src/screens/form-step/draft.ts). */
  draftKey: (stepId: string) => string;
  dispose: () => void;
}

/**
 * Builds src/app/prerender.tsx for Node with the project's Vite config in
 * `mode` (vite.config.ts keeps only React and the rjsf shims for this pass, and
 * bundles every dependency), into a folder of its own: two builds at once (the
 * end-to-end tests build each country) never share one.
 */
export async function prerenderer(root: string, mode: string): Promise<Prerenderer> {
  const outDir = mkdtempSync(join(tmpdir(), 'onboarding-prerender-'));
  // Vite takes a build for a development one when the process says so (vitest runs under
  // NODE_ENV=test): dev tools in the shell, React's development JSX. This pass is always the
  // production bundle's render.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      mode,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'error',
      build: { ssr: 'src/app/prerender.tsx', outDir, emptyOutDir: true, sourcemap: false },
    });
    // The output is ES modules named .js: this folder says so to Node, as the project's package.json does.
    writeFileSync(join(outDir, 'package.json'), '{ "type": "module" }\n');
    const module = (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as {
      prerender: (pathname: string) => Promise<string>;
      fillingFromSession: string[];
      draftKey: (stepId: string) => string;
    };
    return {
      render: module.prerender,
      fillingFromSession: new Set(module.fillingFromSession),
      draftKey: module.draftKey,
      dispose: () => rmSync(outDir, { recursive: true, force: true }),
    };
  } catch (e) {
    rmSync(outDir, { recursive: true, force: true });
    throw e;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
