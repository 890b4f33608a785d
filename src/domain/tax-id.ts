// The tax id as the country profile describes it (countries/<code>.json):
// `taxIdCharacters`, the characters it is made of (a regex character class such
// as "[A-ZÑ&0-9]" or "[0-9]"), and `taxIdMask`, how it is shown while typed:
// each '#' is one of those characters, anything else a separator
// ("###-#######-#" shows the Dominican cédula 3-7-1). Separators are display
// only: the form keeps, and the API receives, the clean characters (the mask
// itself is domain/mask.ts).

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
