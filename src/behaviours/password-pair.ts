import type { FormBehaviour } from '../form/form-types';

const SIX_DIGITS = /^\d{6}$/;

/**
 * 'Continuar' waits for both passwords, equal. The mismatch message itself is the
 * step schema's (schemas/steps/create-password.json: `then` compares the two).
 */
export const passwordPair: FormBehaviour = {
  secret: ['password', 'password_confirmation'],
  // Only a string is tested: a draft may bring back anything, and String() of an
  // object whose toString is not a function throws.
  canSubmit: (d) =>
    typeof d.password === 'string' && SIX_DIGITS.test(d.password) && d.password === d.password_confirmation,
};
