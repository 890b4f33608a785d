// A form step's page arrives with its form already rendered by the build
// (scripts/prerender.ts): the person sees the form while the scripts load, and
// React adopts that markup (hydration, main.tsx) instead of drawing it again.
import { type ReactNode, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React adopts the build's markup, true from the render after it,
 * and always true for a screen React draws itself. Until then the page's fields
 * take what is typed (src/form/adopt-typed.ts hands it to the app), but its
 * buttons wait: React does not run them yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * Thrown while hydrating by a screen whose first render differs from the build's
 * (a draft or a prefill fills the form the build rendered empty). The page's
 * draft guard (scripts/draft-guard.ts) has most such pages drawn, not adopted; this
 * is the net for the rest (a value the guard cannot see). React then
 * draws that screen afresh, as it does for any error while hydrating: the one
 * error of the kind that is expected, so it is not reported.
 */
export class PrerenderMismatch extends Error {
  constructor(what: string) {
    super(`the prerendered screen differs: ${what}`);
    this.name = 'PrerenderMismatch';
  }
}

/** hydrateRoot's onRecoverableError: React's own report (the page's error event, so Sentry too), except a PrerenderMismatch. */
export function reportHydrationError(error: unknown): void {
  const cause = error instanceof Error ? error.cause : undefined;
  if (error instanceof PrerenderMismatch || cause instanceof PrerenderMismatch) return;
  window.reportError(error);
}

/**
 * A screen's page (`.page`). `asBuilt`: the screen's first render is the build's
 * (its form starts empty); a page that is not cannot be adopted.
 */
export function Page({ asBuilt, children }: { asBuilt: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated && !asBuilt) throw new PrerenderMismatch('the form starts with values');
  return <div className="page">{children}</div>;
}
