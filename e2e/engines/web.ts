// The page as a walk uses it, the same in every engine: find by what a person reads,
// tap, type, paste, pick, draw; read the route, texts and values; the API calls the page
// sent (method, path, body, status); a screenshot per step, kept in the test's output
// folder under test-results/; and every problem the page had, which fails the test
// unless the test said beforehand that it expects that one failure.
import { writeFileSync } from 'node:fs';
import type { TestInfo } from '@playwright/test';
import type { Engine, EnginePage, Handle, Point } from './engine';
import { pixelAt, type Rgb } from './png';
import type { Problem, Target } from './probe';

/** An API call as the Chromium specs record it (e2e/support.ts recordApi), with its status. */
export interface Sent {
  method: string;
  path: string;
  body: unknown;
  status?: number;
}

/** A failure the walk provokes or the spec prescribes: a request of this method and path answered `status`. */
export interface Expected {
  method: string;
  path: RegExp;
  status: number;
  why: string;
}

const API = /^\/sandbox\/(registration|operations)(\/.*)$/;
const WAIT_MS = 15_000;

export class Web {
  private shots = 0;
  private readonly expected: Expected[] = [];

  constructor(
    readonly engine: Engine,
    private readonly page: EnginePage,
    private readonly baseURL: string,
    private readonly info: TestInfo,
  ) {}

  /** Polls `get` until it answers something truthy; fails with `what` after `timeout` ms. */
  private async until<T>(what: string, get: () => Promise<T | null | undefined | false>, timeout = WAIT_MS) {
    const end = Date.now() + timeout;
    for (;;) {
      const value = await get();
      if (value) return value;
      if (Date.now() > end) throw new Error(`${this.engine.name}: ${what}, not within ${timeout} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * The first visible match; with `enabled`, once it can be used: not disabled, and not
   * under the loading overlay (a form can be drawn while its lists load beneath it).
   */
  private element(target: Target, enabled = true): Promise<Handle> {
    return this.until(`no ${enabled ? 'usable ' : ''}${JSON.stringify(target)}`, async () => {
      const found = await this.page.find(target);
      if (!found || !enabled) return found;
      const blocked = await this.page.run(
        (el: Element) =>
          (el as HTMLButtonElement).disabled === true ||
          document.querySelector('[data-testid=loading-overlay]') !== null,
        found as never,
      );
      return blocked ? null : found;
    });
  }

  goto(path: string) {
    return this.page.navigate(new URL(path, this.baseURL).href);
  }

  /** The route: path and query. */
  route() {
    return this.page.run(() => location.pathname + location.search);
  }

  /** Runs `fn` in the page (for what no helper reads: a property, a computed style). */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A) {
    return this.page.run(fn, ...args);
  }

  count(target: Target) {
    return this.page.run((t: Target) => window.__e2e?.find(t).length ?? 0, target);
  }

  visible(target: Target) {
    return this.count(target).then((n) => n > 0);
  }

  /** The texts of every visible match (innerText, spaces joined). */
  texts(target: Target) {
    return this.page.run(
      (t: Target) => window.__e2e?.find(t).map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()) ?? [],
      target,
    );
  }

  /** A control's value, or null when there is none on screen. */
  value(target: Target) {
    return this.page.run(
      (t: Target) => (window.__e2e?.find(t)[0] as HTMLInputElement | undefined)?.value ?? null,
      target,
    );
  }

  /** Whether the first match can be used (not disabled); null when there is none on screen. */
  enabled(target: Target) {
    return this.page.run((t: Target) => {
      const el = window.__e2e?.find(t)[0] as HTMLButtonElement | undefined;
      return el ? !el.disabled : null;
    }, target);
  }

  /** Waits for it to be there (a screen's heading, say) before the walk goes on. */
  async see(target: Target, timeout = WAIT_MS) {
    await this.until(`${JSON.stringify(target)} is not shown`, () => this.visible(target), timeout);
  }

  async tap(target: Target) {
    await this.page.click(await this.element(target));
  }

  async type(target: Target, text: string) {
    await this.page.type(await this.element(target), text);
  }

  async press(key: 'Backspace') {
    await this.page.press(key);
  }

  /** Puts `text` on the clipboard, focuses the field with a tap and pastes with Ctrl+V. */
  async paste(target: Target, text: string) {
    const field = await this.element(target);
    await this.page.click(field);
    await this.page.run((t: string) => navigator.clipboard.writeText(t), text);
    await this.page.press('Paste');
  }

  /** Picks an option of a native select by the text the person reads. */
  async choose(target: Target, label: string) {
    const select = await this.element(target);
    const value = await this.page.run(
      (el: HTMLSelectElement, l: string) => [...el.options].find((o) => o.text.trim() === l)?.value ?? null,
      select as never,
      label,
    );
    if (value === null) throw new Error(`${this.engine.name}: no option '${label}' in ${JSON.stringify(target)}`);
    await this.page.choose(select, value);
  }

  /** Draws strokes on the element, each a list of points relative to its top left corner. */
  async draw(target: Target, strokes: Point[][], pointer: 'touch' | 'mouse' = this.engine.finger) {
    const el = await this.element(target);
    const box = await this.page.run((e: Element) => {
      e.scrollIntoView({ block: 'center' });
      const r = e.getBoundingClientRect();
      return { x: r.left, y: r.top };
    }, el as never);
    for (const stroke of strokes)
      await this.page.stroke(
        pointer,
        stroke.map((p) => ({ x: box.x + p.x, y: box.y + p.y })),
      );
  }

  /** Two animation frames: what the last action changed is on screen (WebKit can lag one). */
  private frames() {
    return this.page.run(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
  }

  /** The colour the engine drew at (dx, dy) CSS pixels inside the element's box. */
  async colorIn(target: Target, dx: number, dy: number): Promise<Rgb> {
    const el = await this.element(target, false);
    const box = await this.page.run((e: Element) => {
      const r = e.getBoundingClientRect();
      return { x: r.left, y: r.top };
    }, el as never);
    await this.frames();
    const ratio = this.engine.viewport.deviceScaleFactor;
    return pixelAt(await this.page.screenshot(), Math.round((box.x + dx) * ratio), Math.round((box.y + dy) * ratio));
  }

  /**
   * The step as the person sees it: a PNG of the viewport in the test's output folder,
   * after two animation frames (a WebKit screenshot can show the frame before the last
   * action); and no problem so far.
   */
  async shot(name: string) {
    await this.frames();
    this.shots += 1;
    const file = this.info.outputPath(`${String(this.shots).padStart(2, '0')}-${name}.png`);
    writeFileSync(file, await this.page.screenshot());
    await this.expectNoProblems(`at step ${name}`);
  }

  /** The probe's records; a page without the probe would hide every problem, so that fails. */
  private async probe() {
    const records = await this.page.run(() =>
      window.__e2e ? { calls: window.__e2e.calls, problems: window.__e2e.problems } : null,
    );
    if (!records) throw new Error(`${this.engine.name}: the probe is not in the page (${await this.route()})`);
    return records;
  }

  /** Every API call the page sent so far, as recordApi writes them, with their status. */
  async sent(): Promise<Sent[]> {
    const { calls } = await this.probe();
    return calls.flatMap((call) => {
      const url = new URL(call.url);
      const m = url.pathname.match(API);
      if (!m) return [];
      let body: unknown = call.body;
      try {
        body = call.body === null ? null : JSON.parse(call.body);
      } catch {
        // not JSON: kept as text
      }
      return [{ method: call.method, path: `${m[2]}${url.search}`, body, status: call.status }];
    });
  }

  async callsTo(method: string, path: string | RegExp) {
    return (await this.sent()).filter(
      (s) => s.method === method && (typeof path === 'string' ? s.path === path : path.test(s.path)),
    );
  }

  /** A failure the test provokes or the spec prescribes, said before it happens: it is not a problem. */
  expectFailure(expected: Expected) {
    this.expected.push(expected);
  }

  private isExpected(p: Problem) {
    if (p.kind !== 'request' || !p.url) return false;
    const url = new URL(p.url, this.baseURL);
    return this.expected.some(
      (e) => e.method === p.method && e.status === p.status && e.path.test(`${url.pathname}${url.search}`),
    );
  }

  /** Every problem seen by the probe in the page and by the driver, less the expected failures. */
  async problems(): Promise<string[]> {
    const { problems } = await this.probe();
    const all = [...problems, ...this.page.reported()].filter((p) => !this.isExpected(p));
    return [...new Set(all.map((p) => `${p.kind}: ${p.text}`))];
  }

  async expectNoProblems(where: string) {
    const problems = await this.problems();
    if (problems.length) throw new Error(`${this.engine.name} ${where}:\n  ${problems.join('\n  ')}`);
  }
}
