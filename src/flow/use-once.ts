// One tap, one run, for the buttons that send calls.
import { useRef } from 'react';
import { useLocation } from 'react-router';

/** What a run returns when it sent the person to another route or page. */
export const LEFT = 'left';
export type RunOutcome = typeof LEFT | undefined;

/**
 * `once(run)` ignores a tap while `run` is going. After a run that returned
 * LEFT it keeps ignoring taps: the next route (a transition) or page is drawn
 * later than the call's answer, and until then the old button is on screen and
 * enabled, since the loading overlay leaves with the answer. A run that stays
 * on the screen must put its next view on screen before it returns (flushSync),
 * for the same reason.
 */
export function useOnce() {
  // The address at which a run holds the taps: a screen that stays mounted
  // across a navigation (the same route, other params) takes taps again.
  const heldAt = useRef<string | null>(null);
  const { key } = useLocation();
  return async function once(run: () => Promise<unknown>): Promise<void> {
    if (heldAt.current === key) return;
    heldAt.current = key;
    let outcome: unknown;
    try {
      outcome = await run();
    } finally {
      if (outcome !== LEFT) heldAt.current = null;
    }
  };
}
