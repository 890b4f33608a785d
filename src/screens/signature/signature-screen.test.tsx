// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import guarantor from '../../../flows/guarantor.json';
import onboarding from '../../../flows/onboarding.json';
import signing from '../../../flows/signing-signature.json';
import { installReporter, type Report } from '../../adapters/error-reporting';
import { ipGeolocation } from '../../adapters/ip-geolocation';
import { callState, resetAllCalls } from '../../calls/call-state';
import { mergeFlows } from '../../engine/manifest';
import type { FlowFile } from '../../engine/types';
import { answer, polyfillDialog, renderStep, stubApi } from '../../testing/step-harness';
import { MessageStep } from '../message-step/message-step';
import SignatureScreen from './signature-screen';

vi.mock('../../adapters/ip-geolocation', () => ({ ipGeolocation: vi.fn() }));

const manifest = mergeFlows([onboarding, guarantor, signing] as unknown as FlowFile[]);
const GEO = { ip: '201.141.10.20', city: 'Toluca', country_code: 'MX' };
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const SIGN_URL = '/SK/u-5512345678/titular/singning';
const renderAt = (url: string) =>
  renderStep({ stepId: 'singning', Screen: SignatureScreen, url, manifest, also: { 'singning-success': MessageStep } });

const pad = () => screen.getByRole('img', { name: 'Recuadro para dibujar tu firma' });
const saveButton = () => screen.getByRole('button', { name: 'Guardar firma' });
const retryButton = () => screen.getByRole('button', { name: 'Reintentar firma' });
const continueButton = () => screen.getByRole('button', { name: 'Continuar' });

async function padReady() {
  await waitFor(() => expect(screen.queryByText('Preparando el recuadro de firma')).not.toBeInTheDocument());
}

/** One stroke by finger, as the browser reports it (pointer events, pointerType touch). */
function drawStroke(canvas: HTMLElement) {
  const at = (type: string, x: number, y: number, buttons: number) =>
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
      clientX: x,
      clientY: y,
      buttons,
    });
  act(() => {
    canvas.dispatchEvent(at('pointerdown', 40, 60, 1));
    canvas.dispatchEvent(at('pointermove', 90, 100, 1));
    canvas.dispatchEvent(at('pointermove', 150, 80, 1));
    canvas.dispatchEvent(at('pointerup', 150, 80, 0));
  });
}

async function drawAndAccept() {
  await padReady();
  drawStroke(pad());
  await userEvent.click(saveButton());
  await userEvent.click(screen.getByRole('checkbox', { name: 'Entiendo y acepto los términos del contrato' }));
}

// What leaves the page through the error reporter (spec 8: the expected answers are not reported).
const reports: Report[] = [];

beforeEach(() => {
  installReporter((r) => reports.push(r));
  polyfillDialog();
  vi.mocked(ipGeolocation).mockResolvedValue(GEO);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(`data:image/png;base64,${PNG_BASE64}`);
});

afterEach(() => {
  installReporter(null);
  reports.length = 0;
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(ipGeolocation).mockReset();
  resetAllCalls();
});

describe('signature screen', () => {
  it('shows a 300 × 470 pad that a finger draws on (no scrolling), scaled for the screen density', async () => {
    vi.stubGlobal('devicePixelRatio', 3);
    stubApi(() => answer({ data: {} }));
    renderAt(SIGN_URL);
    expect(screen.getByRole('heading', { name: 'Firma tu contrato' })).toBeInTheDocument();
    await padReady();
    const canvas = pad() as HTMLCanvasElement;
    expect(canvas.style.width).toBe('300px');
    expect(canvas.style.height).toBe('470px');
    expect(canvas.width).toBe(900);
    expect(canvas.height).toBe(1410);
    expect(canvas.style.touchAction).toBe('none');
    expect(canvas).toHaveAccessibleDescription(/Dibuja tu firma con el dedo/);
  });

  it('"Guardar firma" waits for a drawing; "Reintentar firma" clears it', async () => {
    stubApi(() => answer({ data: {} }));
    renderAt(SIGN_URL);
    await padReady();
    expect(saveButton()).toBeDisabled();
    drawStroke(pad());
    expect(saveButton()).toBeEnabled();
    await userEvent.click(retryButton());
    expect(saveButton()).toBeDisabled();
  });

  it('asks for the terms: "Continuar" is enabled only once the box is ticked', async () => {
    const sent = stubApi(() => answer({ data: {} }));
    renderAt(SIGN_URL);
    await padReady();
    drawStroke(pad());
    await userEvent.click(saveButton());

    const dialog = screen.getByRole('dialog', { name: 'Aceptación de terminos y condiciones' });
    expect(dialog).toBeVisible();
    const check = screen.getByRole('checkbox', { name: 'Entiendo y acepto los términos del contrato' });
    expect(check).not.toBeChecked();
    expect(continueButton()).toBeDisabled();
    await userEvent.click(check);
    expect(continueButton()).toBeEnabled();
    await userEvent.click(check);
    expect(continueButton()).toBeDisabled();

    // Going back keeps the drawing and sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Regresar a mi firma' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    expect(sent.filter((s) => s.method === 'PUT')).toEqual([]);
  });

  it('saves the bare base64 PNG with the geolocation asked on arrival, then goes to singning-success', async () => {
    const sent = stubApi(() => answer({ data: {} }));
    const router = renderAt(SIGN_URL);
    await padReady();
    expect(ipGeolocation).toHaveBeenCalledTimes(1);

    await drawAndAccept();
    await userEvent.click(continueButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/singning-success'));
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/v1/users/SK/u-5512345678/contract',
        body: { person_type: 'titular', signature: PNG_BASE64, metadata: JSON.stringify(GEO) },
      },
    ]);
    expect(ipGeolocation).toHaveBeenCalledTimes(1);
    // Stored, then cleared on the way out.
    expect(callState('contract', 'userContractSignature')).toEqual({ loading: false, error: null, data: null });
    expect(await screen.findByRole('heading', { name: '¡Felicidades!' })).toBeInTheDocument();
    expect(
      screen.getByText('Has firmado el contrato con éxito, enviaremos una copia digital a tu celular.'),
    ).toBeInTheDocument();
  });

  it('sends the fallback geolocation as metadata when the lookup failed soft', async () => {
    vi.mocked(ipGeolocation).mockResolvedValue({ ip: '0.0.0.0', source: 'fallback' });
    const sent = stubApi(() => answer({ data: {} }));
    renderAt('/SK/u-77/collateral/singning');
    await drawAndAccept();
    await userEvent.click(continueButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.path).toBe('/v1/users/SK/u-77/contract');
    expect(sent[0]?.body).toMatchObject({
      person_type: 'collateral',
      metadata: '{"ip":"0.0.0.0","source":"fallback"}',
    });
  });

  it('a double tap on "Continuar" sends once', async () => {
    let release: (r: Response) => void = () => {};
    const sent = stubApi(() => new Promise<Response>((resolve) => (release = resolve)));
    const router = renderAt(SIGN_URL);
    await drawAndAccept();
    const button = continueButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(saveButton()).toBeDisabled();
    release(answer({ data: {} }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/singning-success'));
    expect(sent).toHaveLength(1);
  });

  it('already signed ("user not in progress"): its own modal with a support chat, not the error modal', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    stubApi(() => answer({ message: 'user not in progress' }, 400));
    const router = renderAt('/SK/u-5512345679/titular/singning');
    await drawAndAccept();
    await userEvent.click(continueButton());

    const dialog = await screen.findByRole('dialog', { name: '¡Ya has firmado el contrato exitosamente!' });
    expect(dialog).toHaveTextContent('Si crees que se trata de un error contacta a soporte.');
    expect(callState('contract', 'userContractSignature').error).toBeNull();
    // An answer the flow expects is not reported (spec 8).
    expect(reports).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Contactar a soporte' }));
    expect(open).toHaveBeenCalledWith(
      `https://wa.me/5215500000000?text=${encodeURIComponent('Hola, al firmar mi contrato me dice que ya lo firmé y necesito ayuda.')}`,
      '_blank',
      'noopener,noreferrer',
    );
    expect(router.state.location.pathname).toBe('/SK/u-5512345679/titular/singning');
  });

  it('any other error goes to the error modal and the drawing stays', async () => {
    stubApi(() => answer({ message: 'contract not found', readable_message: 'No encontramos tu contrato.' }, 404));
    const router = renderAt(SIGN_URL);
    await drawAndAccept();
    await userEvent.click(continueButton());

    await waitFor(() =>
      expect(callState('contract', 'userContractSignature').error).toEqual({
        status: 404,
        message: 'contract not found',
        readable_message: 'No encontramos tu contrato.',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    expect(router.state.location.pathname).toBe(SIGN_URL);
    // An unexpected 4xx: reported as a warning, by the path template (no user id).
    expect(reports.map((r) => [r.level, r.message])).toEqual([
      ['warning', 'saveSignature PUT /v1/users/{user_type_id}/{user_id}/contract: 404'],
    ]);
  });

  it('a link with an unknown person type says so and shows no pad', () => {
    stubApi(() => answer({ data: {} }));
    renderAt('/SK/u-1/someone/singning');
    expect(screen.getByText(/Este enlace de firma no está completo/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
