import { avoidInconvenientWord } from './inconvenient-words';

// Latin letters that Unicode does not decompose into a base letter plus accent.
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  Æ: 'AE',
  Œ: 'OE',
  Ø: 'O',
  Ł: 'L',
  Đ: 'D',
  Ð: 'D',
  Þ: 'TH',
};

/**
 * Upper-case, accents stripped (Á→A, Ü→U) but Ñ kept, then only A-Z, Ñ and
 * single spaces remain. Every other character (digits, punctuation, emoji,
 * other scripts) is dropped rather than turned into a space, so "O'Farril"
 * reads as OFARRIL, as the SAT's own example needs, and "Ma." as MA.
 */
export function normalizeName(raw: string): string {
  if (typeof raw !== 'string') return '';
  return (
    raw
      .toUpperCase()
      .normalize('NFD')
      // Ñ is a letter of its own for the SAT (it has its own value in both tables),
      // so it is put back together before the other accents are thrown away.
      .replace(/N\u0303/g, 'Ñ')
      .replace(/\p{M}/gu, '')
      .replace(/[ÆŒØŁĐÐÞ]/g, (ch) => TRANSLITERATIONS[ch] ?? '')
      .replace(/\s+/gu, ' ')
      .replace(/[^A-ZÑ ]/g, '')
      .replace(/ {2,}/g, ' ')
      .trim()
  );
}

// Articles, prepositions, conjunctions and contractions that the SAT leaves out
// when it picks the letters (but not when it computes the homoclave).
const PARTICLES: ReadonlySet<string> = new Set([
  'DA',
  'DAS',
  'DD',
  'DE',
  'DEL',
  'DER',
  'DI',
  'DIE',
  'DU',
  'EL',
  'LA',
  'LAS',
  'LE',
  'LES',
  'LOS',
  'MAC',
  'MC',
  'MI',
  'VAN',
  'VON',
  'Y',
]);

// So common as first names that the SAT looks at the next name instead, as
// long as there is one: MARIA and JOSE, with their usual abbreviations.
const SKIPPED_FIRST_NAMES: ReadonlySet<string> = new Set(['MARIA', 'MA', 'M', 'JOSE', 'J']);

/** Words of a normalised name without particles; if only particles are left, they stay. */
function significantWords(raw: string): string[] {
  const words = normalizeName(raw).split(' ').filter(Boolean);
  const kept = words.filter((word) => !PARTICLES.has(word));
  return kept.length > 0 ? kept : words;
}

function initial(word: string): string {
  return word.charAt(0) || 'X';
}

function firstTwoLetters(word: string): string {
  return `${word}XX`.slice(0, 2);
}

// The vowel is searched after the first letter, so ARIAS gives I, not A.
function firstInternalVowel(word: string): string {
  return /[AEIOU]/.exec(word.slice(1))?.[0] ?? 'X';
}

/**
 * The first four characters of an RFC for a persona física.
 *
 * - Compound surnames count by their first significant word (SAN MARTIN → SAN).
 * - Usual case: paternal initial, first vowel of the paternal surname after its
 *   initial (X if none), maternal initial, name initial.
 * - Paternal surname of one or two letters (EK, DE LA O): paternal initial,
 *   maternal initial, first two letters of the name.
 * - A single surname, paternal or maternal: its first two letters, then the
 *   first two letters of the name.
 * - Any letter still missing (empty or one-letter words) is X.
 * - Ñ is kept as Ñ, which the SAT alphabet and RFC_PATTERN allow.
 * - An inconvenient word ends in X.
 */
export function rfcLetters(names: string, firstLastname: string, secondLastname = ''): string {
  let paternal = significantWords(firstLastname)[0] ?? '';
  let maternal = significantWords(secondLastname)[0] ?? '';
  if (paternal === '') {
    paternal = maternal;
    maternal = '';
  }

  const nameWords = significantWords(names);
  const [firstName = '', secondName] = nameWords;
  const name = secondName !== undefined && SKIPPED_FIRST_NAMES.has(firstName) ? secondName : firstName;

  let letters: string;
  if (maternal === '') {
    letters = firstTwoLetters(paternal) + firstTwoLetters(name);
  } else if (paternal.length <= 2) {
    letters = initial(paternal) + initial(maternal) + firstTwoLetters(name);
  } else {
    letters = initial(paternal) + firstInternalVowel(paternal) + initial(maternal) + initial(name);
  }
  return avoidInconvenientWord(letters);
}
