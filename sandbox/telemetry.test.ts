import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './test-server.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

// Sentry sends with keepalive and never reads the answer: a no-store answer would stay in
// Chromium's 64 KiB keepalive quota, and after some 64 KiB of envelopes every send failed.
it('answers a stored envelope without no-store, and lists it', async () => {
  const res = await fetch(`${t.origin}/sandbox/sentry`, { method: 'POST', body: '{"event_id":"1"}\n' });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control') ?? '').not.toMatch(/no-store/);
  const listed = await t.call('GET', '/sandbox/sentry');
  expect((listed.body as Array<{ body: string }>).map((r) => r.body)).toContain('{"event_id":"1"}\n');
});
