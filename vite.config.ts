import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { sandboxPlugin } from './sandbox/vite-plugin';
import { bundleBudgets } from './scripts/bundle-budgets';
import { devWatchValidators } from './scripts/dev-watch-validators';
import { securityHeaders } from './scripts/security-headers';
import { slimRjsf } from './scripts/slim-rjsf';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // The sandbox answers only when no real backend is configured; it lives in the
  // dev and preview servers, never in the bundle (nothing in src/ imports it).
  const useSandbox = !env.VITE_REGISTRATION_API_URL;
  return {
    plugins: [
      react(),
      slimRjsf(),
      // Dev server only (apply: 'serve'): regenerates validators and the flow index on a JSON save.
      devWatchValidators(),
      ...(useSandbox ? [sandboxPlugin()] : []),
      bundleBudgets({ root: process.cwd(), country: env.VITE_COUNTRY?.trim() || 'mx' }),
    ],
    resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: securityHeaders(env) },
    build: { target: 'es2020', sourcemap: false },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      // Generous for a busy 2-core machine; a hung test still fails.
      testTimeout: 20_000,
      hookTimeout: 60_000,
      include: ['{src,tests,sandbox,scripts}/**/*.test.{ts,tsx}'],
    },
  };
});
