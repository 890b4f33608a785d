// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import mexicoProfile from '../../../countries/mx.json';
import guarantor from '../../../flows/guarantor.json';
import onboarding from '../../../flows/onboarding.json';
import { callState, resetAllCalls } from '../../calls/call-state';
import type { Country } from '../../config/country';
import { mergeFlows } from '../../engine/manifest';
import type { FlowFile } from '../../engine/types';
import { answer, renderStep, type Sent, stubApi } from '../../testing/step-harness';
import { MessageStep } from '../message-step/message-step';
import GuarantorNip from './guarantor-nip';
import { guarantorParams, showPhone } from './guarantor-params';

const mexico = mexicoProfile as Country;
const manifest = mergeFlows([onboarding, guarantor] as unknown as FlowFile[]);

/** The sandbox's shapes: the NIP request names both people and may carry a default NIP. */
const nipSent = { nip: '4321', collateralName: 'Ana', shopkeeperName: 'Luis' };
const defaultReply = (s: Sent) => answer({ data: s.method === 'POST' ? nipSent : {} });

const URL_PATH = '/partner/SK/u9/5512345678/send-nip-partner';
const nipInput = () => screen.getByLabelText('NIP de 4 dígitos');
const continueButton = () => screen.getByRole('button', { name: 'Continuar' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetAllCalls();
});

describe('guarantor NIP screen', () => {
  it('requests the aval NIP from the path parameters, names both people and confirms, then thanks', async () => {
    const sent = stubApi(defaultReply);
    const router = renderStep({ stepId: 'send-nip-partner', Screen: GuarantorNip, url: URL_PATH, manifest });

    expect(
      await screen.findByText('Hola Ana, Luis te eligió como aval de su solicitud de crédito.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enviamos el NIP al +52 55 1234 5678.')).toBeInTheDocument();
    expect(nipInput()).toHaveValue('4321');
    expect(sent).toEqual([{ method: 'POST', path: '/v1/users/u9/SK/aval/nip?to=partner', body: {} }]);

    await userEvent.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/congratulations-partner'));
    expect(sent[1]).toEqual({
      method: 'PUT',
      path: '/v1/users/u9/SK/aval/nip?to=partner',
      body: { nip: '4321' },
    });
  });

  it('reads the parameters from the query on /send-nip-partner', async () => {
    const sent = stubApi(defaultReply);
    renderStep({
      stepId: 'send-nip-partner',
      Screen: GuarantorNip,
      url: '/send-nip-partner?to=collateral&user_id=u7&user_type_id=SK&phone_number=5598765432',
      manifest,
    });
    expect(await screen.findByText(/Hola Ana/)).toBeInTheDocument();
    expect(screen.getByText('Enviamos el NIP al +52 55 9876 5432.')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/v1/users/u7/SK/aval/nip?to=collateral', body: {} }]);
  });

  it('an incomplete link says so and sends nothing', () => {
    const sent = stubApi(defaultReply);
    renderStep({ stepId: 'send-nip-partner', Screen: GuarantorNip, url: '/send-nip-partner?user_id=u7', manifest });
    expect(screen.getByText(/Este enlace no está completo/)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('resends with resend: true and shows the toast for 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = stubApi(defaultReply);
    renderStep({ stepId: 'send-nip-partner', Screen: GuarantorNip, url: URL_PATH, manifest });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByText(/Hola Ana/);

    await user.click(screen.getByRole('button', { name: 'Reenviar NIP' }));
    expect(await screen.findByText('Se ha enviado el nip nuevamente')).toBeInTheDocument();
    expect(sent[1]).toEqual({
      method: 'POST',
      path: '/v1/users/u9/SK/aval/nip?to=partner',
      body: { resend: true },
    });
    await act(async () => {
      vi.advanceTimersByTime(9_900);
    });
    expect(screen.getByText('Se ha enviado el nip nuevamente')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Se ha enviado el nip nuevamente')).not.toBeInTheDocument();
  });

  it('after a resend, Reenviar NIP waits 60 s with its countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = stubApi(defaultReply);
    renderStep({ stepId: 'send-nip-partner', Screen: GuarantorNip, url: URL_PATH, manifest });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const resend = () => screen.getByRole('button', { name: 'Reenviar NIP' });
    await screen.findByText(/Hola Ana/);
    expect(resend()).toBeEnabled();

    await user.click(resend());
    expect(await screen.findByText('Podrás reenviarlo en 01 : 00')).toBeInTheDocument();
    expect(resend()).toBeDisabled();
    await user.click(resend());
    expect(sent).toHaveLength(2);

    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(resend()).toBeEnabled();
    expect(screen.queryByText(/Podrás reenviarlo/)).not.toBeInTheDocument();
    await user.click(resend());
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toEqual({ method: 'POST', path: '/v1/users/u9/SK/aval/nip?to=partner', body: { resend: true } });
  });

  it('a double tap on Continue confirms once', async () => {
    let release: (r: Response) => void = () => {};
    const sent = stubApi((s) =>
      s.method === 'PUT' ? new Promise<Response>((resolve) => (release = resolve)) : defaultReply(s),
    );
    const router = renderStep({ stepId: 'send-nip-partner', Screen: GuarantorNip, url: URL_PATH, manifest });
    await waitFor(() => expect(nipInput()).toHaveValue('4321'));

    await userEvent.dblClick(continueButton());
    release(answer({ data: {} }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/congratulations-partner'));
    expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1);
  });

  it('a failed confirm keeps the NIP and stores the error for the modal', async () => {
    stubApi((s) => (s.method === 'PUT' ? answer({ message: 'NIP incorrecto' }, 400) : defaultReply(s)));
    const router = renderStep({ stepId: 'send-nip-partner', Screen: GuarantorNip, url: URL_PATH, manifest });
    await waitFor(() => expect(nipInput()).toHaveValue('4321'));

    await userEvent.click(continueButton());
    await waitFor(() => expect(callState('collateral', 'nipConfirmed').error?.message).toBe('NIP incorrecto'));
    expect(nipInput()).toHaveValue('4321');
    expect(router.state.location.pathname).toBe(URL_PATH);
  });

  it('changes the number (+52 and 10 digits), requests the NIP again and shows the new number', async () => {
    const sent = stubApi(defaultReply);
    renderStep({ stepId: 'send-nip-partner', Screen: GuarantorNip, url: URL_PATH, manifest });
    const user = userEvent.setup();
    await screen.findByText(/Hola Ana/);

    await user.click(screen.getByRole('button', { name: 'Cambiar número' }));
    const prefix = screen.getByRole('combobox', { name: 'Código de país' });
    expect(prefix).toHaveValue('+52');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['+52']);
    const phone = screen.getByRole('textbox', { name: 'Nuevo número celular' });
    expect(phone).toHaveAttribute('name', 'new_phone_number');
    expect(phone).toHaveFocus();
    // No maxLength (it would cut a pasted '+52 55 1234 5678'): the digits are read, never cut.
    expect(phone).not.toHaveAttribute('maxlength');
    const submit = screen.getByRole('button', { name: 'Enviar NIP al nuevo número' });
    expect(submit).toBeDisabled();

    await user.type(phone, '55-12');
    await user.tab();
    expect(phone).toHaveValue('55-12');
    expect(screen.getByText('* Ingresa un número de 10 dígitos')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('* Ingresa un número de 10 dígitos');

    // Ten digits show grouped; digits to spare are refused as they are, not cut to ten.
    await user.type(phone, '345678');
    expect(phone).toHaveValue('55 1234 5678');
    await user.type(phone, '9999');
    expect(phone).toHaveValue('55 1234 56789999');
    expect(screen.getByText('* Revisa el número: debe tener 10 dígitos, sin contar el +52')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.clear(phone);
    await user.type(phone, '5512345678');
    expect(phone).toHaveValue('55 1234 5678');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(submit).toBeEnabled();

    // Pasted as contacts and chats copy it.
    await user.clear(phone);
    await user.click(phone);
    await user.paste('+52 1 55 8765 4321');
    expect(phone).toHaveValue('55 8765 4321');
    await user.click(submit);

    expect(await screen.findByText('Enviamos el NIP al +52 55 8765 4321.')).toBeInTheDocument();
    expect(sent.slice(1)).toEqual([
      {
        method: 'PUT',
        path: '/v1/users/u9/SK/aval/phone-number',
        body: {
          aval_type: 'partner',
          phone_number: '5512345678',
          new_phone_number: '+525587654321',
        },
      },
      { method: 'POST', path: '/v1/users/u9/SK/aval/nip?to=partner', body: {} },
    ]);
  });

  it('"Cancelar" goes back to the NIP without sending anything', async () => {
    const sent = stubApi(defaultReply);
    renderStep({ stepId: 'send-nip-partner', Screen: GuarantorNip, url: URL_PATH, manifest });
    const user = userEvent.setup();
    await screen.findByText(/Hola Ana/);
    await user.click(screen.getByRole('button', { name: 'Cambiar número' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(nipInput()).toHaveFocus();
    expect(sent).toHaveLength(1);
  });
});

describe('congratulations-partner', () => {
  it('thanks the guarantor with a Finalizar button', () => {
    renderStep({ stepId: 'congratulations-partner', Screen: MessageStep, url: '/congratulations-partner', manifest });
    expect(screen.getByRole('heading', { name: '¡Gracias por tu apoyo!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeInTheDocument();
  });
});

describe('guarantor parameters', () => {
  const q = (s: string) => new URLSearchParams(s);
  it('prefers the path and falls back to the query', () => {
    expect(
      guarantorParams({
        params: { to: 'partner', user_type_id: 'SK', user_id: 'u1', phoneNumber: '+525512345678' },
        query: q(''),
      }),
    ).toEqual({
      to: 'partner',
      userTypeId: 'SK',
      userId: 'u1',
      phone: '+525512345678',
    });
    expect(guarantorParams({ params: {}, query: q('to=COLLATERAL&user_id=u2&user_type_id=SK') })).toEqual({
      to: 'collateral',
      userTypeId: 'SK',
      userId: 'u2',
      phone: '',
    });
    expect(guarantorParams({ params: {}, query: q('to=someone&user_id=u2&user_type_id=SK') })).toBeNull();
  });

  it('shows a phone as +52 55 1234 5678', () => {
    expect(showPhone('+525512345678', mexico)).toBe('+52 55 1234 5678');
    expect(showPhone('5512345678', mexico)).toBe('+52 55 1234 5678');
    expect(showPhone('123', mexico)).toBe('123');
  });
});
