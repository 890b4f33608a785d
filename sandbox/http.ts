// The small HTTP pieces the sandbox needs, on plain node:http (no framework, no dependency).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** A failure answer: `{ message, readable_message? }` with its status (DESIGN 'Answer shapes'). */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly readableMessage?: string,
  ) {
    super(message);
  }

  get body(): { message: string; readable_message?: string } {
    return this.readableMessage
      ? { message: this.message, readable_message: this.readableMessage }
      : { message: this.message };
  }
}

/**
 * An answer that is not `{ data }`: a 204 with no body, or a document itself (the contract's
 * PDF). The contract must declare its status and type for the operation (sandbox/validate.ts).
 */
export class RawAnswer {
  constructor(
    readonly status: number,
    readonly body?: { type: string; bytes: string | Uint8Array },
  ) {}
}

/** What a lender that answers no more than it must gives where nothing of the answer is read. */
export const NO_CONTENT = new RawAnswer(204);

export const UNAUTHENTICATED = 'unauthenticated for invalid credentials';

export const unauthenticated = (readable?: string) => new SandboxError(401, UNAUTHENTICATED, readable);
export const notFound = (what: string) => new SandboxError(404, `${what} not found`);
export const invalidPayload = (problem: string) => new SandboxError(400, `invalid payload: ${problem}`);

// The standalone server is on another origin than the app (4010 vs 5173), so the browser
// needs these; Vite's own servers are same-origin and ignore them.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, x-api-key',
  'access-control-max-age': '600',
};

export function send(res: ServerResponse, status: number, body: string | Uint8Array, contentType: string): void {
  res.writeHead(status, { ...CORS, 'content-type': contentType, 'cache-control': 'no-store' });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, JSON.stringify(body), 'application/json; charset=utf-8');
}

/**
 * A JSON answer without `cache-control: no-store`, as an ingest endpoint gives: Chromium reads
 * a no-store answer's body only when the page does, and until then a keepalive request's body
 * stays counted against the page's 64 KiB of in-flight keepalive bodies. A sender that never
 * reads its answers (Sentry's fetch transport) then has every later keepalive request fail.
 */
export function sendIngestAnswer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...CORS, 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export function sendRaw(res: ServerResponse, answer: RawAnswer): void {
  if (answer.body) send(res, answer.status, answer.body.bytes, answer.body.type);
  else {
    res.writeHead(answer.status, { ...CORS, 'cache-control': 'no-store' });
    res.end();
  }
}

export function sendPreflight(res: ServerResponse): void {
  res.writeHead(204, CORS);
  res.end();
}

/** The JSON body, {} when empty. Rejects with a 400 when it is not JSON. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw invalidPayload('body is not valid JSON');
  }
}

/** The bearer token of the request, if any. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * How long a server of the sandbox keeps an idle connection open: longer than a test lasts
 * (60 s), so no test's client ever sends on a connection the server is closing. Node closes one
 * after 5 s (6 s in Node 20.20), and a request sent on it at that moment gets "socket hang up".
 * Playwright's API client meets it: its agent has no idle timeout of its own, so Node 20 ignores
 * the server's `Keep-Alive: timeout` hint and keeps the socket forever. CI failed on it once (a
 * GET of the outbox). Browsers send such a request again by themselves; the tests' calls do not.
 */
export const IDLE_CONNECTION_MS = 120_000;

export function holdIdleConnections(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
}
