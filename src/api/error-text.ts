import { shellText } from '../engine/shell-copy';
import { type ApiError, readable, UNEXPECTED_MESSAGE } from './api-error';

const WRONG_VERIFICATION = 'unauthenticated for invalid credentials';

export const WRONG_VERIFICATION_TEXT = shellText('wrongVerification');

export function isWrongVerification(error: ApiError): boolean {
  return error.message === WRONG_VERIFICATION;
}

/** readable_message, else message, else a generic text (spec section 8). */
export function errorText(error: ApiError): string {
  if (isWrongVerification(error)) return WRONG_VERIFICATION_TEXT;
  if (readable(error.readable_message)) return error.readable_message;
  return readable(error.message) ? error.message : UNEXPECTED_MESSAGE;
}
