import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchStepVitals } from './step-vitals';

/** The browser's performance entries, handed to the observers by type as a test says. */
const observers = new Map<string, (entries: object[]) => void>();
class FakeObserver {
  constructor(private readonly callback: (list: { getEntries: () => object[] }) => void) {}
  observe({ type }: { type: string }) {
    observers.set(type, (entries) => this.callback({ getEntries: () => entries }));
  }
}
const deliver = (type: string, entries: object[]) => observers.get(type)?.(entries);

/** A tap at `at` (performance.now() time), as the browser stamps it. */
function tap(at: number) {
  const e = new Event('pointerdown');
  Object.defineProperty(e, 'timeStamp', { value: at });
  window.dispatchEvent(e);
}

let now = 0;
beforeEach(() => {
  observers.clear();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  // The frame's paint and the message after it, at once.
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => run());
  vi.stubGlobal(
    'MessageChannel',
    class {
      port1: { onmessage?: () => void } = {};
      port2 = { postMessage: () => this.port1.onmessage?.() };
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const span = () => ({ setAttribute: vi.fn() });

describe("each step's own speed on its span", () => {
  it("the first step: the page's LCP, the last before the person's first input", () => {
    const vitals = watchStepVitals();
    const first = span();
    deliver('largest-contentful-paint', [{ startTime: 640 }]);
    vitals.begin(first, false);
    expect(first.setAttribute).toHaveBeenLastCalledWith('step.lcp', 640);
    deliver('largest-contentful-paint', [{ startTime: 910 }]);
    expect(first.setAttribute).toHaveBeenLastCalledWith('step.lcp', 910);
    tap(2000);
    // A larger paint after the first tap is the page answering, not loading.
    deliver('largest-contentful-paint', [{ startTime: 2400 }]);
    expect(first.setAttribute).toHaveBeenLastCalledWith('step.lcp', 910);
  });

  it('a step reached by a tap: from the tap to its first paint (the call between included)', () => {
    const vitals = watchStepVitals();
    now = 1000;
    vitals.begin(span(), false);
    tap(5000);
    now = 6800; // the answer came, the next step painted
    const next = span();
    vitals.begin(next, true);
    expect(next.setAttribute).toHaveBeenCalledWith('step.lcp', 1800);
  });

  it('a step reached with no tap on the step before (a poll answered): from its own start', () => {
    const vitals = watchStepVitals();
    tap(100);
    now = 1000;
    vitals.begin(span(), false);
    now = 9000;
    const next = span();
    vitals.begin(next, true);
    expect(next.setAttribute).toHaveBeenCalledWith('step.lcp', 0);
  });

  it('the slowest interaction of each step, on that step, however late its entry arrives', () => {
    const vitals = watchStepVitals();
    now = 0;
    const first = span();
    vitals.begin(first, false);
    deliver('event', [
      { interactionId: 1, duration: 48, startTime: 300 },
      { interactionId: 0, duration: 400, startTime: 310 }, // no interaction (a hover)
      { interactionId: 2, duration: 136, startTime: 900 },
      { interactionId: 3, duration: 72, startTime: 1200 },
    ]);
    expect(first.setAttribute.mock.calls.filter(([k]) => k === 'step.inp').at(-1)).toEqual(['step.inp', 136]);
    now = 3000;
    const second = span();
    vitals.begin(second, true);
    // The tap that left the first step, reported after the second began.
    deliver('event', [
      { interactionId: 4, duration: 200, startTime: 2500 },
      { interactionId: 5, duration: 24, startTime: 3100 },
    ]);
    expect(first.setAttribute).toHaveBeenLastCalledWith('step.inp', 200);
    expect(second.setAttribute).toHaveBeenLastCalledWith('step.inp', 24);
  });
});
