// What the page does that a test must see in every engine, recorded by the page itself:
// WebKit's classic WebDriver reports no console, no uncaught error and no request, so the
// same script is put into every document before the app's own code (a WebKit user script
// at document start, a WebDriver BiDi preload script in Firefox). It keeps, in
// sessionStorage so that a reload of the tab loses nothing:
// - problems: console.error, uncaught errors, unhandled rejections, CSP violations, a
//   fetch that failed or answered 4xx/5xx, a script, stylesheet, image or media that
//   failed to load;
// - calls: every fetch the page made, with its method, URL, body and status;
// and finds elements the way a person names them (a button's text, a field's label).
// It runs in the page, so it is one self-contained function: nothing from outside it.

/** One thing that went wrong in the page. `request` problems carry the call, to tell an expected failure. */
export interface Problem {
  kind: 'console' | 'uncaught' | 'rejection' | 'csp' | 'request' | 'resource';
  text: string;
  method?: string;
  url?: string;
  status?: number;
}

/** A fetch the page made: method, URL, body as sent, and the status (0: no answer). */
export interface Call {
  method: string;
  url: string;
  body: string | null;
  status?: number;
}

/** An element as a person finds it: by role and exact text, by the label of a field, by text, or by CSS. */
export type Target =
  | {
      role: 'button' | 'link' | 'heading' | 'dialog' | 'img' | 'checkbox' | 'alert';
      name: string;
      /** Only inside the element this CSS selector names (an open dialog, say). */
      within?: string;
    }
  | { label: string }
  | { text: string }
  | { css: string };

export interface ProbeApi {
  problems: Problem[];
  calls: Call[];
  /** The visible elements that match, in document order. */
  find(target: Target): Element[];
}

declare global {
  interface Window {
    __e2e?: ProbeApi;
  }
}

export function installProbe(): void {
  if (window.__e2e) return;
  const KEY = '__e2e_probe';
  let kept: { problems: Problem[]; calls: Call[] } = { problems: [], calls: [] };
  try {
    kept = JSON.parse(sessionStorage.getItem(KEY) ?? '') ?? kept;
  } catch {
    // A new tab: nothing kept yet.
  }
  const { problems, calls } = kept;
  const save = () => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ problems, calls }));
    } catch {
      // Storage full or refused: the records in memory still count.
    }
  };
  const problem = (p: Problem) => {
    problems.push(p);
    save();
  };
  const show = (value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}` : typeof value === 'string' ? value : String(value);

  // Uncaught errors, and (same event, capture phase, target an element) resources that failed to load.
  window.addEventListener(
    'error',
    (e) => {
      const el = e.target as Element | null;
      if (el && el !== (window as unknown as Element) && 'tagName' in el) {
        const src = (el as HTMLImageElement).currentSrc || el.getAttribute('src') || el.getAttribute('href') || '';
        problem({ kind: 'resource', text: `<${el.tagName.toLowerCase()}> failed to load ${src}`, url: src });
      } else problem({ kind: 'uncaught', text: `${e.message} (${e.filename}:${e.lineno})` });
    },
    true,
  );
  window.addEventListener('unhandledrejection', (e) => problem({ kind: 'rejection', text: show(e.reason) }));
  document.addEventListener(
    'securitypolicyviolation',
    (e) =>
      problem({ kind: 'csp', text: `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`, url: e.blockedURI }),
    true,
  );
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problem({ kind: 'console', text: args.map(show).join(' ') });
    consoleError(...args);
  };

  // Every fetch, with what it sent; a failure or a 4xx/5xx answer is a problem unless the test expects it.
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const url = new URL(request ? request.url : String(input), location.href).href;
    const call: Call = { method, url, body: null };
    calls.push(call);
    save();
    const body =
      typeof init?.body === 'string'
        ? Promise.resolve(init.body)
        : init?.body != null
          ? Promise.resolve(`[${Object.prototype.toString.call(init.body)}]`)
          : request && request.body !== null
            ? request.clone().text()
            : Promise.resolve(null);
    body.then(
      (text) => {
        call.body = text;
        save();
      },
      () => undefined,
    );
    try {
      const response = await realFetch(input, init);
      call.status = response.status;
      save();
      if (response.status >= 400)
        problem({
          kind: 'request',
          text: `${method} ${url} answered ${response.status}`,
          method,
          url,
          status: response.status,
        });
      return response;
    } catch (error) {
      call.status = 0;
      save();
      problem({ kind: 'request', text: `${method} ${url} failed: ${show(error)}`, method, url, status: 0 });
      throw error;
    }
  };

  // Other resources (scripts, styles, images, media) answered 4xx/5xx, where the engine says so.
  if (typeof PerformanceObserver !== 'undefined') {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
          const status = (entry as PerformanceResourceTiming & { responseStatus?: number }).responseStatus ?? 0;
          if (status >= 400 && entry.initiatorType !== 'fetch' && entry.initiatorType !== 'xmlhttprequest')
            problem({ kind: 'resource', text: `${entry.name} answered ${status}`, url: entry.name, status });
        }
      }).observe({ type: 'resource', buffered: true });
    } catch {
      // No resource timing here: the error events above still see a failed load.
    }
  }

  const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const byIds = (ids: string | null) =>
    (ids ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => text(document.getElementById(id)))
      .join(' ');
  const nameOf = (el: Element): string => {
    const label = el.getAttribute('aria-label');
    if (label) return label.trim();
    const labelledBy = byIds(el.getAttribute('aria-labelledby'));
    if (labelledBy) return labelledBy;
    const labels = (el as HTMLInputElement).labels;
    if (labels?.length) return [...labels].map(text).join(' ');
    if (el instanceof HTMLImageElement) return el.alt.trim();
    return text(el);
  };
  const visible = (el: Element) => {
    if (el instanceof HTMLInputElement && el.type === 'checkbox' && el.labels?.length) return true; // styled behind its label
    if (typeof el.checkVisibility === 'function') return el.checkVisibility({ visibilityProperty: true });
    const r = (el as Element).getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const ROLES: Record<string, string> = {
    button: 'button, [role="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    dialog: 'dialog[open], [role="dialog"]',
    img: 'img, [role="img"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    alert: '[role="alert"]',
  };
  const find = (t: Target): Element[] => {
    let found: Element[];
    if ('css' in t) found = [...document.querySelectorAll(t.css)];
    else if ('role' in t)
      found = [...document.querySelectorAll(ROLES[t.role] ?? '*')].filter(
        (el) => nameOf(el) === t.name && (!t.within || el.closest(t.within)),
      );
    else if ('label' in t)
      found = [...document.querySelectorAll('input, select, textarea')].filter((el) => nameOf(el) === t.label);
    else
      found = [...document.querySelectorAll('body *')].filter(
        (el) => text(el) === t.text && ![...el.children].some((child) => text(child) === t.text),
      );
    return found.filter(visible);
  };

  Object.defineProperty(window, '__e2e', { value: { problems, calls, find }, enumerable: false });
}
