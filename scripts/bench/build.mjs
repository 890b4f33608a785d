// Builds what the bench serves: the app with a Vite manifest into its own
// outDir (never dist/, which the end-to-end suite serves), and the baselines.
import { spawn } from 'node:child_process';

export const APP_OUT = '.bench/dist';
export const BASELINES_OUT = '.bench/baselines';
export const BASELINES_CONFIG = 'bench/vite.config.ts';
const VITE = 'node_modules/vite/bin/vite.js';

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

export async function buildAll() {
  await run('node', ['scripts/compile-validators.mjs']);
  // The normal build's config, plus a manifest (a CLI flag, so `npm run build` is unchanged).
  await run('node', [VITE, 'build', '--outDir', APP_OUT, '--emptyOutDir', '--manifest', '--logLevel', 'error']);
  await run('node', [VITE, 'build', '--config', BASELINES_CONFIG, '--logLevel', 'error']);
}
