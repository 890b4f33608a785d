// WebKit, as Debian packages it (WebKitGTK: webkit2gtk-driver, gir1.2-webkit2-4.1, xvfb):
// an X server of its own, a chromeless window at the phone's size and pixel ratio
// (e2e/engines/webkit-window.py, GDK_SCALE for the ratio) and WebKitWebDriver attached to
// it, spoken to in classic WebDriver (no BiDi in WebKitGTK's driver, no headless mode in
// its GTK 3 build). One of each per worker; each test is a new WebDriver session, which
// is a new window. Classic WebDriver reports neither console nor network: the probe
// script in every document does (e2e/engines/probe.ts). WebKitGTK's driver takes a
// pointer of type 'touch' as a mouse, so a finger is drawn as a mouse here.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Engine, EnginePage, Handle, Point } from './engine';
import { PHONE } from './engine';
import { installProbe, type Target } from './probe';
import { freePort, lineFrom, start } from './processes';
import { driverReady, type ElementRef, type InputSource, KEYS, WebDriverSession } from './webdriver';

const WINDOW = new URL('./webkit-window.py', import.meta.url).pathname;
// Debian's own python3, which has python3-gi (a python3 earlier on PATH may not).
const PYTHON = '/usr/bin/python3';

const ref = (handle: Handle) => handle as unknown as ElementRef;

class WebKitPage implements EnginePage {
  constructor(private readonly session: WebDriverSession) {}

  navigate(url: string) {
    return this.session.navigate(url);
  }

  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.session.execute<Awaited<R>>(fn.toString(), args);
  }

  async find(target: Target): Promise<Handle | null> {
    const found = await this.run((t: Target) => window.__e2e?.find(t)[0] ?? null, target);
    return found as unknown as Handle | null;
  }

  click(element: Handle) {
    return this.session.click(ref(element));
  }

  type(element: Handle, text: string) {
    return this.session.sendKeys(ref(element), text);
  }

  press(key: 'Backspace' | 'Paste') {
    const keys = key === 'Backspace' ? [KEYS.Backspace] : [KEYS.Control, 'v'];
    return this.session.perform([
      {
        type: 'key',
        id: 'keyboard',
        actions: [
          ...keys.map((value) => ({ type: 'keyDown' as const, value })),
          ...keys.reverse().map((value) => ({ type: 'keyUp' as const, value })),
        ],
      },
    ]);
  }

  async choose(select: Handle, value: string) {
    // WebDriver picks an option by clicking it (the spec's way for a <select>).
    const option = await this.run(
      (el: HTMLSelectElement, v: string) => [...el.options].find((o) => o.value === v) ?? null,
      select as unknown as HTMLSelectElement,
      value,
    );
    if (!option) throw new Error(`no option with value ${value}`);
    await this.session.click(option as unknown as ElementRef);
  }

  stroke(pointer: 'touch' | 'mouse', points: Point[]) {
    const [first, ...rest] = points.map((p) => ({ x: Math.round(p.x), y: Math.round(p.y) }));
    if (!first) return Promise.resolve();
    const source: InputSource = {
      type: 'pointer',
      id: pointer,
      parameters: { pointerType: pointer },
      actions: [
        { type: 'pointerMove', ...first, origin: 'viewport' },
        { type: 'pointerDown', button: 0 },
        ...rest.map((p) => ({ type: 'pointerMove' as const, ...p, origin: 'viewport' as const, duration: 16 })),
        { type: 'pointerUp', button: 0 },
      ],
    };
    return this.session.perform([source]);
  }

  screenshot() {
    return this.session.screenshot();
  }

  reported() {
    return []; // classic WebDriver reports nothing: the probe is the only witness
  }

  close() {
    return this.session.quit();
  }
}

/** Ports from E2E_WEBKIT_PORT (two per worker: the driver, the inspector), or free ones. */
async function portsFor(worker: number): Promise<[number, number]> {
  const base = Number(process.env.E2E_WEBKIT_PORT ?? 0);
  if (base) return [base + 2 * worker, base + 2 * worker + 1];
  return [await freePort(), await freePort()];
}

export async function startWebKit(worker: number): Promise<Engine> {
  const [driverPort, inspectorPort] = await portsFor(worker);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-webkit-'));
  const probeFile = join(dir, 'probe.js');
  writeFileSync(probeFile, `(${installProbe.toString()})();`);
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The X server picks a free display and says which (-displayfd 1: on standard output).
    const { width, height, deviceScaleFactor: scale } = PHONE;
    const xvfb = start('Xvfb', [
      '-displayfd',
      '1',
      '-screen',
      '0',
      `${width * scale + 30}x${height * scale + 30}x24`,
      '-nolisten',
      'tcp',
    ]);
    stops.push(xvfb.stop);
    const [, display] = await lineFrom(xvfb, /^(\d+)$/, 15_000);
    const browser = start(PYTHON, [WINDOW, String(width), String(height), probeFile], {
      DISPLAY: `:${display}`,
      GDK_SCALE: String(scale),
      WEBKIT_INSPECTOR_SERVER: `127.0.0.1:${inspectorPort}`,
      NO_AT_BRIDGE: '1',
    });
    stops.push(browser.stop);
    const [, version] = await lineFrom(browser, /^READY (\S+)$/, 30_000);
    const driver = start('WebKitWebDriver', [`--port=${driverPort}`, `--target=127.0.0.1:${inspectorPort}`]);
    stops.push(driver.stop);
    const base = `http://127.0.0.1:${driverPort}`;
    for (let i = 0; !(await driverReady(base)); i++) {
      if (i > 100 || driver.child.exitCode !== null)
        throw new Error(`WebKitWebDriver did not start:\n${driver.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return {
      name: 'webkit',
      version: `WebKitGTK ${version}`,
      viewport: PHONE,
      finger: 'mouse',
      open: async () => new WebKitPage(await WebDriverSession.start(base)),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
