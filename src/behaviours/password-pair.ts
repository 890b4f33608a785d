import type { FormBehaviour } from '../form/form-types';

const SIX_DIGITS = /^\d{6}$/;

/** The confirmation must equal the password; 'Continuar' waits for both. */
export const passwordPair: FormBehaviour = {
  secret: ['password', 'password_confirmation'],
  validate: (data, errors) => {
    const d = (data ?? {}) as Record<string, unknown>;
    if (SIX_DIGITS.test(String(d.password_confirmation ?? '')) && d.password !== d.password_confirmation)
      errors.password_confirmation?.addError('La contraseña no coincide');
    return errors;
  },
  canSubmit: (d) => SIX_DIGITS.test(String(d.password ?? '')) && d.password === d.password_confirmation,
};
