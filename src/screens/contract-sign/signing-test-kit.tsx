// Test helpers shared by the signing screens' tests (never imported by the app):
// the manifest with flows/signing.json, a step rendered under a memory router
// with the error modal and overlay of the shell, and a recording fetch stub.
import { render } from '@testing-library/react';
import { type ComponentType, StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import guarantor from '../../../flows/guarantor.json';
import onboarding from '../../../flows/onboarding.json';
import signing from '../../../flows/signing.json';
import { ErrorModal } from '../../app/error-modal';
import { FlowProvider } from '../../app/flow-context';
import { LoadingOverlay } from '../../app/loading-overlay';
import { countryProfile } from '../../config/country';
import { mergeFlows } from '../../engine/manifest';
import { asList } from '../../engine/paths';
import type { FlowFile, Manifest } from '../../engine/types';

/**
 * The signature step is another screen's; a stand-in with its path (spelling
 * and all) lets the approved button build its link.
 */
const signatureStandIn: FlowFile = {
  id: 'signature-stand-in',
  steps: {
    singning: {
      path: '/:user_type_id/:user_id/:person_type/singning',
      kind: 'message',
      title: 'Firma',
      buttons: [],
    },
  },
};

export const signingManifest: Manifest = mergeFlows([
  onboarding as unknown as FlowFile,
  guarantor as unknown as FlowFile,
  signing as unknown as FlowFile,
  signatureStandIn,
]);

/** jsdom has no showModal(): enough of <dialog> for the Modal component. */
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

/** Renders `stepId` with `Screen` at `url`; every other step is a marker paragraph. */
export function renderStep(stepId: string, Screen: ComponentType, url: string, m: Manifest = signingManifest) {
  const country = countryProfile('mx');
  const steps = Object.entries(m.steps).flatMap(([id, step]) =>
    asList(step.path).map((path) => ({
      path: step.match === 'prefix' && path !== '*' ? `${path}/*` : path,
      element: (
        <FlowProvider key={id} manifest={m} stepId={id} country={country}>
          {id === stepId ? <Screen /> : <p>{`step:${id}`}</p>}
        </FlowProvider>
      ),
    })),
  );
  const shell = (
    <>
      <Outlet />
      <LoadingOverlay />
      <ErrorModal />
    </>
  );
  const router = createMemoryRouter([{ element: shell, children: steps }], { initialEntries: [url] });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

export const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface Sent {
  method: string;
  /** From /v1/ on, with the query. */
  path: string;
}

/** Stubs fetch: `reply` answers each request; returns the requests as they are sent. */
export function stubApi(reply: (sent: Sent, n: number) => Response | Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const url = new URL(req.url);
      const s = { method: req.method, path: `${url.pathname.replace(/^.*?(?=\/v1\/)/, '')}${url.search}` };
      sent.push(s);
      return reply(s, sent.length);
    }),
  );
  return sent;
}

/** A mati-status answer. */
export const status = (s: 'APPROVED' | 'REJECTED' | 'UNDER_REVIEW' | 0, left = 2, id = 'mati-9') =>
  answer({ data: { status: s, verifications_left: left, mati_identity_id: id } });
