// @vitest-environment jsdom
// The password mismatch is the step schema's message (schemas/steps/create-password.json),
// shown under the confirmation as the behaviour's check used to show it; the pair of
// equal passwords still lets 'Continuar' go (the schema's rule must not touch the value).
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { resetAllCalls } from '../../calls/call-state';
import { renderStep } from '../../testing/step-harness';
import FormStep from './form-step';

afterEach(() => {
  sessionStorage.clear();
  resetAllCalls();
});

it("says 'La contraseña no coincide' under a differing confirmation, and lets equal ones continue", async () => {
  renderStep({ stepId: 'create-password', Screen: FormStep, url: '/5512345678/u1/create-password' });
  const password = await screen.findByLabelText('Contraseña', { selector: 'input' });
  const confirmation = screen.getByLabelText('Confirma tu contraseña', { selector: 'input' });
  fireEvent.change(password, { target: { value: '123456' } });
  fireEvent.change(confirmation, { target: { value: '123457' } });
  fireEvent.blur(confirmation);
  await waitFor(() =>
    expect(document.getElementById('root_password_confirmation__error')).toHaveTextContent('La contraseña no coincide'),
  );
  fireEvent.change(confirmation, { target: { value: '123456' } });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled());
  expect(confirmation).toHaveValue('123456');
});
