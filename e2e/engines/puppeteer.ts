// The engines puppeteer-core 24 drives: Firefox, as Debian packages it (firefox-esr),
// headless over WebDriver BiDi (no geckodriver: Debian has none, and npm's downloads
// one; Playwright 1.65 sends a BiDi command ESR 153 does not know), and Debian's
// Chromium over CDP, so that the same walks and screenshots exist in all three. One
// browser per worker (Firefox takes 7-10 s to start on two cores); each test gets a new
// browser context. Both protocols report the console, uncaught errors and the network:
// those are kept beside the probe's records (e2e/engines/probe.ts), which the walks read
// in every engine alike.
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
// @ts-expect-error plain ESM script without types
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/bench/profile.mjs';
import type { Engine, EnginePage, Handle, Point } from './engine';
import { PHONE } from './engine';
import { installProbe, type Problem, type Target } from './probe';

const FIREFOX = '/usr/bin/firefox-esr';

const element = (handle: Handle) => handle as unknown as ElementHandle<Element>;

class PuppeteerPage implements EnginePage {
  private readonly problems: Problem[] = [];

  constructor(private readonly page: Page) {
    page.on('pageerror', (error) => this.problems.push({ kind: 'uncaught', text: String(error) }));
    page.on('console', (message) => {
      // Chromium also logs every 4xx/5xx load on the console; the response below has it, with
      // its method and status, so that a failure the test expects can be told from the others.
      if (message.type() !== 'error' || /^Failed to load resource: the server responded/.test(message.text())) return;
      this.problems.push({ kind: 'console', text: message.text() });
    });
    page.on('requestfailed', (request) => {
      // A request whose answer came, then whose body the page dropped (the lookup's 404), is
      // 'failed' for Chromium: it keeps the answer's status, so an expected 404 stays expected.
      const status = request.response()?.status() ?? 0;
      this.problems.push({
        kind: 'request',
        text: `${request.method()} ${request.url()} failed: ${request.failure()?.errorText}${status ? ` after ${status}` : ''}`,
        method: request.method(),
        url: request.url(),
        status,
      });
    });
    page.on('response', (response) => {
      if (response.status() < 400) return;
      const request = response.request();
      this.problems.push({
        kind: 'request',
        text: `${request.method()} ${response.url()} answered ${response.status()}`,
        method: request.method(),
        url: response.url(),
        status: response.status(),
      });
    });
  }

  async navigate(url: string) {
    await this.page.goto(url);
  }

  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.page.evaluate(fn as (...a: unknown[]) => R, ...args) as Promise<Awaited<R>>;
  }

  async find(target: Target): Promise<Handle | null> {
    const handle = await this.page.evaluateHandle((t: Target) => window.__e2e?.find(t)[0] ?? null, target);
    const found = handle.asElement();
    if (!found) await handle.dispose();
    return found as unknown as Handle | null;
  }

  click(handle: Handle) {
    return element(handle).click();
  }

  type(handle: Handle, text: string) {
    return element(handle).type(text);
  }

  async press(key: 'Backspace' | 'Paste') {
    if (key === 'Backspace') return this.page.keyboard.press('Backspace');
    await this.page.keyboard.down('Control');
    await this.page.keyboard.press('v');
    await this.page.keyboard.up('Control');
  }

  async choose(select: Handle, value: string) {
    await (element(select) as ElementHandle<HTMLSelectElement>).select(value);
  }

  /**
   * One move per animation frame, as a touch screen reports them: moves sent back to back
   * reach the page within a millisecond, and signature_pad's throttle (16 ms) drops them.
   */
  async stroke(pointer: 'touch' | 'mouse', points: Point[]) {
    const [first, ...rest] = points;
    if (!first) return;
    const frame = () => this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    if (pointer === 'touch') {
      const finger = await this.page.touchscreen.touchStart(first.x, first.y);
      for (const p of rest) {
        await frame();
        await finger.move(p.x, p.y);
      }
      await frame();
      await finger.end();
      return;
    }
    await this.page.mouse.move(first.x, first.y);
    await this.page.mouse.down();
    for (const p of rest) {
      await frame();
      await this.page.mouse.move(p.x, p.y);
    }
    await frame();
    await this.page.mouse.up();
  }

  async screenshot() {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }

  reported() {
    return [...this.problems];
  }

  async close() {
    await this.page.browserContext().close();
  }
}

/** An engine on a running browser: a new context and page per test, at the phone's size. */
async function engineOf(
  browser: Browser,
  name: Engine['name'],
  version: string,
  finger: Engine['finger'],
  touchViewport: boolean,
): Promise<Engine> {
  return {
    name,
    version,
    viewport: PHONE,
    finger,
    open: async () => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(touchViewport ? { ...PHONE, isMobile: true, hasTouch: true } : PHONE);
      await page.evaluateOnNewDocument(`(${installProbe.toString()})();`);
      return new PuppeteerPage(page);
    },
    stop: () => browser.close(),
  };
}

export async function startFirefox(worker: number): Promise<Engine> {
  const base = Number(process.env.E2E_FIREFOX_PORT ?? 0);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // A fixed port where the machine asks for one (E2E_FIREFOX_PORT + worker), else the system's choice.
    debuggingPort: base ? base + worker : 0,
    // Scrollbars over the page, as on a phone: desktop Linux's classic ones take 12 px of a
    // scrolling page's 390 (WebKit's window already draws them over the page).
    extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1 },
  });
  const version = (await browser.version()).replace(/^firefox\//i, 'Firefox ');
  // BiDi's viewport has no touch emulation here; its touch input still comes as pointerType 'touch'.
  return engineOf(browser, 'firefox', version, 'touch', false);
}

/** The same Chromium and flags as the rest of the e2e suite, over a pipe (no port). */
export async function startChromium(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'chrome',
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
    pipe: true,
  });
  const version = (await browser.version()).replace(/^(Headless)?Chrome\//i, 'Chromium ');
  return engineOf(browser, 'chromium', version, 'touch', true);
}
