// A failed lead assignment, seen from outside the page: the applicant goes on to
// 'Sobre ti' and the failure is reported. The report can only be seen in the
// build whose Sentry DSN points at the sandbox, so this file runs in the
// 'observability' project (its name ends in observability.spec.ts, the
// project's testMatch in playwright.config.ts); e2e/start.spec.ts checks the
// rest of the start screen against the demo build, which reports nothing.
import { expect, test } from '@playwright/test';
import { callsTo, phoneFor, recordApi, signIn } from './support';

interface SentryEvent {
  level?: string;
  tags?: Record<string, string>;
}

/** The error events of the Sentry envelopes the sandbox kept (a header line, then item header + payload pairs). */
function sentryEvents(envelopes: { body: string }[]): SentryEvent[] {
  return envelopes.flatMap(({ body }) => {
    const lines = body.split('\n').filter(Boolean);
    const events: SentryEvent[] = [];
    for (let i = 1; i + 1 < lines.length; i += 2) {
      try {
        if ((JSON.parse(lines[i] as string) as { type?: string }).type === 'event')
          events.push(JSON.parse(lines[i + 1] as string) as SentryEvent);
      } catch {
        // a binary item (a replay's recording): not an event
      }
    }
    return events;
  });
}

test('a failed lead assignment is reported as an error, and the applicant goes on to Sobre ti', async ({
  page,
  request,
}) => {
  const sent = recordApi(page);
  let answered = 0;
  await page.route(/\/sandbox\/operations\/v1\/lead-assignment$/, (route) => {
    answered += 1;
    return route.fulfill({ status: 500, json: { message: 'crm unavailable' } });
  });
  const leadReports = async () =>
    sentryEvents((await (await request.get('/sandbox/sentry')).json()) as { body: string }[]).filter(
      (e) => e.tags?.operation === 'assignLead',
    );
  const before = (await leadReports()).length;
  const phone = phoneFor('551234');
  await signIn(page, request, phone);
  await expect(page).toHaveURL(new RegExp(`/${phone}/about-you$`));
  await expect(page.getByLabel('Nombre(s)')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(answered).toBe(1);
  expect(callsTo(sent, 'POST', '/v1/lead-assignment')).toHaveLength(1);

  // Sentry loads after the first screen and sends what was held until then.
  await expect.poll(async () => (await leadReports()).length, { timeout: 20_000 }).toBe(before + 1);
  const report = (await leadReports()).at(-1);
  expect(report?.level).toBe('error');
  expect(report?.tags).toMatchObject({
    'http.method': 'POST',
    'api.path': '/v1/lead-assignment',
    'http.status_code': '500',
  });
});
