// Builds the baselines the bench compares the app against (bench/rjsf,
// bench/rjsf-precompiled, bench/rhf and bench/static) with the app's compiler
// settings, into their own outDir.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = new URL('.', import.meta.url).pathname;

/** The static page's 82 birth years, newest first, as the app offers them (written out at build time). */
function birthYearOptions(): Plugin {
  const first = new Date().getFullYear() - 18;
  const options = Array.from({ length: 82 }, (_, i) => `<option value="${first - i}">${first - i}</option>`);
  return {
    name: 'birth-year-options',
    transformIndexHtml: (html) => html.replace('<!--birth-years-->', options.join('\n          ')),
  };
}

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react(), birthYearOptions()],
  build: {
    target: 'es2020',
    sourcemap: false,
    manifest: true,
    outDir: resolve(here, '../.bench/baselines'),
    emptyOutDir: true,
    rolldownOptions: {
      input: Object.fromEntries(
        ['rjsf', 'rjsf-precompiled', 'rhf', 'static'].map((page) => [page, resolve(here, `${page}/index.html`)]),
      ),
    },
  },
  preview: { host: '127.0.0.1', strictPort: true },
});
