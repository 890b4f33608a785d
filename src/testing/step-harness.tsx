// The harness of the screen tests (never imported by the app). A screen is
// tested inside the real route table of a manifest, so that where it navigates
// is observable (the router's location, or the `step:<id>` marker of the step
// it lands on), and against a stubbed fetch, so that what it sends is recorded
// and every answer is the test's to choose.
import { render } from '@testing-library/react';
import { type ComponentType, StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ErrorModal } from '../app/error-modal';
import { LoadingOverlay } from '../app/loading-overlay';
import { type Country, countryProfile } from '../config/country';
import { manifest as appManifest } from '../engine/manifest';
import { asList } from '../engine/paths';
import type { Manifest } from '../engine/types';
import { FlowProvider } from '../flow/flow-context';

export interface StepOptions {
  /** The step whose routes render `Screen`. */
  stepId: string;
  Screen: ComponentType;
  /** Where the router starts: path and query. */
  url: string;
  /** Whose routes to build: the app's unless a test merges other flows. */
  manifest?: Manifest;
  /** The profile each step gets: Mexico's unless said otherwise. */
  country?: Country;
  /**
   * Under StrictMode, as the app runs in development: effects run twice, so a
   * screen that sends twice or breaks on remount fails here. Off only where a
   * test counts what one mount does.
   */
  strict?: boolean;
  /**
   * The shell's loading overlay and error modal around the routes, for screens
   * whose failures show there; off by default, so a screen's own status and
   * dialogs are the only ones on the page.
   */
  shell?: boolean;
  /** Other steps shown by a real screen rather than the marker (where the screen under test goes next). */
  also?: Record<string, ComponentType>;
}

/**
 * Renders the manifest's routes in a memory router at `url`: `Screen` on
 * `stepId`, a `step:<id>` paragraph on every other step, each in its
 * FlowProvider as the app does. Returns the router, whose state tells where
 * the screen went.
 */
export function renderStep({
  stepId,
  Screen,
  url,
  manifest = appManifest,
  country = countryProfile('mx'),
  strict = true,
  shell = false,
  also = {},
}: StepOptions) {
  const steps = Object.entries(manifest.steps).flatMap(([id, step]) => {
    const Shown = id === stepId ? Screen : also[id];
    const element = (
      <FlowProvider key={id} manifest={manifest} stepId={id} step={step} country={country}>
        {Shown ? <Shown /> : <p>{`step:${id}`}</p>}
      </FlowProvider>
    );
    // As the app's router: a `prefix` step also takes the paths below it.
    return asList(step.path).map((path) => ({
      path: step.match === 'prefix' && path !== '*' ? `${path}/*` : path,
      element,
    }));
  });
  const chrome = (
    <>
      <Outlet />
      <LoadingOverlay />
      <ErrorModal />
    </>
  );
  const routes = shell ? [{ element: chrome, children: steps }] : steps;
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const app = <RouterProvider router={router} />;
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return router;
}

/** A JSON answer, as the API gives them. */
export const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** One request the app sent. */
export interface Sent {
  method: string;
  /** From /v1/ on (the base URL is configuration, not behaviour), with the query. */
  path: string;
  /** The parsed JSON body; undefined when there is none. */
  body: unknown;
}

/**
 * Stubs fetch: `reply` answers each request, given it and its number (1 for
 * the first), so a test can answer by path or fail only the first try.
 * Returns the requests, recorded as they are sent. Undo with
 * vi.unstubAllGlobals().
 */
export function stubApi(reply: (sent: Sent, n: number) => Response | Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const url = new URL(req.url);
      // Only a request with a body waits to be read: one without is recorded
      // the moment fetch is called, which the tests with fake clocks count on.
      const text = req.body ? await req.clone().text() : '';
      const s: Sent = {
        method: req.method,
        path: url.pathname.replace(/^.*?(?=\/v1\/)/, '') + url.search,
        body: text ? JSON.parse(text) : undefined,
      };
      sent.push(s);
      return reply(s, sent.length);
    }),
  );
  return sent;
}

/** jsdom has no showModal(): enough of <dialog> (open/close by the attribute) for the Modal component. */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void };
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
