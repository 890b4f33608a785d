import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { galleryPlugin } from './gallery/vite-plugin.ts';
import { sandboxPlugin } from './sandbox/vite-plugin.ts';
import { bundleBudgets } from './scripts/bundle-budgets.ts';
import { compileHints } from './scripts/compile-hints.ts';
import { devWatchValidators } from './scripts/dev-watch-validators.ts';
import { precompress } from './scripts/precompress.ts';
import { checkProductionSettings, PRODUCTION_MODE, profilePlaceholders } from './scripts/production-settings.ts';
import { buildRelease } from './scripts/release.ts';
import { routePagesPlugin } from './scripts/route-pages.ts';
import { securityHeaders } from './scripts/security-headers.ts';
import { slimRjsf } from './scripts/slim-rjsf.ts';
import { sourcemapsOut } from './scripts/sourcemaps-out.ts';

/** The entry chunk's file (entryFileNames' default, `[name]-[hash].js`, for index.html). */
const ENTRY_CHUNK = /(^|\/)assets\/index-[\w-]+\.js$/;

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // The sandbox answers only when no real backend is configured; it lives in the
  // dev and preview servers, never in the bundle (nothing in src/ imports it).
  const useSandbox = !env.VITE_REGISTRATION_API_URL;
  const country = env.VITE_COUNTRY?.trim() || 'mx';
  // The production build (`npm run build:production`: `vite build --mode live`): it refuses
  // settings that are missing or wrong, and __SANDBOX__ is false in it, so the sandbox
  // identity widget and the sandbox API paths are dead code and leave the bundle.
  const production = mode === PRODUCTION_MODE;
  // The release Sentry's events carry and the source maps are uploaded under: VITE_RELEASE, else
  // package@version+commit, or +nogit where there is no git (scripts/release.ts), so a build
  // without the setting is still named.
  const release = buildRelease(process.cwd(), env.VITE_RELEASE);
  if (production) {
    const problems = checkProductionSettings({ ...env, VITE_RELEASE: release }, profilePlaceholders(process.cwd()));
    if (problems.length) throw new Error(`production settings:\n  ${problems.join('\n  ')}`);
  }
  const define = {
    __SANDBOX__: JSON.stringify(!production),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    'import.meta.env.VITE_RELEASE': JSON.stringify(release),
  };
  const alias = [
    { find: /^@build-country$/, replacement: new URL(`./countries/${country}.json`, import.meta.url).pathname },
    // react-router's package exports only its development build, whose dev
    // warnings run (and ship, 0.6 KiB gzip) in production; the production
    // build beside it differs only in that switch.
    {
      find: /^react-router$/,
      replacement: new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url).pathname,
    },
  ];
  // The build's second pass (scripts/prerender.ts): the app's modules for Node, to render
  // the form steps' pages. The same code, settings and shims as the bundle; none of its outputs.
  // Everything bundled, React in its production build (chosen at build time, not by the
  // NODE_ENV of the process that renders), as in the bundle the browser runs.
  if (isSsrBuild)
    return {
      define: { ...define, 'process.env.NODE_ENV': JSON.stringify('production') },
      plugins: [react(), slimRjsf()],
      resolve: { alias },
      ssr: { noExternal: true },
    };
  return {
    define,
    plugins: [
      react(),
      slimRjsf(),
      // Dev server only (apply: 'serve'): regenerates validators and the flow index on a JSON save.
      devWatchValidators(),
      ...(useSandbox ? [sandboxPlugin()] : []),
      // Dev server only: the screen gallery at /__gallery (gallery/), never built.
      galleryPlugin(),
      ...routePagesPlugin({ root: process.cwd(), country }),
      // The entry (React DOM, the router, the shell, the start screen), the form
      // engine and the step modules (validators, schema, uiSchema).
      compileHints([
        /[\\/]index\.html$/,
        /[\\/]src[\\/]screens[\\/]form-step[\\/]form-step\.tsx$/,
        /[\\/]src[\\/]generated[\\/]validators[\\/]/,
      ]),
      bundleBudgets({ root: process.cwd(), country }),
      // Production build only: .br and .gz next to every text file, for nginx (deploy/nginx/).
      ...(production ? [precompress()] : []),
      sourcemapsOut({ root: process.cwd(), release }),
    ],
    resolve: { alias },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: securityHeaders(env) },
    build: {
      target: 'es2020',
      // Written for error reports (Sentry), without the comment that points to
      // them, and moved out of the served folder (scripts/sourcemaps-out.ts).
      sourcemap: 'hidden',
      // No modulepreload polyfill (it was 0.5 KiB of the first screen): Android Chrome, Safari 17+
      // and Firefox 115+ support modulepreload; Safari 15.4-16 (README: iOS 15.4 and later) ignore
      // it and fetch a step's chunks when it imports them, a little later, nothing else.
      // Nor a preload of the entry from a lazy chunk: the entry is on the page before any lazy
      // chunk can ask for it, and Firefox fires `error` on a modulepreload link for a module
      // a <script type="module"> already loaded (ESR 153: e2e/engines.spec.ts saw it).
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'js' ? deps.filter((dep) => !ENTRY_CHUNK.test(dep)) : deps,
      },
      // Shared chunks named by their hash alone: the entry and the route pages
      // (scripts/route-pages.ts) list every lazy chunk by name, and the
      // first screen's budget is tight. Screens and libraries loaded on demand
      // keep their names (the network panel, the tests that cut one off).
      rolldownOptions: {
        output: {
          chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash:6].js' : 'assets/[hash:6].js'),
          // Three kinds of chunk, so that a step costs few requests: on a slow
          // network each request holds a share of the bandwidth for at least a
          // round trip, whatever its size (HTTP/1.1 allows six at a time).
          // - the entry holds everything the first screen runs, rolldown's
          //   runtime included (it was split into four files by default);
          // - every module that two or more lazy chunks use goes into one
          //   shared chunk (it was twelve files of 0.3 to 6 KiB);
          // - each screen, library loaded on demand, validator and copy file
          //   stays in its own chunk.
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              { name: 'index', tags: ['$initial'], priority: 3 },
              { name: 'index', test: /rolldown[\\/]runtime/, priority: 2 },
              // The observers' SDKs (src/adapters/observability/) in chunks of their own: never in
              // the shared chunk a form step loads. Replay apart, for the sessions it records.
              { name: 'sentry-replay', test: /node_modules[\\/]@sentry[\\/]replay/, priority: 3 },
              // web-vitals with it: left out, it went to the chunk of sentry.ts, which imports the SDK's
              // chunk, which imported web-vitals back (a ring: check-bundle refuses it).
              { name: 'sentry', test: /node_modules[\\/](@sentry[\\/]|web-vitals[\\/])/, priority: 2 },
              {
                name: 'segment',
                test: /node_modules[\\/](@segment|@lukeed|dset|inherits|js-cookie|new-date|obj-case|spark-md5|unfetch|tslib)[\\/]/,
                priority: 2,
              },
              // What the observers' SDKs share with the app, in a small chunk of its own: their settings,
              // the address templates, and the transform's helpers (class fields for es2020), which
              // the SDKs, the form engine and the signature pad all use. In the shared chunk, each SDK
              // would load all of that chunk for them, the screens' pieces and the API's operations too.
              {
                name: 'common',
                test: /src[\\/](config[\\/]observability|adapters[\\/]observability[\\/]templates)\.ts$|@oxc-project\+runtime/,
                priority: 2,
              },
              // The operations come with the first call (calls/run.ts), not with a step's screen: in
              // the shared chunk, every screen and every observer's SDK (for one helper) loaded them.
              // With what only they need (the contract, the web-address check): left out, those went
              // to the registry's own chunk, which the operations then imported back, a ring whose
              // first chunk ran before the second had defined the contract.
              {
                name: 'api',
                test: /src[\\/](api|generated[\\/]api)[\\/]|src[\\/]domain[\\/]web-url\.ts$/,
                priority: 2,
              },
              { name: 'shared', minShareCount: 2, priority: 1 },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      // Generous for a busy 2-core machine; a hung test still fails.
      testTimeout: 20_000,
      hookTimeout: 60_000,
      include: ['{src,tests,sandbox,scripts,gallery}/**/*.test.{ts,tsx}'],
    },
  };
});
