// Two-digit values from the SAT homonymy table. The numbering skips 20, 30 and
// 31 (J restarts at 21, S at 32), and space and '0' are both 00.
const HOMOCLAVE_VALUES: ReadonlyMap<string, number> = new Map<string, number>([
  [' ', 0],
  ...[...'0123456789'].map((ch, i): [string, number] => [ch, i]),
  ['&', 10],
  ...[...'ABCDEFGHI'].map((ch, i): [string, number] => [ch, 11 + i]),
  ...[...'JKLMNOPQR'].map((ch, i): [string, number] => [ch, 21 + i]),
  ...[...'STUVWXYZ'].map((ch, i): [string, number] => [ch, 32 + i]),
  ['Ñ', 40],
]);

// 34 symbols: the digits 1-9 and the letters A-Z without O; there is no 0 either.
const HOMOCLAVE_ALPHABET = '123456789ABCDEFGHIJKLMNPQRSTUVWXYZ';

/**
 * The two-character homoclave (homonymy code) for a full name that is already
 * normalised ("PATERNO MATERNO NOMBRES": upper-case, no accents, Ñ kept).
 * Characters outside the table are skipped.
 *
 * The name becomes a digit string: '0' followed by each character's two-digit
 * value. Every overlapping pair of digits, read as a number, is multiplied by
 * its own second digit, and the products are summed; the last three digits of
 * the sum, divided by 34, give the quotient and the remainder, each of which
 * picks one symbol.
 */
export function homoclave(normalisedFullName: string): string {
  // The leading '0' makes the first character's tens digit take part in a pair.
  const digits = [0];
  for (const ch of normalisedFullName) {
    const value = HOMOCLAVE_VALUES.get(ch);
    if (value !== undefined) digits.push(Math.floor(value / 10), value % 10);
  }
  // Only the last three digits matter, so the sum is kept mod 1000 as it grows
  // (a 10 000-character name stays far from any precision limit either way).
  let sum = 0;
  for (let i = 1; i < digits.length; i++) {
    const tens = digits[i - 1] ?? 0;
    const units = digits[i] ?? 0;
    sum = (sum + (tens * 10 + units) * units) % 1000;
  }
  return HOMOCLAVE_ALPHABET.charAt(Math.floor(sum / 34)) + HOMOCLAVE_ALPHABET.charAt(sum % 34);
}
