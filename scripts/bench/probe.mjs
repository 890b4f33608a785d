// What the bench installs in every page it measures (an init script, so it runs
// before the page's own scripts) and the Node side that drives it. Times are
// the page's own clock (performance.now(), 0 = navigation start), so a busy
// machine's round trips to the browser do not count.

/**
 * Runs in the page. Records:
 * - `firstKey`: when `fill.value` was typed into the page's first field,
 *   `fill.selector`, at the end of the first frame painted once that field could
 *   take a key (it exists, and neither it nor a parent is disabled or inert): a
 *   person's first keystroke, as early as the page allows it (whether it was
 *   kept is read once the page settles: `kept`);
 * - `ready`: the frame in which a 'Continuar' button is first enabled (after
 *   that key, which the start screen's 'Continuar' waits for);
 * - `lcp`: the last largest-contentful-paint entry before input;
 * - `phases()`: when the HTML was parsed (domInteractive), when the last script
 *   received before `ready` arrived (responseEnd), and the first contentful paint;
 * - `handled`: per input event, from its timeStamp (window capture, before any
 *   handler) to a window bubble listener (after React's root listener);
 * - per armed keystroke, from keydown to the first frame painted after it in
 *   which the armed condition holds.
 */
export function installProbe(options) {
  const probe = { firstKey: null, ready: null, lcp: null, handled: [], armed: null };
  window.__bench = probe;

  // The end of the next frame: rAF runs before the paint, a message posted from it runs after.
  const afterNextPaint = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now());
      channel.port2.postMessage(null);
    });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // Paint entries are queued after the frame is shown: read when the probe is, not at `ready`.
  let fcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });

  // Where the wait for 'Continuar' went: a page's module scripts run once its HTML is
  // parsed and they have arrived; what follows the later of the two is their own work.
  probe.phases = () => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((r) => /\.m?js(\?|$)/.test(r.name) && r.responseEnd <= probe.ready);
    return {
      parsed: performance.getEntriesByType('navigation')[0]?.domInteractive ?? null,
      scriptsIn: scripts.length ? Math.max(...scripts.map((r) => r.responseEnd)) : null,
      fcp,
    };
  };

  let resolveReady;
  probe.whenReady = new Promise((resolve) => {
    resolveReady = resolve;
  });
  const enabledContinuar = () =>
    [...document.querySelectorAll('button')].some((b) => !b.disabled && b.textContent.trim() === 'Continuar');
  let filled = !options.fill;
  let seen = false;
  const takesKeys = (field) => field && !field.disabled && !field.closest('[inert]');
  const checkReady = () => {
    // 'Continuar' counts once the first key is in (the start screen's waits for it).
    if ((options.fill && probe.firstKey === null) || seen || !enabledContinuar()) return;
    seen = true;
    watch.disconnect();
    afterNextPaint((t) => {
      probe.ready = t;
      resolveReady(t);
    });
  };
  const watch = new MutationObserver(() => {
    if (!filled) {
      const field = document.querySelector(options.fill.selector);
      if (!takesKeys(field)) return;
      filled = true;
      afterNextPaint((t) => {
        // As a person's key would: the browser's native setter, then the input event it fires
        // (before the page's scripts run, nothing listens; the field keeps the text).
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(field, options.fill.value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        probe.firstKey = t;
        // A page drawn whole at once may change nothing more: 'Continuar' is looked at now too.
        checkReady();
      });
      return;
    }
    checkReady();
  });
  watch.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'inert'],
  });

  // Keystroke handled: capture on window runs first, bubble on window runs after every handler below it.
  let inputStart = 0;
  window.addEventListener(
    'input',
    (e) => {
      if (e.isTrusted) inputStart = e.timeStamp;
    },
    true,
  );
  window.addEventListener('input', (e) => {
    if (e.isTrusted) probe.handled.push(performance.now() - inputStart);
  });

  const described = (field) =>
    (field.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ');
  const holds = (arm) => {
    const field = document.getElementById(arm.id);
    if (!field) return false;
    if (arm.kind === 'value') return field.value.length >= arm.length;
    return described(field).includes(arm.text);
  };
  probe.arm = (arm) => {
    probe.armed = arm;
    probe.result = new Promise((resolve) => {
      probe.settle = resolve;
    });
  };
  window.addEventListener(
    'keydown',
    (e) => {
      const arm = probe.armed;
      if (!arm || !e.isTrusted) return;
      probe.armed = null;
      const start = e.timeStamp;
      let frames = 0;
      const check = () =>
        afterNextPaint((t) => {
          if (holds(arm)) probe.settle(t - start);
          else if (++frames > 300) probe.settle(null);
          else check();
        });
      check();
    },
    true,
  );
}

/** Types `text` into the field `#id` one key at a time; answers each key's delay to the frame where `until` holds. */
export async function typeMeasured(page, id, text, until) {
  const delays = [];
  for (let i = 0; i < text.length; i += 1) {
    const arm = until.kind === 'value' ? { id, kind: 'value', length: until.from + i + 1 } : { id, ...until };
    await page.evaluate((a) => window.__bench.arm(a), arm);
    await page.keyboard.type(text[i]);
    const delay = await page.evaluate(() => window.__bench.result);
    if (delay === null) throw new Error(`#${id}: the page never showed what key ${i + 1} of "${text}" should show`);
    delays.push(delay);
  }
  return delays;
}

export const readProbe = (page, fill) =>
  page.evaluate(
    (f) => ({
      firstKey: window.__bench.firstKey,
      // As typed, or as the field shows it ('5512345678' shown '55 1234 5678').
      kept: f ? document.querySelector(f.selector)?.value.replace(/[\s().-]/g, '') === f.value : null,
      ready: window.__bench.ready,
      lcp: window.__bench.lcp,
      phases: window.__bench.phases(),
      handled: [...window.__bench.handled],
    }),
    fill,
  );
export const whenReady = (page) => page.evaluate(() => window.__bench.whenReady);
