// Each step's own speed, as the person felt it, on that step's span (sentry.ts):
//
// - `step.lcp` (ms): for the first step, the page load's largest contentful paint
//   (the last before the person's first input); for a step reached from another, the
//   time from the tap or key that led there to the new step's first paint.
// - `step.inp` (ms): the step's slowest interaction, the longest Event Timing duration
//   of a tap or key made while it was on screen (INP's own measure, for one step).
//
// Sentry's page-level vitals (LCP, CLS, INP of the whole visit) come from its own
// webVitals integration; the flow's steps are navigations of one page, which those do
// not split. Only numbers are set: no element, no address, no text.

/** What a step's span must take: a number under a name. */
export interface StepSpan {
  setAttribute(key: string, value: number): unknown;
}

interface Step {
  span: StepSpan;
  /** When it began (performance.now()): an interaction before it belongs to the step before. */
  began: number;
  slowest: number;
}

/** The end of the next frame: rAF runs before the paint, a message posted from it runs after. */
function afterNextPaint(callback: (at: number) => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback(performance.now());
    channel.port2.postMessage(null);
  });
}

/** Interactions no faster than this are recorded (the Event Timing API's floor is 16 ms). */
const EVENT_THRESHOLD_MS = 16;

export function watchStepVitals(): { begin(span: StepSpan | undefined, reached: boolean): void } {
  const steps: Step[] = [];
  let first: Step | undefined;
  let lastInput = Number.NaN;
  let pageLcp = Number.NaN;
  let inputSeen = false;
  const input = (e: Event) => {
    lastInput = e.timeStamp;
    inputSeen = true;
  };
  window.addEventListener('pointerdown', input, { capture: true, passive: true });
  window.addEventListener('keydown', input, { capture: true, passive: true });

  const observe = (type: string, handle: (entries: PerformanceEntryList) => void, options = {}) => {
    try {
      new PerformanceObserver((list) => handle(list.getEntries())).observe({ type, buffered: true, ...options });
    } catch {
      /* an engine without this entry type (Safari: event, largest-contentful-paint): nothing to add */
    }
  };
  observe('largest-contentful-paint', (entries) => {
    if (inputSeen) return;
    for (const entry of entries) pageLcp = entry.startTime;
    first?.span.setAttribute('step.lcp', Math.round(pageLcp));
  });
  observe(
    'event',
    (entries) => {
      for (const entry of entries as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        const step = [...steps].reverse().find((s) => s.began <= entry.startTime);
        if (!step || entry.duration <= step.slowest) continue;
        step.slowest = entry.duration;
        step.span.setAttribute('step.inp', Math.round(entry.duration));
      }
    },
    { durationThreshold: EVENT_THRESHOLD_MS },
  );

  return {
    /** A step is on screen; `reached`: from another step (not the page load). */
    begin(span, reached) {
      if (!span) return;
      const began = performance.now();
      const before = steps.at(-1);
      const step = { span, began, slowest: 0 };
      steps.push(step);
      // Two are enough: an interaction's entry arrives within a frame or two of its paint.
      if (steps.length > 2) steps.shift();
      if (!reached) {
        first = step;
        if (Number.isFinite(pageLcp)) span.setAttribute('step.lcp', Math.round(pageLcp));
        return;
      }
      first = undefined;
      // From the tap or key made on the step before; a step reached with none (a poll's answer), from its start.
      const from = before && lastInput >= before.began ? lastInput : began;
      afterNextPaint((painted) => span.setAttribute('step.lcp', Math.round(painted - from)));
    },
  };
}
