// The answers a page sets (sandbox/answers.ts): they answer that page's requests
// only, by operation name, and a held request waits until it is let go.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './test-server.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());
afterEach(() => t.call('DELETE', '/sandbox/answers'));

const from = (page: string) => ({ referer: `${t.origin}${page}?pais=do` });
const get = (path: string, page: string) => fetch(`${t.origin}/sandbox/registration/${path}`, { headers: from(page) });

it("answers the scope page's requests by operation, and every other page's as the sandbox does", async () => {
  const set = await t.call('POST', '/sandbox/answers', {
    body: {
      scope: '/__gallery',
      owner: 'a',
      answers: {
        getCities: { status: 200, body: { data: ['Santo Domingo Este'] } },
        '*': { status: 503, body: { message: 'preview' } },
      },
    },
  });
  expect(set.status).toBe(200);
  expect(await (await get('v1/cities', '/__gallery')).json()).toEqual({ data: ['Santo Domingo Este'] });
  expect((await get('v1/business-types', '/__gallery')).status).toBe(503);
  const app = await get('v1/cities', '/home');
  expect(app.status).toBe(200);
  expect(((await app.json()) as { data: string[] }).data).toContain('Toluca');
});

it('holds a request until its owner is let go, and answers that owner at once afterwards', async () => {
  await t.call('POST', '/sandbox/answers', {
    body: { scope: '/__gallery', owner: 'b', answers: { getCities: 'hang' } },
  });
  let answered = false;
  const held = get('v1/cities', '/__gallery').then((r) => {
    answered = true;
    return r;
  });
  await new Promise((r) => setTimeout(r, 100));
  expect(answered).toBe(false);
  await t.call('POST', '/sandbox/answers/release', {
    body: { owner: 'b', answer: { status: 503, body: { message: 'let go' } } },
  });
  expect((await held).status).toBe(503);
  expect((await get('v1/cities', '/__gallery')).status).toBe(503);
});

it('refuses answers it cannot give', async () => {
  const bad = await t.call('POST', '/sandbox/answers', {
    body: { scope: '/__gallery', answers: { getCities: 'later' } },
  });
  expect(bad.status).toBe(400);
});
