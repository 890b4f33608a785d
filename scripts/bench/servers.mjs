// `vite preview` of the app (which mounts the sandbox API too) and of the
// baselines, on 127.0.0.1; stopped by their own process ids.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { APP_OUT, BASELINES_CONFIG } from './build.mjs';

const VITE = 'node_modules/vite/bin/vite.js';

async function waitForHttp(url, child, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** `vite preview` with `args` on `port`, from `cwd` (its vite config); `ready` resolves once `probePath` answers. */
export function preview(args, port, probePath, cwd = process.cwd()) {
  const child = spawn('node', [resolve(VITE), 'preview', ...args, '--port', String(port), '--strictPort'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  return { child, origin, ready: waitForHttp(`${origin}${probePath}`, child) };
}

/** Starts both servers; answers their origins and a stop(). */
export async function startServers(basePort) {
  const app = preview(['--outDir', APP_OUT], basePort, '/home');
  const baselines = preview(['--config', BASELINES_CONFIG], basePort + 1, '/rjsf/');
  const stop = () => {
    for (const { child } of [app, baselines]) if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    await Promise.all([app.ready, baselines.ready]);
  } catch (e) {
    stop();
    throw e;
  }
  return { app: app.origin, baselines: baselines.origin, stop };
}
