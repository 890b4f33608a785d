// A form step's data path: keystrokes reach rjsf once typing pauses (src/form/form-model.ts),
// so these check that nothing typed is lost on the way, whatever the timing.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { resetAllCalls } from '../../calls/call-state';
import { TYPING_PAUSE_MS } from '../../form/form-model';
import { answer, renderStep, stubApi } from '../../testing/step-harness';
import FormStep from './form-step';

const DRAFT = {
  names: 'Maria',
  first_lastname: 'Lopez',
  day: 3,
  month: 5,
  year: 1990,
  time_here: 4,
  civil_status: 'SINGLE',
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  resetAllCalls();
});

function startAboutYou() {
  sessionStorage.setItem('draft:about-you', JSON.stringify(DRAFT));
  const sent = stubApi(() => answer({ message: 'no' }, 500));
  renderStep({ stepId: 'about-you', Screen: FormStep, url: '/5512345678/about-you' });
  return sent;
}

it("sends the key typed in the same moment as 'Continuar'", async () => {
  const sent = startAboutYou();
  const names = (await screen.findByLabelText('Nombre(s)', { exact: true }, { timeout: 15_000 })) as HTMLInputElement;
  // One act: the transition that carries the key to rjsf has not run when the submit comes.
  act(() => {
    fireEvent.change(names, { target: { value: 'Maria Elena' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  });
  await waitFor(() => expect(sent.find((s) => s.path.endsWith('/v2/users'))).toBeDefined());
  expect(sent.find((s) => s.path.endsWith('/v2/users'))?.body).toMatchObject({
    name: 'Maria Elena',
    lastname: 'Lopez',
  });
});

it('shows what is typed at once, and checks it against the schema once it reaches the form', async () => {
  startAboutYou();
  const last = (await screen.findByLabelText('Apellido paterno', {}, { timeout: 15_000 })) as HTMLInputElement;
  fireEvent.change(last, { target: { value: 'L0pez' } });
  expect(last.value).toBe('L0pez');
  fireEvent.blur(last);
  expect(
    await screen.findByText('* El formato del apellido paterno es inválido, solo se aceptan letras.'),
  ).toBeInTheDocument();
  expect(last).toHaveAttribute('aria-invalid', 'true');
  // The draft kept what reached the form.
  await waitFor(() =>
    expect(JSON.parse(sessionStorage.getItem('draft:about-you') ?? '{}').first_lastname).toBe('L0pez'),
  );
});

it('a field set by a behaviour shows the new value (the day the chosen month lacks is cleared)', async () => {
  sessionStorage.setItem('draft:about-you', JSON.stringify({ ...DRAFT, day: 31, month: 1 }));
  stubApi(() => answer({}, 500));
  renderStep({ stepId: 'about-you', Screen: FormStep, url: '/5512345678/about-you' });
  const day = (await screen.findByLabelText('Día de nacimiento', {}, { timeout: 15_000 })) as HTMLSelectElement;
  expect(day.value).not.toBe('');
  fireEvent.change(screen.getByLabelText('Mes de nacimiento'), { target: { value: '2' } });
  // February: 29 days at most, and the 31 chosen before is gone.
  await waitFor(() => expect(day.querySelectorAll('option[value="31"]')).toHaveLength(0));
  await waitFor(() => expect(JSON.parse(sessionStorage.getItem('draft:about-you') ?? '{}').day).toBeUndefined());
});

const FORMAT = '* El formato del apellido paterno es inválido, solo se aceptan letras.';
const draftOf = () => JSON.parse(sessionStorage.getItem('draft:about-you') ?? '{}') as Record<string, unknown>;

it("a field's message follows each key at once, with the form's own rules; the form hears of the keys once typing pauses", async () => {
  startAboutYou();
  const last = (await screen.findByLabelText('Apellido paterno', {}, { timeout: 15_000 })) as HTMLInputElement;
  // Left once: its messages show as it is typed in.
  fireEvent.focus(last);
  fireEvent.blur(last);
  await waitFor(() => expect(draftOf().first_lastname).toBe('Lopez'));

  fireEvent.change(last, { target: { value: 'L0pez' } });
  expect(screen.getByText(FORMAT)).toBeInTheDocument();
  expect(last).toHaveAttribute('aria-invalid', 'true');
  // The draft is written once typing pauses (draft.ts), not at each key.
  expect(draftOf().first_lastname).toBe('Lopez');
  await waitFor(() => expect(draftOf().first_lastname).toBe('L0pez'));
  expect(screen.getByText(FORMAT)).toBeInTheDocument();

  fireEvent.change(last, { target: { value: 'Lopez' } });
  expect(screen.queryByText(FORMAT)).toBeNull();
  expect(last).not.toHaveAttribute('aria-invalid');
  await waitFor(() => expect(draftOf().first_lastname).toBe('Lopez'));
  expect(screen.queryByText(FORMAT)).toBeNull();
});

// Not in act(): the draft must be written before the listener returns, as a page being left gets no later turn.
const leaving = {
  'the page going away (a reload)': () => window.dispatchEvent(new Event('pagehide')),
  'the page hidden (another app: a phone may drop the tab without pagehide)': () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
  },
};

it.each(Object.entries(leaving))('%s keeps the keys still waiting for the form in the draft', async (_, leave) => {
  startAboutYou();
  const names = (await screen.findByLabelText('Nombre(s)', { exact: true }, { timeout: 15_000 })) as HTMLInputElement;
  await waitFor(() => expect(draftOf().names).toBe('Maria'));
  fireEvent.change(names, { target: { value: 'Maria Elena' } });
  expect(draftOf().names).toBe('Maria');
  leave();
  expect(draftOf().names).toBe('Maria Elena');
});

it("sends the key whose pause has passed but whose way to the form has not ended, at 'Continuar'", async () => {
  const sent = stubApi(() => answer({}, 500));
  renderStep({ stepId: 'create-password', Screen: FormStep, url: '/5512345678/u1/create-password' });
  const password = await screen.findByLabelText('Contraseña', { selector: 'input' }, { timeout: 15_000 });
  const confirmation = screen.getByLabelText('Confirma tu contraseña', { selector: 'input' });
  fireEvent.change(password, { target: { value: '123456' } });
  fireEvent.change(confirmation, { target: { value: '12345' } });
  // The form has heard of both: its confirmation is five digits, an invalid value.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled());
  await act(() => new Promise((r) => setTimeout(r, TYPING_PAUSE_MS + 50)));
  vi.useFakeTimers();
  try {
    act(() => fireEvent.change(confirmation, { target: { value: '123456' } }));
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    // One act: the pause passes and its transition starts, and the tap comes before that
    // transition has been rendered (a slow phone, or a tap just as the pause ends).
    act(() => {
      vi.advanceTimersByTime(TYPING_PAUSE_MS);
      fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    });
  } finally {
    vi.useRealTimers();
  }
  await waitFor(() => expect(sent.find((s) => s.path.endsWith('/password'))?.body).toEqual({ password: '123456' }));
  expect(screen.queryByText('Contraseña invalida')).toBeNull();
});
