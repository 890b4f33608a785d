// Taps that reach a button between a call's answer and the next screen.
//
// When a call answers, the loading overlay leaves at once (the call store renders
// synchronously), and the app may change the address at once too, but the next
// view or route is rendered in a later task. Chromium runs input queued behind the
// answer before that task. A microtask loop models it
// exactly: it clicks the button again and again and never yields to a task, so
// React cannot render the next screen in between, while the app's own microtasks
// (the rest of the tap's handler) do run. A guard released before the next screen
// is on view lets one of these clicks through.
import type { Page } from '@playwright/test';

/**
 * Clicks the button named `label` in a burst of microtasks each time the loading
 * overlay leaves and each time the app changes the address.
 */
export async function armTapStorm(page: Page, label: string): Promise<void> {
  await page.evaluate((name) => {
    const w = window as unknown as { tapStorm: { clicks: number } };
    w.tapStorm = { clicks: 0 };
    const button = () =>
      [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name && !b.disabled);
    const burst = () => {
      let n = 0;
      const tap = () => {
        const b = button();
        if (b?.isConnected) {
          w.tapStorm.clicks += 1;
          b.click();
        }
        if (++n < 300) queueMicrotask(tap);
      };
      queueMicrotask(tap);
    };
    let loading = false;
    new MutationObserver(() => {
      const now = document.querySelector('[data-testid="loading-overlay"]') !== null;
      if (loading && !now) burst();
      loading = now;
    }).observe(document.body, { childList: true, subtree: true });
    for (const name of ['pushState', 'replaceState'] as const) {
      const change = history[name].bind(history);
      history[name] = (...args: Parameters<History['pushState']>) => {
        change(...args);
        burst();
      };
    }
  }, label);
}

/** How many storm clicks found the button still there and enabled. */
export function stormClicks(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { tapStorm: { clicks: number } }).tapStorm.clicks);
}
