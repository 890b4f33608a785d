import type { FormBehaviour } from '../form/form-types';

const SIX_DIGITS = /^\d{6}$/;

/**
 * 'Continuar' waits for both passwords, equal. The mismatch message itself is the
 * step schema's (schemas/steps/create-password.json: `then` compares the two).
 */
export const passwordPair: FormBehaviour = {
  secret: ['password', 'password_confirmation'],
  canSubmit: (d) => SIX_DIGITS.test(String(d.password ?? '')) && d.password === d.password_confirmation,
};
