// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callState, resetAllCalls } from '../../calls/call-state';
import { answer, renderStep, stubApi } from '../../testing/step-harness';
import NipScreen from './nip-screen';

const URL_NIP = '/5512345678/u1/send-nip';
const nipInput = () => screen.getByLabelText('NIP de 4 dígitos');
const continueButton = () => screen.getByRole('button', { name: 'Continuar' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetAllCalls();
});

describe('nip screen', () => {
  it('requests the NIP once on arrival, prefills the default and confirms it, then goes to waiting', async () => {
    const sent = stubApi((s) => answer({ data: s.method === 'POST' ? { nip: '1234' } : {} }));
    const router = renderStep({ stepId: 'send-nip', Screen: NipScreen, url: URL_NIP });

    expect(screen.getByText('Paso 6 de 6')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Autoriza la consulta de tu historial crediticio' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(nipInput()).toHaveValue('1234'));
    expect(sent).toEqual([{ method: 'POST', path: '/v1/users/u1/SK/nip', body: {} }]);

    await userEvent.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/u1/waiting'));
    expect(sent[1]).toEqual({ method: 'PUT', path: '/v1/users/u1/SK/nip', body: { nip: '1234' } });
    expect(sent).toHaveLength(2);
  });

  it('with already-sent=true sends nothing on arrival; Continue needs exactly 4 digits', async () => {
    const sent = stubApi(() => answer({ data: {} }));
    renderStep({ stepId: 'send-nip', Screen: NipScreen, url: `${URL_NIP}?already-sent=true` });
    const user = userEvent.setup();

    expect(continueButton()).toBeDisabled();
    await user.type(nipInput(), '12a3');
    expect(nipInput()).toHaveValue('123');
    expect(continueButton()).toBeDisabled();
    await user.type(nipInput(), '45');
    expect(nipInput()).toHaveValue('1234');
    expect(continueButton()).toBeEnabled();
    expect(sent).toEqual([]);
  });

  it('resends with resend: true and shows the toast for 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = stubApi(() => answer({ data: {} }));
    renderStep({ stepId: 'send-nip', Screen: NipScreen, url: `${URL_NIP}?already-sent=true` });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.click(screen.getByRole('button', { name: 'Reenviar NIP' }));
    expect(await screen.findByText('Se ha enviado el nip nuevamente')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/v1/users/u1/SK/nip', body: { resend: true } }]);

    await act(async () => {
      vi.advanceTimersByTime(9_900);
    });
    expect(screen.getByText('Se ha enviado el nip nuevamente')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Se ha enviado el nip nuevamente')).not.toBeInTheDocument();
  });

  it('after a resend, Reenviar NIP waits 60 s with its countdown; a failed resend does not lock it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = true;
    const sent = stubApi(() => (fail ? answer({ message: 'caído' }, 500) : answer({ data: {} })));
    renderStep({ stepId: 'send-nip', Screen: NipScreen, url: `${URL_NIP}?already-sent=true` });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const resend = () => screen.getByRole('button', { name: 'Reenviar NIP' });

    await user.click(resend());
    await waitFor(() => expect(callState('origination', 'defaultResendNip').error).not.toBeNull());
    expect(resend()).toBeEnabled();
    expect(screen.queryByText(/Podrás reenviarlo/)).not.toBeInTheDocument();

    fail = false;
    await user.click(resend());
    expect(await screen.findByRole('timer')).toHaveTextContent('Podrás reenviarlo en 01 : 00');
    expect(resend()).toBeDisabled();
    await user.click(resend());
    expect(sent).toHaveLength(2);

    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByText('Podrás reenviarlo en 00 : 01')).toBeInTheDocument();
    expect(resend()).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(resend()).toBeEnabled();
    expect(screen.queryByText(/Podrás reenviarlo/)).not.toBeInTheDocument();
    await user.click(resend());
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map((s) => s.body)).toEqual([{ resend: true }, { resend: true }, { resend: true }]);
  });

  it('a tap queued right behind a resend answer finds Reenviar NIP locked, and sends nothing', async () => {
    let release: (r: Response) => void = () => {};
    const sent = stubApi(() => new Promise<Response>((resolve) => (release = resolve)));
    renderStep({ stepId: 'send-nip', Screen: NipScreen, url: `${URL_NIP}?already-sent=true` });
    const resend = () => screen.getByRole('button', { name: 'Reenviar NIP' });

    fireEvent.click(resend());
    await waitFor(() => expect(sent).toHaveLength(1));
    release(answer({ data: {} }));
    // Only microtasks from here: the answer, the run and the tap guard's release,
    // with no macrotask in which React would draw an update it merely scheduled.
    for (let i = 0; i < 500 && !callState('origination', 'defaultResendNip').data; i++) await Promise.resolve();
    expect(callState('origination', 'defaultResendNip').data).toEqual({});
    for (let i = 0; i < 50; i++) await Promise.resolve();
    fireEvent.click(resend());
    expect(resend()).toBeDisabled();
    await screen.findByText('Se ha enviado el nip nuevamente');
    expect(sent).toHaveLength(1);
  });

  it('a double tap on Continue confirms once', async () => {
    let release: (r: Response) => void = () => {};
    const sent = stubApi((s) =>
      s.method === 'PUT' ? new Promise<Response>((resolve) => (release = resolve)) : answer({ data: {} }),
    );
    const router = renderStep({ stepId: 'send-nip', Screen: NipScreen, url: `${URL_NIP}?already-sent=true` });
    const user = userEvent.setup();

    await user.type(nipInput(), '9876');
    await user.dblClick(continueButton());
    await user.click(continueButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    release(answer({ data: {} }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/u1/waiting'));
    expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1);
  });

  it('a failed confirm keeps the typed NIP and leaves the error to the modal', async () => {
    stubApi(() => answer({ message: 'NIP incorrecto' }, 400));
    const router = renderStep({ stepId: 'send-nip', Screen: NipScreen, url: `${URL_NIP}?already-sent=true` });
    const user = userEvent.setup();

    await user.type(nipInput(), '1111');
    await user.click(continueButton());
    await waitFor(() => expect(callState('origination', 'nipConfirmed').error?.message).toBe('NIP incorrecto'));
    expect(nipInput()).toHaveValue('1111');
    expect(router.state.location.pathname).toBe(URL_NIP);
  });

  it('a 422 on confirm goes to /rejected instead of the modal', async () => {
    stubApi(() => answer({ message: 'rejected' }, 422));
    const router = renderStep({ stepId: 'send-nip', Screen: NipScreen, url: `${URL_NIP}?already-sent=true` });
    const user = userEvent.setup();

    await user.type(nipInput(), '1111');
    await user.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/rejected'));
    expect(callState('origination', 'nipConfirmed').error).toBeNull();
  });

  it('leaving the screen clears the NIP state', async () => {
    stubApi(() => answer({ data: { nip: '1234' } }));
    const router = renderStep({ stepId: 'send-nip', Screen: NipScreen, url: URL_NIP });
    await waitFor(() => expect(callState('origination', 'defaultNip').data).toEqual({ nip: '1234' }));

    await act(() => router.navigate('/rejected'));
    expect(screen.getByText('step:rejected')).toBeInTheDocument();
    expect(callState('origination', 'defaultNip').data).toBeNull();
  });
});
