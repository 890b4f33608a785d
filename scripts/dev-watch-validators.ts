// Dev server only: keeps src/generated in step with the JSON the flow is made of.
// Saving a file under schemas/, flows/ or countries/ runs the validator precompile
// again (scripts/lib/validators.mjs, what `npm run gen:validators` runs), so an
// edit shows in the app and the gallery without restarting `npm start`. A
// precompiled validator is read once, when a form mounts, so hot replacing it
// would leave the form on screen with the old rules and messages: when one the
// page has loaded changes, the page reloads instead. A file that does not parse
// is reported in the terminal and in the browser's error overlay; the next good
// save clears it.
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const WATCHED = ['schemas', 'flows', 'countries'];
/** An editor's save may arrive as several events; one run (and one reload) for them all. */
const QUIET_MS = 120;

type Compile = (root: string) => { written: string[]; removed: string[] };

export function devWatchValidators(): Plugin {
  let root = process.cwd();
  const under = (file: string, dir: string) => file.startsWith(join(root, dir) + sep);
  let reloadTimer: ReturnType<typeof setTimeout> | undefined;
  const reloading = new Set<string>();
  return {
    name: 'dev-watch-validators',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      // Vitest starts a Vite server too (mode 'test'); its runs generate the validators beforehand.
      if (server.config.mode === 'test') return;
      const log = server.config.logger;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let running = false;
      let again = false;
      let failed = false;

      // Loaded by path at run time, once: ajv and rjsf stay out of the config's start-up, and
      // are ready by the first save (the first import takes seconds).
      const lib = pathToFileURL(join(root, 'scripts/lib/validators.mjs')).href;
      const compiler = import(lib).then((m: { compileValidators: Compile }) => m.compileValidators);
      compiler.catch(() => undefined); // reported by the run that needs it

      async function run(): Promise<void> {
        if (running) {
          again = true;
          return;
        }
        running = true;
        try {
          const compileValidators = await compiler;
          const { written, removed } = compileValidators(root);
          const changed = written.length + removed.length;
          if (changed) log.info(`validators: ${changed} file(s) regenerated`, { timestamp: true });
          if (failed) {
            failed = false;
            server.ws.send({ type: 'full-reload' }); // clears the error overlay
          }
        } catch (e) {
          failed = true;
          const message = `validators not regenerated: ${e instanceof Error ? e.message : String(e)}`;
          log.error(message, { timestamp: true });
          server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'dev-watch-validators' } });
        } finally {
          running = false;
          if (again) {
            again = false;
            void run();
          }
        }
      }

      server.watcher.on('all', (_event, file) => {
        if (!file.endsWith('.json') || !WATCHED.some((d) => under(file, d))) return;
        clearTimeout(timer);
        timer = setTimeout(() => void run(), QUIET_MS);
      });
    },
    hotUpdate({ file, modules, server }) {
      if (this.environment.name !== 'client') return;
      // A step schema or uiSchema reaches the page only through its generated module (the
      // gallery also imports them, to compare): wait for the precompile, whose reload follows.
      if (under(file, 'schemas/steps')) return [];
      if (!under(file, 'src/generated') || modules.length === 0) return;
      reloading.add(relative(root, file));
      clearTimeout(reloadTimer);
      reloadTimer = setTimeout(() => {
        server.config.logger.info(`page reload (precompiled validators: ${[...reloading].join(', ')})`, {
          timestamp: true,
        });
        reloading.clear();
        server.ws.send({ type: 'full-reload' });
      }, QUIET_MS);
      return [];
    },
  };
}
