// A profile's tax id is data (taxIdCharacters, taxIdMask, taxIdLength): the
// three must agree, or the field would keep a value its own mask cannot show,
// or keep a separator as part of the id.

/** Reports a character class that does not compile, a mask of another length, or a separator the id may contain. */
export function checkTaxIdShape(file, country, report) {
  const { taxIdCharacters: characters, taxIdMask: mask, taxIdLength: length } = country;
  if (typeof characters !== 'string' || typeof mask !== 'string' || typeof length !== 'number') return;
  let allowed;
  try {
    allowed = new RegExp(`^${characters}$`, 'u');
  } catch (e) {
    report.add(file, '/taxIdCharacters', `not a character class: ${e.message}`, 'write it as "[0-9]" or "[A-Z0-9]"');
    return;
  }
  const slots = [...mask].filter((c) => c === '#').length;
  if (slots !== length)
    report.add(
      file,
      '/taxIdMask',
      `the mask has ${slots} '#' but taxIdLength is ${length}`,
      `write one '#' per character of the id (${length})`,
    );
  const clashing = [...new Set([...mask].filter((c) => c !== '#' && allowed.test(c.toUpperCase())))];
  if (clashing.length)
    report.add(
      file,
      '/taxIdMask',
      `separator ${clashing.map((c) => `"${c}"`).join(', ')} is also a character of the id (taxIdCharacters)`,
      'use a separator the id cannot contain, such as "-"',
    );
}
