// One Chromium for the Playwright measurements; a fresh context (cold cache,
// empty storage) for every page load, with the profile applied before it starts.
import { chromium } from '@playwright/test';
import { installProbe } from './probe.mjs';
import { applyProfile, CHROMIUM_FLAGS, CHROMIUM_PATH, PHONE } from './profile.mjs';

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** A new phone-sized page with the probe installed and (if `throttled`) CPU and network slowed. */
export async function openPage(browser, target, { throttled }) {
  const { defaultBrowserType: _type, ...phone } = PHONE;
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await applyProfile(cdp, { throttled });
  await context.addInitScript(installProbe, { fill: target.fill ?? null });
  const url = await target.open(context);
  return { context, page, cdp, url, inFlight: countRequests(page) };
}

/** Requests the page has started and not finished, so the bench can wait for a quiet network. */
function countRequests(page) {
  const pending = new Set();
  page.on('request', (r) => pending.add(r));
  for (const done of ['requestfinished', 'requestfailed']) page.on(done, (r) => pending.delete(r));
  return () => pending.size;
}

/** Waits until no request has been in flight for `quietMs` (or `timeoutMs` passed). */
export async function networkQuiet(page, inFlight, quietMs = 500, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < end) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
}
