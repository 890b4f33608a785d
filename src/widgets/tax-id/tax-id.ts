// The tax id as the country profile describes it (countries/<code>.json):
// `taxIdCharacters`, the characters it is made of (a regex character class such
// as "[A-ZÑ&0-9]" or "[0-9]"), and `taxIdMask`, how it is shown while typed:
// each '#' is one of those characters, anything else a separator
// ("###-#######-#" shows the Dominican cédula 3-7-1). Separators are display
// only: the form keeps, and the API receives, the clean characters.

const classes = new Map<string, RegExp>();
/** The profile's character class as a one-character test (compiled once per class). */
function characterTest(characters: string): RegExp {
  let test = classes.get(characters);
  if (!test) {
    test = new RegExp(`^${characters}$`, 'u');
    classes.set(characters, test);
  }
  return test;
}

/**
 * What the person typed, as the tax id is stored and sent: upper case, the
 * profile's characters only (a dash, space or letter the profile does not
 * allow is dropped), at most 20.
 */
export function cleanTaxId(text: string, characters: string): string {
  const allowed = characterTest(characters);
  return [...text.toUpperCase()]
    .filter((c) => allowed.test(c))
    .slice(0, 20)
    .join('');
}

/** True when the tax id has no letters: the phone shows its numeric keyboard. */
export function isNumericTaxId(characters: string): boolean {
  const allowed = characterTest(characters);
  return allowed.test('0') && !allowed.test('A');
}

/**
 * The clean value laid over the mask as far as it goes: a separator shows once
 * the character after it is typed ('0011' → '001-1' under '###-#######-#').
 */
export function formatTaxId(clean: string, mask: string): string {
  let shown = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= clean.length) break;
    if (slot === '#') {
      shown += clean[next];
      next += 1;
    } else shown += slot;
  }
  return shown + clean.slice(next);
}

/**
 * Where the caret goes in the shown text so that it stays after the same
 * character: `kept` characters of the clean value sit before it.
 */
export function caretAfter(shown: string, kept: number, mask: string): number {
  if (kept <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < shown.length; i += 1) {
    if (i >= mask.length || mask[i] === '#') seen += 1;
    if (seen === kept) return i + 1;
  }
  return shown.length;
}
