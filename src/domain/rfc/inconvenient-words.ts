// The SAT's list of four-letter words an RFC must not start with (the annex on
// inconvenient words for personas físicas). RENAPO's list for the CURP is longer
// and its rule differs (it replaces the second letter); it is deliberately not
// used here, since it would produce RFCs the SAT does not issue.
const INCONVENIENT_WORDS: ReadonlySet<string> = new Set([
  'BUEI',
  'BUEY',
  'CACA',
  'CACO',
  'CAGA',
  'CAGO',
  'CAKA',
  'CAKO',
  'COGE',
  'COJA',
  'COJE',
  'COJI',
  'COJO',
  'CULO',
  'FETO',
  'GUEY',
  'JOTO',
  'KACA',
  'KACO',
  'KAGA',
  'KAGO',
  'KAKA',
  'KOGE',
  'KOJO',
  'KULO',
  'MAME',
  'MAMO',
  'MEAR',
  'MEAS',
  'MEON',
  'MION',
  'MOCO',
  'MULA',
  'PEDA',
  'PEDO',
  'PENE',
  'PUTA',
  'PUTO',
  'QULO',
  'RATA',
  'RUIN',
]);

export function isInconvenientWord(letters: string): boolean {
  return INCONVENIENT_WORDS.has(letters);
}

/** The SAT rule: an inconvenient word keeps its first three letters and ends in X. */
export function avoidInconvenientWord(letters: string): string {
  return isInconvenientWord(letters) ? `${letters.slice(0, 3)}X` : letters;
}
