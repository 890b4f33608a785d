// What loads when, in one place: the first screen carries only itself (the phone
// entry, React, the router, the shell); the rest comes when it is needed, and a deep
// link's screen comes whole. Each trick with its why:
// - the form engine (rjsf, the validators) and the message screen load with a step
//   that shows them (FormStep, MessageStep below), every custom screen with its own
//   step (screens/registry.ts, lazyScreen);
// - a step's copy, screen and form module load together (preloadStep): one round trip
//   on a slow network, not three in a row;
// - a deep link's step is loaded before the first render (preloadAddress, startApp),
//   which then shows it at once instead of 'Cargando' and a throttled swap;
// - the HTTP client and the operations come with the first interaction (warmCalls);
// - elsewhere, by their nature: the flow files' copy comes with each flow's first step
//   (engine/flow-loader.ts); the start screen fetches its code view, the anonymous id,
//   the routing after the code and the reverse-OTP notice when it needs them (one block
//   at the top of screens/start/start-screen.tsx); Sentry and Segment start after the
//   first screen (adapters/observability/start.ts).
import { type ComponentType, type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { warmApi } from '../api/warm';
import { loadOperations } from '../calls/run';
import type { Country } from '../config/country';
import { stepPromise } from '../engine/flow-loader';
import type { StepSource } from '../engine/types';
import { lazyScreen, preloadScreen } from '../screens/lazy-screen';
import { reportHydrationError } from '../ui/hydration';
import { routesThatCanMatch } from './route-match';

// RJSF and the validators stay off the first screen's critical path.
export const FormStep = lazyScreen(() => import('../screens/form-step/form-step'));
export const MessageStep = lazyScreen(() => import('../screens/message-step/message-step'));

/**
 * Everything a step's first render waits for — its definition (copy), its
 * screen's chunk and, for a form, its module (validator, schema, uiSchema) —
 * started together, so that a slow network pays one round trip instead of
 * three in a row. The module cache makes the later imports free.
 */
export function preloadStep(
  source: StepSource,
  stepId: string,
  country: Country,
  Screen: ComponentType,
): Promise<unknown> {
  const entry = source.index.steps[stepId];
  const loads: Promise<unknown>[] = [stepPromise(source, stepId), preloadScreen(Screen)];
  const schema = entry?.kind === 'form' ? entry.schema : undefined;
  // The map of step modules is in a lazy chunk (kept off the first screen).
  if (schema) loads.push(import('../screens/form-step/step-modules').then((m) => m.stepModule(country.code, schema)));
  return Promise.all(loads);
}

export type RouteHandle = { preload: () => Promise<unknown> };

/**
 * Loads what the step at `pathname` renders with (preloadStep), so that the
 * app's first render shows a deep link's screen whole: no route suspends, and
 * no 'Cargando' fallback is committed only to be replaced.
 */
export function preloadAddress(routes: RouteObject[], pathname: string): Promise<unknown> {
  // Among the routes that can match only: React Router ranks all it is given (see routesThatCanMatch),
  // and this runs in the entry's evaluation, before the first render.
  const handle = matchRoutes(routesThatCanMatch(routes, pathname), pathname)?.at(-1)?.route.handle as
    | RouteHandle
    | undefined;
  return handle ? handle.preload() : Promise.resolve();
}

/**
 * The first render, once the address's step is at hand: adopting the form the build
 * rendered into the page, or drawing the app after its step arrived (or 3 s passed).
 */
export function startApp(root: HTMLElement, app: ReactNode, preloadFirstStep: (pathname: string) => Promise<unknown>) {
  // In a transition, React renders in slices of a few milliseconds: a slow phone's
  // main thread never freezes for the whole first render (Lighthouse's TBT).
  const render = () => startTransition(() => createRoot(root).render(app));

  if (root.hasAttribute('data-prerendered')) {
    // A form step's page holds the form the build rendered (scripts/prerender.ts),
    // on show and taking keys, while the step's code (preloaded by the page) arrives. React
    // then adopts that markup instead of drawing it again (hydration runs in slices
    // too). No time limit: the form is on screen meanwhile. Should the code fail to
    // load, the app draws itself and the route shows its spinner, retry included.
    preloadFirstStep(window.location.pathname).then(
      () => hydrateRoot(root, app, { onRecoverableError: reportHydrationError }),
      render,
    );
  } else {
    // A deep link's step (its copy, screen and form: the step's page, a copy of
    // index.html, has been preloading them alongside this script) is awaited before
    // the first render, which then shows the whole screen at once. Rendering first
    // would commit a 'Cargando' fallback and React would hold the screen back for
    // its fallback throttle (300 ms). index.html shows 'Cargando' meanwhile. On a
    // network too slow for the limit, or offline, the app renders anyway and the
    // route shows its own spinner, retry included.
    const FIRST_STEP_WAIT_MS = 3000;
    Promise.race([
      preloadFirstStep(window.location.pathname),
      new Promise((wait) => setTimeout(wait, FIRST_STEP_WAIT_MS)),
    ])
      .catch(() => undefined)
      .then(render);
  }
}

/** The HTTP client and the operations are not part of the first screen: they come with the first tap, key or focus. */
export function warmCalls(): void {
  warmApi(window, loadOperations);
}
