// Without a Sentry DSN or a Segment write key (the demo build), the observers
// are off: their code is never fetched and nothing is sent anywhere.
import { expect, test } from '@playwright/test';

test('unconfigured, neither SDK is fetched and nothing is sent', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/home');
  await expect(page.getByLabel('Teléfono celular')).toBeVisible();
  // Past the load event and the idle time after which a configured SDK would load.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 4000)));
  expect(fetched.filter((p) => /\/assets\/(sentry|segment)/.test(p) || /^\/sandbox\/(sentry|segment)/.test(p))).toEqual(
    [],
  );
  expect(fetched.filter((p) => p.startsWith('/assets/')).length).toBeGreaterThan(0);
});
