// Session replay at the boundary: a build that records every session
// (VITE_SENTRY_REPLAY_RATE=1, project 'observability-replay', playwright.config.ts),
// sending to the sandbox. A person walks the flow typing phone, code, names, RFC,
// business, address, NIP and password, and reloads the page on 'Sobre ti', whose address
// holds the phone (a full snapshot is taken there). The recordings are inflated and
// searched for all of it: every text and input is masked, and the page's address is a
// route template wherever the recording or the replay's event names it.
import { expect, test } from '@playwright/test';
import { keepOffTheInternet, leaksIn, received, replayRecordings, sentryItems, walkToTheAdviser } from './observed';

test('a recorded session holds none of what the person typed, and only route templates', async ({ page, request }) => {
  test.slow();
  await keepOffTheInternet(page);
  const scripts: string[] = [];
  page.on('request', (r) => scripts.push(new URL(r.url()).pathname));
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const before = replayRecordings(await received(request, 'sentry')).length;
  // Replay sends what it recorded up to 5.5 s later (flushMaxDelay); what is still pending when the
  // page unloads never arrived here (the flush it starts then is asynchronous, through its
  // compression worker). Playwright leaves /home within 2 s, where a person typing a phone and a
  // code takes longer, so the reload waits for the segment holding /home's full snapshot.
  const homeSent = async () =>
    replayRecordings(await received(request, 'sentry'))
      .slice(before)
      .some((r) => /"href":"[^"]*\/home"/.test(r));
  const { typed } = await walkToTheAdviser(page, request, {
    reloadOnAboutYou: true,
    beforeReload: () => expect.poll(homeSent, { timeout: 15_000 }).toBe(true),
  });
  // This session is sampled: replay's chunk was fetched (on each of the two page loads).
  expect(scripts.filter((p) => /\/assets\/sentry-replay-[^/]*\.js$/.test(p)).length).toBeGreaterThanOrEqual(1);

  // A segment is sent at most 5.5 s after the changes it holds (the SDK's flushMaxDelay):
  // wait for the one holding the password's call, the walk's last.
  await expect
    .poll(
      async () =>
        replayRecordings(await received(request, 'sentry'))
          .slice(before)
          .join('\n'),
      {
        timeout: 20_000,
      },
    )
    .toContain('PUT /v1/users/{id}/{type}/password');
  const envelopes = await received(request, 'sentry');
  const recordings = replayRecordings(envelopes).slice(before);
  expect(recordings.length).toBeGreaterThan(2);
  const events = recordings.flatMap((r) => JSON.parse(r.slice(r.indexOf('\n') + 1)) as RrwebEvent[]);
  // Two page loads, two full snapshots, each with its meta event: its address is the route template.
  const origin = new URL(page.url()).origin;
  const metas = events.filter((e) => e.type === 4).map((e) => (e.data as { href: string }).href);
  expect(metas).toEqual([`${origin}/home`, `${origin}/:phoneNumber/about-you`]);
  expect(events.filter((e) => e.type === 2)).toHaveLength(2);
  // Inputs were recorded (masked): the recording is of the walk, not an empty page.
  const inputs = events.filter((e) => e.type === 3 && (e.data as { source?: number }).source === 5);
  expect(inputs.length).toBeGreaterThan(10);
  for (const i of inputs) expect((i.data as { text?: string }).text ?? '').toMatch(/^\**$/);

  // The replay's own events: the pages it saw and its request, as templates.
  const replayEvents = sentryItems(envelopes)
    .filter((i) => i.type === 'replay_event')
    .map((i) => i.payload as { urls?: string[]; request?: { url?: string } });
  expect(replayEvents.length).toBeGreaterThan(0);
  const urls = replayEvents.flatMap((e) => [...(e.urls ?? []), e.request?.url ?? '']);
  expect(urls).toContain(`${origin}/:phoneNumber/about-you`);
  // A template's segments are words or parameters: a phone, an id or a name is neither.
  for (const url of urls) expect(new URL(url).pathname).toMatch(/^(\/:?[A-Za-z_-]+)+$/);

  // And nothing the person typed, in any form, anywhere in the recordings or the envelopes.
  expect(leaksIn([...recordings, ...envelopes.map((e) => e.body)].join('\n'), typed)).toEqual([]);
  expect(problems).toEqual([]);
});

interface RrwebEvent {
  type: number;
  data: unknown;
}
