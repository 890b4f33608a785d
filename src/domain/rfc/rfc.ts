import { rfcCheckDigit } from './check-digit';
import { homoclave } from './homoclave';
import { normalizeName, rfcLetters } from './rfc-letters';

export { rfcCheckDigit } from './check-digit';

export interface RfcInput {
  names: string;
  firstLastname: string;
  secondLastname?: string;
  birthDate: { year: number; month: number; day: number };
}

/** Shape of a persona física RFC; the first four characters may include Ñ (and & for companies). */
export const RFC_PATTERN: RegExp = /^[A-ZÑ&]{4}\d{6}[A-Z0-9]{2}[0-9A]$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

// Always two digits, whatever arrives at run time: the year keeps its last two
// digits, NaN counts as 0. The date itself is not validated here.
function twoDigits(value: unknown): string {
  const whole = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;
  return String(((whole % 100) + 100) % 100).padStart(2, '0');
}

/**
 * The RFC the SAT algorithm gives a persona física: 13 upper-case characters
 * (4 letters, yymmdd, 2-character homoclave, check digit). Never throws.
 *
 * The SAT may still assign a different homoclave when two people collide, so
 * this is the expected RFC, not proof of the registered one.
 */
export function generateRfc(input: RfcInput): string {
  const names = text(input?.names);
  const firstLastname = text(input?.firstLastname);
  const secondLastname = text(input?.secondLastname);
  const date = input?.birthDate;

  const letters = rfcLetters(names, firstLastname, secondLastname);
  const yymmdd = twoDigits(date?.year) + twoDigits(date?.month) + twoDigits(date?.day);
  // The homoclave reads the whole name as written, particles and MARIA/JOSE
  // included, unlike the four letters.
  const fullName = [firstLastname, secondLastname, names]
    .map(normalizeName)
    .filter((part) => part !== '')
    .join(' ');

  const first12 = letters + yymmdd + homoclave(fullName);
  return first12 + rfcCheckDigit(first12);
}
