// Stand-ins for the two observers' ingest endpoints, on the app's own origin
// (the CSP's 'self' covers them): Sentry's envelopes (the demo build's tunnel,
// VITE_SENTRY_TUNNEL=/sandbox/sentry) and Segment's calls (VITE_SEGMENT_API_HOST
// pointing at /sandbox/segment). Bodies are kept raw, as they left the page, so
// a test can search them for anything personal. GET lists them, /sandbox/reset
// empties them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendIngestAnswer, sendJson } from './http.ts';

export interface Received {
  /** The path under the endpoint: '' for Sentry, 't', 'b', 'i'… for Segment. */
  path: string;
  body: string;
  /** The same bytes in base64: a replay's recording is compressed (binary), which the UTF-8 \`body\` mangles. */
  base64: string;
  at: string;
}

export interface Telemetry {
  /** Answers the telemetry paths; false for any other. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  reset(): void;
}

const ENDPOINTS = { '/sandbox/sentry': 'sentry', '/sandbox/segment': 'segment' } as const;

export function createTelemetry(): Telemetry {
  const received: Record<'sentry' | 'segment', Received[]> = { sentry: [], segment: [] };
  return {
    async handle(req, res, url) {
      const base = (Object.keys(ENDPOINTS) as Array<keyof typeof ENDPOINTS>).find(
        (p) => url.pathname === p || url.pathname.startsWith(`${p}/`),
      );
      if (!base) return false;
      const kind = ENDPOINTS[base];
      if (req.method === 'GET' && url.pathname === base) sendJson(res, 200, received[kind]);
      else if (req.method === 'POST') {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        const path = url.pathname.slice(base.length).replace(/^\//, '');
        const bytes = Buffer.concat(chunks);
        const at = new Date().toISOString();
        received[kind].push({ path, body: bytes.toString('utf8'), base64: bytes.toString('base64'), at });
        // Not sendJson's no-store answer (see sendIngestAnswer): with it, replay stopped at 64 KiB.
        sendIngestAnswer(res, 200, {});
      } else sendJson(res, 405, { message: 'GET lists, POST stores' });
      return true;
    },
    reset() {
      received.sentry.length = 0;
      received.segment.length = 0;
    },
  };
}
