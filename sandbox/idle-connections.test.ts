// @vitest-environment node
// The sandbox's servers keep an idle connection open past Node's default (5 s, 6 s in Node 20.20),
// so a test's API client never sends on a connection the server is closing (sandbox/http.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, preview } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { sandboxPlugin } from './vite-plugin.ts';

// Longer than Node's own idle limit, with a margin for a busy machine.
const IDLE_MS = 6_500;
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** GET the outbox on one connection (an agent like Playwright's: keep-alive, no idle timeout of its own). */
function askOutbox(port: number, agent: Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/sandbox/outbox', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Asks, stays idle past Node's limit, asks again: on the same connection, answered. */
async function expectConnectionHeld(port: number): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  cleanups.push(() => agent.destroy());
  expect((await askOutbox(port, agent)).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  expect(await askOutbox(port, agent)).toEqual({ status: 200, reused: true });
}

function portOf(server: { address(): unknown } | null): number {
  if (!server) throw new Error('the server is not listening');
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const quiet = { configFile: false as const, logLevel: 'silent' as const, plugins: [sandboxPlugin()] };

describe('an idle connection to the sandbox is still open after Node’s default limit', () => {
  it.concurrent('on the dev server (npm start)', async () => {
    const server = await createServer({ ...quiet, server: { host: '127.0.0.1', port: 0 } });
    cleanups.push(() => server.close());
    await server.listen();
    await expectConnectionHeld(portOf(server.httpServer));
  });

  it.concurrent('on the preview server (the e2e suites)', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'preview-'));
    cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));
    const server = await preview({ ...quiet, build: { outDir }, preview: { host: '127.0.0.1', port: 0 } });
    cleanups.push(() => server.close());
    await expectConnectionHeld(portOf(server.httpServer));
  });

  it.concurrent('on the standalone sandbox (npm run sandbox)', async () => {
    const port = await freePort();
    const child: ChildProcess = spawn(process.execPath, ['sandbox/standalone.mjs'], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanups.push(() => child.kill());
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('SMS outbox')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`the sandbox exited with ${code}`)));
    });
    await expectConnectionHeld(port);
  });
});
