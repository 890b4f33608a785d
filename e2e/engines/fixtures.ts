// The cross-engine walks' fixtures: one engine per worker (its browser started once),
// a fresh page per test, and the end of every test checks that the page had no
// problem (console error, uncaught error, CSP violation, failed request) beyond the
// failures the test said it expected. The project picks the engine (playwright.config.ts).
import { test as base } from '@playwright/test';
import type { Engine } from './engine';
import { startChromium, startFirefox } from './puppeteer';
import { Web } from './web';
import { startWebKit } from './webkit';

export interface EngineOptions {
  engineName: Engine['name'];
}

export const test = base.extend<{ web: Web }, EngineOptions & { engine: Engine }>({
  engineName: ['webkit', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, use, worker) => {
      const start = { webkit: startWebKit, firefox: startFirefox, chromium: startChromium }[engineName];
      const engine = await start(worker.parallelIndex);
      await use(engine);
      await engine.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  web: async ({ engine, baseURL }, use, info) => {
    const page = await engine.open();
    const web = new Web(engine, page, baseURL ?? '', info);
    info.annotations.push({
      type: 'engine',
      description: `${engine.version} at ${engine.viewport.width}x${engine.viewport.height}`,
    });
    try {
      await use(web);
      if (info.status === info.expectedStatus) await web.expectNoProblems('at the end of the test');
    } finally {
      await page.close();
    }
  },
});

export { expect } from '@playwright/test';
