// One measured visit of a page under the throttled profile: its first keystroke
// kept, load to an enabled 'Continuar', LCP, the phases before it (probe.mjs), and
// on the form pages the typing figures: the rest of 'Nombre(s)' after that first
// key (19 keys), a failed 'Continuar', then 20 invalid keys into 'Apellido
// paterno' while its message shows.
import { networkQuiet, openPage } from './browser.mjs';
import { readProbe, typeMeasured, whenReady } from './probe.mjs';
import { percentile } from './stats.mjs';

export const VALID_TYPING = 'Maria Fernanda Lopez';
export const INVALID_TYPING = '0scar Perez Lopez 12';
const REQUIRED_PATERNAL = '* Ingresa el apellido paterno !';
const INVALID_PATERNAL = '* El formato del apellido paterno es inválido, solo se aceptan letras.';

/** `throttled`: true for 4x CPU and slow 4G, 'cpu' for 4x CPU alone (scripts/bench/profile.mjs). */
export async function measureVisit(browser, target, throttled = true) {
  const { context, page, url, inFlight } = await openPage(browser, target, { throttled });
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await whenReady(page);
    await networkQuiet(page, inFlight);
    const loaded = await readProbe(page, target.fill);
    // The first key must still be in its field once the page has settled: a key the page lost
    // (typed into a field it then redrew, or one no script heard of) is no first keystroke.
    if (target.fill && !loaded.kept)
      throw new Error(`${target.label}: the key typed at ${loaded.firstKey?.toFixed(0)} ms was lost`);
    const result = { firstKey: loaded.firstKey, ready: loaded.ready, lcp: loaded.lcp, ...loaded.phases };
    if (!target.form) return result;

    // The first key was VALID_TYPING's first letter: the rest follows it.
    await page.focus('#root_names');
    await page.keyboard.press('End');
    const typed = await typeMeasured(page, 'root_names', VALID_TYPING.slice(1), { kind: 'value', from: 1 });
    await showMessages(page);
    const messaged = await typeMeasured(page, 'root_first_lastname', INVALID_TYPING, {
      kind: 'message',
      text: INVALID_PATERNAL,
    });
    const { handled } = await readProbe(page);
    if (handled.length < VALID_TYPING.length - 1 + INVALID_TYPING.length)
      throw new Error(`${target.label}: only ${handled.length} input events were seen`);
    return {
      ...result,
      fieldP50: percentile(typed, 50),
      fieldP95: percentile(typed, 95),
      messageP50: percentile(messaged, 50),
      messageP95: percentile(messaged, 95),
      handledP50: percentile(handled, 50),
      handledP95: percentile(handled, 95),
    };
  } finally {
    await context.close();
  }
}

/** Taps 'Continuar' on the incomplete form, waits for the paternal surname's message, and focuses that field. */
async function showMessages(page) {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForFunction((text) => {
    const f = document.getElementById('root_first_lastname');
    const ids = (f?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.some((id) => document.getElementById(id)?.textContent?.includes(text));
  }, REQUIRED_PATERNAL);
  await page.click('#root_first_lastname');
}

/** Longer than any pause a page waits for before it acts on the keys typed. */
const SETTLE_AFTER_TYPING_MS = 1000;

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];

/**
 * Main-thread CPU per keystroke once the messages show (a baseline ratio), unthrottled:
 * after a failed 'Continuar', a trace covers the 20
 * invalid keys typed into 'Apellido paterno', each awaited until its message
 * is painted, and the second after them; the renderer's main-thread thread time
 * over those keys and what they left for later, divided by their number. The
 * probe's own round trips cost the same on every page.
 */
export async function measureKeystrokeCpu(browser, target) {
  const { context, page, url, inFlight } = await openPage(browser, target, { throttled: false });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await whenReady(page);
    await networkQuiet(page, inFlight);
    await showMessages(page);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await typeMeasured(page, 'root_first_lastname', INVALID_TYPING, { kind: 'message', text: INVALID_PATERNAL });
    // Work a page leaves for later is counted too: the app's form hears of the keys once
    // typing pauses (src/form/form-model.ts, TYPING_PAUSE_MS = 250 ms).
    await page.waitForTimeout(SETTLE_AFTER_TYPING_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    // The renderer's main thread is the one that dispatched the keys.
    const key = traceEvents.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown');
    if (!key) throw new Error(`${target.label}: the trace has no keydown`);
    return { perKey: taskTime(traceEvents, key.pid, key.tid, 0).cpu / INVALID_TYPING.length };
  } finally {
    await context.close();
  }
}

/**
 * Main-thread CPU from navigation to settled (an enabled 'Continuar' and a quiet
 * network), with neither CPU nor network throttled, from a trace: the thread
 * time (tdur) of the page renderer's main-thread tasks since its
 * navigationStart. Thread time leaves out the time the thread waited for a
 * core, which on a busy machine is most of the wall time.
 */
export async function measureCpu(browser, target) {
  const { context, page, url, inFlight } = await openPage(browser, target, { throttled: false });
  try {
    // RunTask is in the timeline categories; navigationStart in blink.user_timing.
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'commit' });
    await whenReady(page);
    await networkQuiet(page, inFlight);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    return mainThreadTime(traceEvents, url);
  } finally {
    await context.close();
  }
}

/** Sums the main-thread tasks of the renderer that loaded `url`, from its navigationStart on. */
export function mainThreadTime(events, url) {
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  if (!start) throw new Error(`the trace has no navigationStart for ${url}`);
  const main = events.find((e) => e.name === 'thread_name' && e.pid === start.pid && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error(`the trace has no main thread for ${url}`);
  return taskTime(events, start.pid, main.tid, start.ts);
}

/** Thread time and wall time (ms) of one thread's tasks (RunTask) from `fromTs` on. */
function taskTime(events, pid, tid, fromTs) {
  const tasks = events.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === pid && e.tid === tid && e.ts >= fromTs,
  );
  const ms = (field) => tasks.reduce((sum, e) => sum + (e[field] ?? 0), 0) / 1000;
  return { cpu: ms('tdur'), wall: ms('dur') };
}
