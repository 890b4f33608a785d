// The few commands of classic W3C WebDriver (https://www.w3.org/TR/webdriver2/) the
// WebKit driver uses, over HTTP to WebKitWebDriver: a session, navigation, scripts,
// element click and keys, input actions and screenshots. Typed, with no dependency.

/** The key that marks an element reference in WebDriver's JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
export type ElementRef = { [ELEMENT]: string };
export const isElementRef = (value: unknown): value is ElementRef =>
  typeof value === 'object' && value !== null && ELEMENT in value;

/** WebDriver's code points for the keys the tests press. */
export const KEYS = { Backspace: '\uE003', Control: '\uE009' } as const;

export type PointerAction =
  | { type: 'pointerMove'; x: number; y: number; origin?: 'viewport'; duration?: number }
  | { type: 'pointerDown' | 'pointerUp'; button: number }
  | { type: 'pause'; duration: number };
export type KeyAction = { type: 'keyDown' | 'keyUp'; value: string };
export type InputSource =
  | { type: 'pointer'; id: string; parameters: { pointerType: 'mouse' | 'touch' | 'pen' }; actions: PointerAction[] }
  | { type: 'key'; id: string; actions: KeyAction[] };

export class WebDriverError extends Error {}

async function command<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { value: T | { error: string; message: string } };
  const value = json.value as { error?: string; message?: string } | null;
  if (!response.ok || (value && typeof value === 'object' && typeof value.error === 'string'))
    throw new WebDriverError(`${method} ${path}: ${value?.error}: ${value?.message}`);
  return json.value as T;
}

/** Whether the driver at `base` answers and takes a new session. */
export async function driverReady(base: string): Promise<boolean> {
  try {
    return (await command<{ ready: boolean }>(base, 'GET', '/status')).ready;
  } catch {
    return false;
  }
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly capabilities: { browserName: string; browserVersion: string },
  ) {}

  static async start(driver: string): Promise<WebDriverSession> {
    const { sessionId, capabilities } = await command<{
      sessionId: string;
      capabilities: { browserName: string; browserVersion: string };
    }>(driver, 'POST', '/session', { capabilities: { alwaysMatch: { pageLoadStrategy: 'normal' } } });
    return new WebDriverSession(`${driver}/session/${sessionId}`, capabilities);
  }

  private call<T>(method: string, path: string, body?: unknown): Promise<T> {
    return command<T>(this.base, method, path, body);
  }

  navigate(url: string): Promise<void> {
    return this.call('POST', '/url', { url });
  }

  /**
   * Runs `source`, the text of a function, with `args` (JSON values or element references) and
   * answers its result (awaited when it is a promise); a throw in the page is thrown here.
   */
  async execute<T>(source: string, args: unknown[]): Promise<T> {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${source}).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
        .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`;
    const result = await this.call<{ value?: T; error?: string }>('POST', '/execute/async', { script, args });
    if (result.error !== undefined) throw new WebDriverError(`in the page: ${result.error}`);
    return result.value as T;
  }

  click(element: ElementRef): Promise<void> {
    return this.call('POST', `/element/${element[ELEMENT]}/click`, {});
  }

  sendKeys(element: ElementRef, text: string): Promise<void> {
    return this.call('POST', `/element/${element[ELEMENT]}/value`, { text });
  }

  async perform(sources: InputSource[]): Promise<void> {
    await this.call('POST', '/actions', { actions: sources });
    await this.call('DELETE', '/actions');
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.call<string>('GET', '/screenshot'), 'base64');
  }

  quit(): Promise<void> {
    return this.call('DELETE', '');
  }
}
