// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetAllCalls } from '../../calls/call-state';
import { tracker } from '../../testing/calls';
import { signingManifest, status } from '../../testing/signing-kit';
import { answer, polyfillDialog, renderStep, stubApi } from '../../testing/step-harness';
import ErrorDocuments from './error-documents';

const LINK =
  'user_type_id=SK&user_id=u1&titular_full_name=Juana%20P%C3%A9rez&type=titular&collateral_full_name=Mar%C3%ADa%20L%C3%B3pez';
const calls = (sent: { method: string; path: string }[]) => sent.map((s) => `${s.method} ${s.path}`);

/** ErrorDocuments on its step, in the signing manifest, with the shell's overlay and error modal. */
const renderAt = (url: string) =>
  renderStep({ stepId: 'error-documents', Screen: ErrorDocuments, url, manifest: signingManifest, shell: true });

beforeAll(polyfillDialog);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetAllCalls();
});

describe('documents rejected', () => {
  it('reads the attempts with the verification_type; tips and Reiniciar back to the entry with the five ids', async () => {
    const sent = stubApi(() => status('REJECTED', 1));
    const router = renderAt(`/error-documents?verification_type=REVERIFICATION&${LINK}`);

    expect(screen.getByRole('heading', { level: 1, name: '¡Sucedió algo!' })).toBeInTheDocument();
    expect(screen.getByText('Tus documentos no pudieron ser validados.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Tu selfie debe coincidir con la foto de tu identificación.',
      'No tomes fotos de otras fotografías.',
      'Busca un lugar bien iluminado.',
      'La foto de tu identificación debe mostrar el frente y la vuelta.',
    ]);
    await vi.waitFor(() =>
      expect(calls(sent)).toEqual([
        'GET /v1/users/SK/u1/mati-status?verification_type=REVERIFICATION&person_type=titular',
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reiniciar evaluación' }));
    expect(router.state.location.pathname).toBe('/send-contract-sign');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      user_type_id: 'SK',
      user_id: 'u1',
      titular_full_name: 'Juana Pérez',
      type: 'titular',
      collateral_full_name: 'María López',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('no attempts left: the modal instead, with the support chat prefilled', async () => {
    stubApi(() => status('REJECTED', 0));
    renderAt(`/error-documents?verification_type=VERIFICATION&${LINK}`);

    const dialog = await screen.findByRole('dialog', { name: 'Intentos no disponibles' });
    expect(dialog).toHaveTextContent('¡Agotaste los intentos de verificación!');
    expect(within(dialog).getByRole('link', { name: 'Contactar a soporte' })).toHaveAttribute(
      'href',
      `https://wa.me/5215500000000?text=${encodeURIComponent('Mis documentos no pudieron ser validados')}`,
    );
    expect(screen.queryByRole('button', { name: 'Reiniciar evaluación' })).not.toBeInTheDocument();

    // Escape closes it; the page still offers the chat, never the restart.
    fireEvent(dialog, new Event('cancel'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contactar a soporte' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reiniciar evaluación' })).not.toBeInTheDocument();
  });

  it("shows the modal at once from the review's last answer, before its own read returns", async () => {
    tracker('contract').succeed('userMati', { status: 'REJECTED', verifications_left: 0, mati_identity_id: 'm' });
    let release: (r: Response) => void = () => {};
    const sent = stubApi(() => new Promise<Response>((resolve) => (release = resolve)));
    renderAt(`/error-documents?verification_type=VERIFICATION&${LINK}`);
    expect(screen.getByRole('dialog', { name: 'Intentos no disponibles' })).toBeInTheDocument();
    // Its own read then has the last word.
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    release(status('REJECTED', 1));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Reiniciar evaluación' })).toBeInTheDocument();
  });

  it('a failed read shows the error modal and keeps Reiniciar', async () => {
    stubApi(() => answer({ message: 'boom' }, 500));
    renderAt(`/error-documents?verification_type=VERIFICATION&${LINK}`);
    expect(await screen.findByRole('dialog', { name: '¡Parece que hubo un error!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reiniciar evaluación' })).toBeInTheDocument();
  });
});
