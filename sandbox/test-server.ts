// Test helper: the sandbox on a real HTTP server on a free port, and a tiny JSON client.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox } from './server.ts';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON came back
  body: any;
  contentType: string | null;
}

export interface TestSandbox {
  sandbox: Sandbox;
  origin: string;
  logs: string[];
  call(method: string, path: string, opts?: { body?: unknown; token?: string }): Promise<Answer>;
  reg(method: string, path: string, opts?: { body?: unknown; token?: string }): Promise<Answer>;
  close(): Promise<void>;
}

export async function startSandbox(): Promise<TestSandbox> {
  const logs: string[] = [];
  const sandbox = createSandbox({ log: (line) => logs.push(line) });
  const server: Server = createServer((req, res) =>
    sandbox.handle(req, res, () => {
      res.writeHead(418);
      res.end('next() called');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const call: TestSandbox['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = {};
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await fetch(origin + path, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    const contentType = res.headers.get('content-type');
    let body: unknown = text;
    if (contentType?.includes('json')) body = JSON.parse(text);
    return { status: res.status, body, contentType };
  };
  return {
    sandbox,
    origin,
    logs,
    call,
    reg: (method, path, opts) => call(method, `/sandbox/registration/${path}`, opts),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const ANONYMOUS_ID = '5f0c7a1e-3b2d-4c5e-8f9a-0b1c2d3e4f50';

/** A fresh phone of a scenario: the prefix, then digits nobody used yet, 10 in all. */
let counter = 0;
export function freshPhone(prefix = '559'): string {
  counter += 1;
  return prefix + String(counter).padStart(10 - prefix.length, '0');
}
