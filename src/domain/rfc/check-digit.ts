// SAT check-digit table for the RFC (a character's value is its index here).
// It is not ASCII order: '&' sits between N and O, and space and Ñ come last,
// so O..Z are worth one more than their place in the plain alphabet.
const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/**
 * The 13th character of an RFC, computed from its first 12.
 *
 * Weighted mod 11: the characters get weights 13, 12, …, 2; the digit is
 * 11 − (sum mod 11), where 11 is written '0' and 10 is written 'A'.
 *
 * Total (never throws): the input is upper-cased; anything after the 12th
 * character is ignored (so a whole 13-character RFC may be passed); a shorter
 * input is padded on the left with spaces, which is how the SAT treats the
 * 12-character RFC of a persona moral; characters outside the table count as 0.
 */
export function rfcCheckDigit(first12: string): string {
  const chars = [...(typeof first12 === 'string' ? first12 : '').toUpperCase()].slice(0, 12);
  while (chars.length < 12) chars.unshift(' ');
  let sum = 0;
  chars.forEach((ch, index) => {
    sum += Math.max(CHECK_ALPHABET.indexOf(ch), 0) * (13 - index);
  });
  const digit = (11 - (sum % 11)) % 11;
  return digit === 10 ? 'A' : String(digit);
}
