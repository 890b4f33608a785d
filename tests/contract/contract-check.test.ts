// @vitest-environment node
// contract:check holds a server to api/openapi.yaml. Against the sandbox every call conforms;
// against a sandbox that answers one call with a wrong shape it fails, naming the call and the
// field; the answers the client tolerates (a 204, an empty body, the PDF itself) pass, and
// the ones it cannot use do not.
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/server';
import { walkOptions } from '../../scripts/lib/contract/options.mjs';
import { type CallResult, runContractCheck } from '../../scripts/lib/contract/walk.mjs';
import { operationsOf, readDocument } from '../../scripts/lib/openapi.mjs';

const root = join(__dirname, '../..');
const doc = readDocument(root);

interface Replacement {
  status: number;
  type?: string;
  body?: string;
}
/** Which answers to replace: by method, path under the service, and the request. */
type Rule = (method: string, path: string, req: IncomingMessage) => Replacement | undefined;

/**
 * The sandbox on a free port, with some answers replaced. A replaced request still reaches
 * the sandbox first (its state moves on, as a real service's would); only its answer changes.
 */
async function serve(rule: Rule = () => undefined) {
  const sandbox = createSandbox();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://sandbox.invalid').pathname.replace(/^\/sandbox\/[a-z]+/, '');
    const replaced = rule(req.method ?? 'GET', path, req);
    const notFound = () => {
      res.writeHead(404);
      res.end();
    };
    if (!replaced) {
      sandbox.handle(req, res, notFound);
      return;
    }
    const swallow = new Promise<void>((resolve) => {
      const sink = { writeHead: () => sink, end: () => resolve() } as unknown as ServerResponse;
      sandbox.handle(req, sink, resolve);
    });
    void swallow.then(() => {
      res.writeHead(replaced.status, replaced.type ? { 'content-type': replaced.type } : {});
      res.end(replaced.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function check(origin: string) {
  const lines: string[] = [];
  const outcome = await runContractCheck({
    ...walkOptions({}, { sandbox: origin }),
    doc,
    print: (l: string) => lines.push(l),
  });
  const byName = (name: string) => outcome.results.find((r: CallResult) => r.name === name);
  return { ...outcome, lines, byName };
}

const json = (body: unknown): Replacement => ({ status: 200, type: 'application/json', body: JSON.stringify(body) });

describe('contract:check', () => {
  it('conforms against the sandbox, calling every operation of the document', async () => {
    const s = await serve();
    try {
      const { ok, counts, notCalled, results, lines } = await check(s.origin);
      expect(lines.filter((l) => l.startsWith('differs') || l.startsWith('skipped'))).toEqual([]);
      expect(ok).toBe(true);
      expect(counts.differs).toBe(0);
      expect(notCalled).toEqual([]);
      expect(new Set(results.map((r: CallResult) => r.op))).toEqual(new Set(operationsOf(doc).map((o) => o.id)));
    } finally {
      await s.close();
    }
  });

  it('fails, naming the call and the field, against a sandbox that answers one call with a wrong shape', async () => {
    // The zip code lookup answers a municipality that is a number, not a name.
    const s = await serve((method, path) =>
      method === 'GET' && path === '/v1/zip-codes/50000'
        ? json({ data: { data: [{ neighborhood: 'Centro', state: 'Estado de México', city: 5 }] } })
        : undefined,
    );
    try {
      const cli = spawn(process.execPath, [join(root, 'scripts/contract-check.mjs'), '--base', s.origin], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      cli.stdout.on('data', (chunk) => {
        out += chunk;
      });
      const code = await new Promise((resolve) => cli.on('close', resolve));
      expect(code).toBe(1);
      const lines = out.split('\n');
      const differing = lines.filter((l) => l.startsWith('differs'));
      expect(differing).toHaveLength(2); // the call, then the verdict
      expect(differing[0]).toMatch(/^differs getZipCode +GET \/v1\/zip-codes\/\{zip\} → 200$/);
      const at = lines.indexOf(differing[0] ?? '');
      expect(lines[at + 1]?.trim()).toBe('/data/data/0/city: expected a string; got number 5');
      expect(lines.at(-2)).toMatch(/^differs \(\d+\.\d s\)$/);
    } finally {
      await s.close();
    }
  });

  it('passes the answers the client tolerates: a 204, an empty or plain body where nothing is needed, the PDF itself', async () => {
    const s = await serve((method, path) => {
      if (method === 'POST' && /^\/v1\/users\/[^/]+\/SK\/nip$/.test(path)) return { status: 204 };
      if (method === 'PUT' && path.includes('/adviser-contact-type/')) return json({});
      if (method === 'POST' && path.endsWith('/tax_info')) return { status: 201, type: 'text/plain', body: 'OK' };
      if (method === 'POST' && path === '/v1/lead-assignment') return { status: 200 };
      if (method === 'GET' && path.endsWith('/contract'))
        return { status: 200, type: 'application/pdf', body: '%PDF-1.4\n%%EOF\n' };
      return undefined;
    });
    try {
      const { ok, byName, lines } = await check(s.origin);
      expect(lines.filter((l) => l.startsWith('differs'))).toEqual([]);
      expect(ok).toBe(true);
      expect(byName('requestNip')).toMatchObject({ verdict: 'ok', status: 204 });
      expect(byName('reportAdviserContact')).toMatchObject({ verdict: 'ok', status: 200 });
      expect(byName('saveTaxInfo')).toMatchObject({ verdict: 'ok', status: 201 });
      expect(byName('assignLead')).toMatchObject({ verdict: 'ok', status: 200 });
      expect(byName('getContract')).toMatchObject({ verdict: 'ok', status: 200 });
    } finally {
      await s.close();
    }
  });

  it('flags the answers the client cannot use, each by the field and what was expected', async () => {
    const s = await serve((method, path, req) => {
      if (method === 'GET' && path === '/v1/cities') return { status: 418, type: 'application/json', body: '{}' };
      if (method === 'GET' && path === '/v1/business-types') return json({ data: 'Otros' });
      if (method === 'GET' && path === '/v1/sales-ranges')
        return json({ data: { ranges: [{ id: '1', range_description: 'Menos de $5,000' }] } });
      // The detail without an id: the next screen's path has nothing to carry.
      if (method === 'GET' && /^\/v1\/users\/SK\/[^/]+$/.test(path) && req.headers.authorization)
        return json({ data: { next_step: 'PASSWORD', status: 'IN_PROGRESS' } });
      if (method === 'GET' && path.endsWith('/contract'))
        return { status: 200, type: 'text/html', body: '<p>contrato</p>' };
      if (method === 'POST' && path === '/v1/users/reverse-otp') return { status: 204 };
      return undefined;
    });
    try {
      const { ok, results, byName } = await check(s.origin);
      expect(ok).toBe(false);
      const differing = results.filter((r: CallResult) => r.verdict === 'differs').map((r: CallResult) => r.name);
      expect(differing).toEqual([
        'getUserDetail',
        'getCities',
        'getBusinessTypes',
        'getSalesRanges',
        'getUserDetail (after the NIP)',
        'startReverseOtp',
        // the session the vendor would send back never came: its check is skipped, not failed
        'getContract',
      ]);
      expect(byName('validateReverseOtp')).toMatchObject({ verdict: 'skipped' });
      // Both what the walk needed here and what the document allows.
      expect(byName('getCities')?.differences).toEqual([
        { pointer: '', expected: 'a success (2xx) at this point of the walk', got: '418' },
        { pointer: '', expected: 'a status the document declares (2XX, 5XX)', got: '418' },
      ]);
      expect(byName('getBusinessTypes')?.differences).toEqual([
        { pointer: '/data', expected: 'an array', got: 'string "Otros"' },
      ]);
      expect(byName('getSalesRanges')?.differences).toEqual([
        { pointer: '/data/ranges/0/id', expected: 'an integer', got: 'string "1"' },
      ]);
      expect(byName('getUserDetail')?.differences).toEqual([
        {
          pointer: '/data',
          expected: 'this field (required) at /data/id, or this field (required) at /data/user_id',
          got: 'an object',
        },
      ]);
      expect(byName('startReverseOtp')?.differences).toEqual([
        { pointer: '', expected: 'a body (application/json)', got: 'an empty body' },
      ]);
      expect(byName('getContract')?.differences).toEqual([
        { pointer: '', expected: 'a body of type application/json or application/pdf', got: 'text/html' },
      ]);
    } finally {
      await s.close();
    }
  });
});
