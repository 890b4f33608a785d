// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import guarantor from '../../../flows/guarantor.json';
import onboarding from '../../../flows/onboarding.json';
import { publicIp } from '../../adapters/public-ip';
import { callState, firstCallError, resetAllCalls, useCallStore } from '../../calls/call-state';
import { mergeFlows } from '../../engine/manifest';
import type { FlowFile } from '../../engine/types';
import { answer, renderStep, stubApi } from '../../testing/step-harness';
import AvalConsent, { validationResult } from './aval-consent';
import { browser } from './leave';

vi.mock('../../adapters/public-ip', () => ({ publicIp: vi.fn() }));

const manifest = mergeFlows([onboarding, guarantor] as unknown as FlowFile[]);
const renderAt = (url: string, strict = true) =>
  renderStep({ stepId: 'verify-aval-phone', Screen: AvalConsent, url, manifest, strict });

const LINK = new URLSearchParams({
  user_id: 'u-5512345670',
  user_type_id: 'SK',
  collateral_id: 'c-42',
  shopkeeper_name: 'Juan Pérez',
  collateral_name: 'María López',
}).toString();
const CONSENT_URL = `/verify-aval-phone?${LINK}`;
const acceptButton = () => screen.getByRole('button', { name: 'Aceptar Consulta' });
const noStoredError = () => expect(firstCallError(useCallStore.getState())).toBeNull();

beforeEach(() => {
  vi.mocked(publicIp).mockResolvedValue('201.141.10.20');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(publicIp).mockReset();
  resetAllCalls();
});

describe('guarantor consent, default view', () => {
  it("shows a link's names cut to a name's length: a link cannot put a paragraph on the lender's page", () => {
    stubApi(() => answer({ data: {} }));
    const pitch = 'tu cuenta está bloqueada, llama de inmediato al 55 1234 5678 para no perder tu crédito';
    const link = new URLSearchParams({
      ...Object.fromEntries(new URLSearchParams(LINK)),
      shopkeeper_name: `Juan ${pitch}`,
    });
    renderAt(`/verify-aval-phone?${link}`);
    const line = screen.getByText(/tiene una solicitud de crédito/);
    expect(line.textContent).toContain('Juan tu cuenta está bloqueada');
    expect(line.textContent).toContain('…');
    expect(line.textContent).not.toContain('no perder tu crédito');
  });

  it('greets the guarantor by name, names the shopkeeper and the lender, and checks no session', () => {
    const sent = stubApi(() => answer({ data: {} }));
    renderAt(CONSENT_URL);
    expect(screen.getByText('Financiera Tendero', { selector: '.brand-name' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '¡Hola María López!' })).toBeInTheDocument();
    expect(screen.getByText('Juan Pérez tiene una solicitud de crédito y te eligió como su aval.')).toBeInTheDocument();
    expect(
      screen.getByText('Para continuar, acepta la consulta de tu historial crediticio a favor de Financiera Tendero.'),
    ).toBeInTheDocument();
    expect(acceptButton()).toBeEnabled();
    expect(sent).toEqual([]);
    expect(validationResult(callState('collateral', 'validationResult'))).toBe('empty');
  });

  it('"Aceptar Consulta" sends the consent with the public IP; no redirection → ¡Excelente!', async () => {
    const sent = stubApi(() => answer({ data: {} }));
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderAt(CONSENT_URL);
    await userEvent.click(acceptButton());

    const heading = await screen.findByRole('heading', { name: '¡Excelente!' });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/v1/users/aval/reverse-otp',
        body: {
          account_type_id: 'SK',
          account_id: 'u-5512345670',
          collateral_id: 'c-42',
          ip_address: '201.141.10.20',
        },
      },
    ]);
    expect(publicIp).toHaveBeenCalledTimes(1);
    expect(
      screen.getByText(
        'Aceptaste la consulta de tu historial crediticio. Financiera Tendero se pondrá en contacto contigo por teléfono.',
      ),
    ).toBeInTheDocument();
    expect(heading).toHaveFocus();
    expect(assign).not.toHaveBeenCalled();
  });

  it('follows the redirection_url the answer carries', async () => {
    stubApi(() => answer({ data: { redirection_url: 'https://validate.example.test/phone?s=1' } }));
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderAt(CONSENT_URL);
    await userEvent.click(acceptButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://validate.example.test/phone?s=1'));
    expect(screen.getByText('Te estamos llevando al siguiente paso', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceptar Consulta' })).not.toBeInTheDocument();
  });

  it('never follows a redirection that is not a web address', async () => {
    stubApi(() => answer({ data: { redirection_url: 'javascript:alert(1)' } }));
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderAt(CONSENT_URL);
    await userEvent.click(acceptButton());
    expect(await screen.findByRole('heading', { name: '¡Excelente!' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a failed consent is kept quiet: no error modal, no server text, a line and the button to retry', async () => {
    let fail = true;
    const sent = stubApi(() =>
      fail
        ? answer({ message: 'collateral not found', readable_message: 'Aval inexistente' }, 404)
        : answer({ data: {} }),
    );
    renderAt(CONSENT_URL);
    await userEvent.click(acceptButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos registrar tu aceptación. Inténtalo de nuevo en unos momentos.',
    );
    expect(screen.queryByText(/collateral not found|Aval inexistente/)).not.toBeInTheDocument();
    noStoredError();
    // Spec 8 'Consent failure: stored as an error': kept in its slice, not shown by the modal.
    expect(callState('collateral', 'redirectionUrlObject')).toMatchObject({
      loading: false,
      data: null,
      error: { status: 404, message: 'collateral not found' },
    });

    fail = false;
    await userEvent.click(acceptButton());
    expect(await screen.findByRole('heading', { name: '¡Excelente!' })).toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(2);
    expect(callState('collateral', 'redirectionUrlObject').error).toBeNull();
  });

  it('a double tap sends once', async () => {
    let release: (r: Response) => void = () => {};
    const sent = stubApi(() => new Promise<Response>((resolve) => (release = resolve)));
    renderAt(CONSENT_URL);
    const button = acceptButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(button).toBeDisabled();
    release(answer({ data: {} }));
    expect(await screen.findByRole('heading', { name: '¡Excelente!' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('without names: a plain greeting and "Una persona"', () => {
    stubApi(() => answer({ data: {} }));
    renderAt('/verify-aval-phone?user_id=u-1&user_type_id=SK&collateral_id=c-1');
    expect(screen.getByRole('heading', { level: 1, name: '¡Hola!' })).toBeInTheDocument();
    expect(
      screen.getByText('Una persona tiene una solicitud de crédito y te eligió como su aval.'),
    ).toBeInTheDocument();
  });

  it('a link without the ids says it is incomplete and offers no consent', () => {
    const sent = stubApi(() => answer({ data: {} }));
    renderAt('/verify-aval-phone?collateral_name=Mar%C3%ADa&user_id=u-1');
    expect(screen.getByText(/Este enlace no está completo/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceptar Consulta' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('guarantor consent, back from the phone validation (sessionUuid)', () => {
  it('checks the session once (PUT {session_id}), showing progress; valid → ¡Excelente!', async () => {
    let release: (r: Response) => void = () => {};
    const sent = stubApi(() => new Promise<Response>((resolve) => (release = resolve)));
    renderAt(`/verify-aval-phone?sessionUuid=ok-1&${LINK}`);

    expect(screen.getByRole('status')).toHaveTextContent('Estamos validando tu número de teléfono');
    expect(screen.queryByRole('button', { name: 'Aceptar Consulta' })).not.toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    release(answer({ data: { session_id: 'ok-1' } }));

    expect(await screen.findByRole('heading', { name: '¡Excelente!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Validamos tu número de teléfono. Financiera Tendero se pondrá en contacto contigo por teléfono.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PUT', path: '/v1/users/aval/reverse-otp', body: { session_id: 'ok-1' } }]);
    expect(validationResult(callState('collateral', 'validationResult'))).toBe('success');
  });

  it('validationResult runs empty → loading → success', async () => {
    let release: (r: Response) => void = () => {};
    stubApi(() => new Promise<Response>((resolve) => (release = resolve)));
    const seen: string[] = [validationResult(callState('collateral', 'validationResult'))];
    const unsubscribe = useCallStore.subscribe(() => {
      const now = validationResult(callState('collateral', 'validationResult'));
      if (now !== seen.at(-1)) seen.push(now);
    });
    renderAt('/verify-aval-phone?sessionUuid=ok-3', false);
    await waitFor(() => expect(seen).toEqual(['empty', 'loading']));
    release(answer({ data: {} }));
    await screen.findByRole('heading', { name: '¡Excelente!' });
    unsubscribe();
    expect(seen).toEqual(['empty', 'loading', 'success']);
  });

  it('invalid → ¡Lo sentimos! with a technical-support chat, and no error modal', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    stubApi(() => answer({ message: 'session not found' }, 404));
    renderAt('/verify-aval-phone?sessionUuid=expired-9');

    expect(await screen.findByRole('heading', { name: '¡Lo sentimos!' })).toBeInTheDocument();
    expect(validationResult(callState('collateral', 'validationResult'))).toBe('error');
    noStoredError();
    await userEvent.click(screen.getByRole('button', { name: 'Contactar a soporte técnico' }));
    expect(open).toHaveBeenCalledWith(
      `https://wa.me/5215500000000?text=${encodeURIComponent(
        'Hola, soy aval de una solicitud de crédito y no pude validar mi número de teléfono.',
      )}`,
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('leaving the page forgets the result', async () => {
    stubApi(() => answer({ data: {} }));
    const router = renderAt('/verify-aval-phone?sessionUuid=ok-2');
    await screen.findByRole('heading', { name: '¡Excelente!' });
    await router.navigate('/congratulations-partner');
    await screen.findByText('step:congratulations-partner');
    expect(validationResult(callState('collateral', 'validationResult'))).toBe('empty');
  });
});
