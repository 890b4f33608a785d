// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IdentityMountOptions } from '../../adapters/identity/identity-types';
import { sandboxIdentity } from '../../adapters/identity/sandbox-identity';
import { resetAllCalls } from '../../calls/call-state';
import { signingManifest, status } from '../../testing/signing-kit';
import { answer, polyfillDialog, renderStep, stubApi } from '../../testing/step-harness';
import ContractSign from './contract-sign';

const QUERY =
  'user_id=u1&user_type_id=SK&type=titular&titular_full_name=Juana%20P%C3%A9rez&collateral_full_name=Mar%C3%ADa%20L%C3%B3pez';
const ENTRY = `/send-contract-sign?${QUERY}`;
const STATUS_CALL = 'GET /v1/users/SK/u1/mati-status?verification_type=VERIFICATION&person_type=titular';
const REVIEW = '/SK/u1/Juana%20P%C3%A9rez/titular/Mar%C3%ADa%20L%C3%B3pez/review-documents';

/** ContractSign on its step, in the signing manifest, with the shell's overlay and error modal. */
const renderAt = (url: string) =>
  renderStep({ stepId: 'send-contract-sign', Screen: ContractSign, url, manifest: signingManifest, shell: true });

beforeAll(polyfillDialog);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetAllCalls();
});

const calls = (sent: { method: string; path: string }[]) => sent.map((s) => `${s.method} ${s.path}`);

describe('contract signing entry', () => {
  it('reads the identity status once; not approved: the widget runs as VERIFICATION', async () => {
    const sent = stubApi(() => status('REJECTED', 1));
    const router = renderAt(ENTRY);

    expect(screen.getByRole('heading', { level: 1, name: 'Firma de contrato' })).toBeInTheDocument();
    const simulate = await screen.findByRole('button', { name: 'Simular: rechazado' });
    expect(screen.getByRole('button', { name: 'Simular: aprobado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simular: en revisión' })).toBeInTheDocument();
    expect(calls(sent)).toEqual([STATUS_CALL]);

    await userEvent.click(simulate);
    expect(router.state.location.pathname).toBe(REVIEW);
    expect(router.state.location.search).toBe('?verification_type=VERIFICATION');
    expect(calls(sent)).toEqual([STATUS_CALL]);
  });

  it('approved: the widget gets the identity id and the flow goes on as REVERIFICATION', async () => {
    stubApi(() => status('APPROVED', 2, 'mati-42'));
    const mount = vi.spyOn(sandboxIdentity, 'mount');
    const router = renderAt(ENTRY);

    await userEvent.click(await screen.findByRole('button', { name: 'Simular: aprobado' }));
    const opts = mount.mock.calls.at(-1)?.[1] as IdentityMountOptions;
    expect(opts.identityId).toBe('mati-42');
    expect(opts.metadata).toEqual({
      user_id: 'u1',
      user_type_id: 'SK',
      person_type: 'titular',
      verification_type: 'REVERIFICATION',
      verifications_left: '2',
    });
    expect(router.state.location.pathname).toBe(REVIEW);
    expect(router.state.location.search).toBe('?verification_type=REVERIFICATION');
  });

  it('leaving the widget (cancelled) stays on the entry', async () => {
    stubApi(() => status(0));
    const mount = vi.spyOn(sandboxIdentity, 'mount');
    const router = renderAt(ENTRY);
    await screen.findByRole('button', { name: 'Simular: aprobado' });
    const opts = mount.mock.calls.at(-1)?.[1] as IdentityMountOptions;
    expect(opts.identityId).toBeUndefined();
    act(() => opts.onFinish('cancelled'));
    expect(router.state.location.pathname).toBe('/send-contract-sign');
  });

  it('no attempts left: says so, offers the support chat and shows no widget', async () => {
    stubApi(() => status('REJECTED', 0));
    renderAt(ENTRY);

    expect(await screen.findByText('Agotaste los intentos de verificación')).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: 'Contactar a soporte' });
    expect(chat).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/5215500000000\?text=/));
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: /^Simular/ })).not.toBeInTheDocument();
  });

  it('a link without its parameters: the new-link modal, and no call', async () => {
    const sent = stubApi(() => status('APPROVED'));
    renderAt('/send-contract-sign?user_id=u1&type=titular');

    const dialog = await screen.findByRole('dialog', { name: 'Necesitas un enlace nuevo' });
    expect(within(dialog).getByText(/Actualiza la app o contacta a tu analista/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Contactar a mi analista' })).toHaveAttribute(
      'href',
      `https://wa.me/5215500000000?text=${encodeURIComponent('Necesito un enlace nuevo para firmar mi contrato')}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver contrato' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("'Ver contrato' opens the window on the tap, then sends it to the document", async () => {
    const sent = stubApi((s) =>
      s.path.endsWith('/contract') ? answer({ data: { url: '/sandbox/contract.pdf' } }) : status('REJECTED', 1),
    );
    const win = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => win as unknown as Window);
    renderAt(ENTRY);
    await screen.findByRole('button', { name: 'Simular: aprobado' });

    await userEvent.click(screen.getByRole('button', { name: 'Ver contrato' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(win.opener).toBeNull();
    await waitFor(() => expect(win.location.href).toBe(`${window.location.origin}/sandbox/contract.pdf`));
    expect(calls(sent)).toEqual([STATUS_CALL, 'GET /v1/users/SK/u1/contract']);
    expect(win.close).not.toHaveBeenCalled();
  });

  it("a failed 'Ver contrato' closes the window and shows the error modal", async () => {
    stubApi((s) =>
      s.path.endsWith('/contract') ? answer({ message: 'contract not found' }, 404) : status('REJECTED', 1),
    );
    const win = { opener: null, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => win as unknown as Window);
    renderAt(ENTRY);
    await screen.findByRole('button', { name: 'Simular: aprobado' });

    await userEvent.click(screen.getByRole('button', { name: 'Ver contrato' }));
    expect(await screen.findByRole('dialog', { name: '¡Parece que hubo un error!' })).toHaveTextContent(
      'contract not found',
    );
    expect(win.close).toHaveBeenCalled();
    expect(win.location.href).toBe('about:blank');
  });

  it('a contract url that is no web address never reaches the window: it closes, and the error modal shows', async () => {
    stubApi((s) =>
      s.path.endsWith('/contract')
        ? answer({ data: { url: 'javascript:alert(document.cookie)' } })
        : status('REJECTED', 1),
    );
    const win = { opener: null, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => win as unknown as Window);
    renderAt(ENTRY);
    await screen.findByRole('button', { name: 'Simular: aprobado' });

    await userEvent.click(screen.getByRole('button', { name: 'Ver contrato' }));
    expect(await screen.findByRole('dialog', { name: '¡Parece que hubo un error!' })).toBeInTheDocument();
    expect(win.close).toHaveBeenCalled();
    expect(win.location.href).toBe('about:blank');
  });

  it('a failed status check shows the error modal, then can be tried again', async () => {
    const sent = stubApi((_s, n) => (n === 1 ? answer({ message: 'boom' }, 500) : status(0)));
    renderAt(ENTRY);

    const modal = await screen.findByRole('dialog', { name: '¡Parece que hubo un error!' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Entendido' }));
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('button', { name: 'Simular: aprobado' })).toBeInTheDocument();
    expect(calls(sent)).toEqual([STATUS_CALL, STATUS_CALL]);
  });
});
