import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { sandboxPlugin } from './sandbox/vite-plugin';
import { devWatchValidators } from './scripts/dev-watch-validators';
import { securityHeaders } from './scripts/security-headers';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // The sandbox answers only when no real backend is configured; it lives in the
  // dev and preview servers, never in the bundle (nothing in src/ imports it).
  const useSandbox = !env.VITE_REGISTRATION_API_URL;
  return {
    // devWatchValidators: dev server only (apply: 'serve'), regenerates validators on a JSON save.
    plugins: [react(), devWatchValidators(), ...(useSandbox ? [sandboxPlugin()] : [])],
    resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: securityHeaders(env) },
    build: { target: 'es2020', sourcemap: false },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['{src,tests,sandbox,scripts}/**/*.test.{ts,tsx}'],
    },
  };
});
