// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signingManifest } from '../../testing/signing-kit';
import { renderStep, stubApi } from '../../testing/step-harness';
import ApprovedDocuments from './approved-documents';

/** ApprovedDocuments on its step, in the signing manifest, with the shell's overlay and error modal. */
const renderAt = (url: string) =>
  renderStep({ stepId: 'approved-documents', Screen: ApprovedDocuments, url, manifest: signingManifest, shell: true });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('documents approved', () => {
  it('says so and goes on to /{user_type_id}/{user_id}/{person_type}/singning', async () => {
    const sent = stubApi(() => new Response(null, { status: 500 }));
    const router = renderAt('/approved-documents?user_type_id=SK&user_id=u1&type=collateral');
    expect(screen.getByRole('heading', { level: 1, name: '¡Fueron aprobados tus documentos!' })).toBeInTheDocument();
    expect(screen.getByText('Puedes continuar con la parte de la firma del contrato.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(router.state.location.pathname).toBe('/SK/u1/collateral/singning');
    expect(sent).toEqual([]);
  });

  it('without the ids it cannot build the link: it says so instead of a broken button', () => {
    renderAt('/approved-documents');
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No encontramos los datos de tu firma en este enlace.');
  });
});
