import { describe, expect, it } from 'vitest';
import { avoidInconvenientWord, isInconvenientWord } from './inconvenient-words';
import { normalizeName, rfcLetters } from './rfc-letters';

describe('normalizeName', () => {
  it.each([
    ['José Ángel', 'JOSE ANGEL'],
    ['  maría   de  los\tÁngeles ', 'MARIA DE LOS ANGELES'],
    ['Argüelles', 'ARGUELLES'],
    ['Muñoz', 'MUÑOZ'],
    ['MUN\u0303OZ', 'MUÑOZ'], // decomposed Ñ
    ["O'Farril", 'OFARRIL'],
    ['Ma. Luisa', 'MA LUISA'],
    ['Pérez-Gómez', 'PEREZGOMEZ'],
    ['Ana 😀 2', 'ANA'],
    ['Straße', 'STRASSE'],
    ['Østergård', 'OSTERGARD'],
    ['王', ''],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeName(raw)).toBe(expected);
  });
});

describe('inconvenient words', () => {
  it('replaces the last letter of a listed word with X', () => {
    expect(avoidInconvenientWord('BUEI')).toBe('BUEX');
    expect(avoidInconvenientWord('PENE')).toBe('PENX');
    expect(avoidInconvenientWord('RUIN')).toBe('RUIX');
    expect(avoidInconvenientWord('GODE')).toBe('GODE');
  });

  it('knows the whole SAT list', () => {
    const list =
      'BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COJA COJE COJI COJO CULO FETO GUEY JOTO ' +
      'KACA KACO KAGA KAGO KOGE KOJO KAKA KULO MAME MAMO MEAR MEAS MEON MION MOCO MULA PEDA ' +
      'PEDO PENE PUTA PUTO QULO RATA RUIN';
    for (const word of list.split(' ')) expect(isInconvenientWord(word), word).toBe(true);
    // The replacement itself is never on the list, so the rule needs one pass.
    for (const word of list.split(' ')) expect(isInconvenientWord(avoidInconvenientWord(word))).toBe(false);
  });
});

describe('rfcLetters', () => {
  // The four letters follow from the SAT rules alone, so each case below is checked
  // against the rule it illustrates (most people here are examples from the SAT rules and
  // the rfc-facil tests; the rest are made up to reach a corner).
  it.each([
    // Usual case: B + first internal vowel A + F + J.
    ['Juan', 'Barrios', 'Fernández', 'BAFJ'],
    // The vowel is searched after the initial: I-R-I-arte gives I, not the leading I.
    ['Eva', 'Iriarte', 'Méndez', 'IIME'],
    // CH and LL count by their first letter only.
    ['Manuel', 'Chávez', 'González', 'CAGM'],
    ['Felipe', 'Camargo', 'Llamas', 'CALF'],
    ['Charles', 'Kennedy', 'Truman', 'KETC'],
    // Paternal surname of one or two letters: initials of both surnames + two of the name.
    ['Alvaro', 'de la O', 'Lozano', 'OLAL'],
    ['Ernesto', 'Ek', 'Rivera', 'ERER'],
    // Compound surnames count by their first word; particles are skipped.
    ['Dolores', 'San Martín', 'Dávalos', 'SADD'],
    ['Mario', 'Sánchez de la Barquera', 'Gómez', 'SAGM'],
    ['Antonio', 'Jiménez', 'Ponce de León', 'JIPA'],
    ['Carmen', 'de la Peña', 'Ramírez', 'PERC'],
    ['Josué', 'Zarzosa', 'de la Torre', 'ZATJ'],
    ['Josué', 'de la Torre', 'Zarzosa', 'TOZJ'],
    ['Eric', 'Mc Gregor', 'Von Juárez', 'GEJE'],
    // Compound first names: the first one, unless it is MARIA or JOSE (or their abbreviations).
    ['Luz María', 'Fernández', 'Juárez', 'FEJL'],
    ['José Antonio', 'Camargo', 'Hernández', 'CAHA'],
    ['María Luisa', 'Ramírez', 'Sánchez', 'RASL'],
    ['Ma. Luisa', 'Ramírez', 'Sánchez', 'RASL'],
    ['J. Antonio', 'Camargo', 'Hernández', 'CAHA'],
    ['María de los Ángeles', 'Ramírez', 'Sánchez', 'RASA'],
    ['Marco Antonio', 'Cano', 'Barraza', 'CABM'], // MARCO is not MARIA
    ['María', 'Ramírez', 'Sánchez', 'RASM'], // a lone MARIA is used
    // Only one surname: two letters of it, then two of the name, whichever surname it is.
    ['Juan', '', 'Martínez', 'MAJU'],
    ['Gerarda', 'Zafra', '', 'ZAGE'],
    ['Gerarda', 'Zafra', '   ', 'ZAGE'],
    // Special characters are dropped, not read as separators.
    ['Roberto', "O'Farril", 'Carballo', 'OACR'],
    ['Rubén', "D'Angelo", 'Fargo', 'DAFR'],
    // Inconvenient word: BUEI becomes BUEX.
    ['Ingrid', 'Bueno', 'Ezquerra', 'BUEX'],
    // Ñ stays Ñ in the letters.
    ['Ana', 'Ñuñez', 'Ortiz', 'ÑUOA'],
    // No vowel after the initial: X.
    ['Ana', 'Wynn', 'López', 'WXLA'],
    // Missing letters are X.
    ['', 'Barrios', 'Fernández', 'BAFX'],
    ['O', 'Ek', 'Rivera', 'EROX'],
    ['', '', '', 'XXXX'],
    ['Ana', '', '', 'XXAN'],
  ])('%j %j %j → %s', (names, firstLastname, secondLastname, expected) => {
    expect(rfcLetters(names, firstLastname, secondLastname)).toBe(expected);
  });

  it('keeps a surname that is nothing but particles', () => {
    // DEL is the whole surname, so it is used as a word: D + E + R + A.
    expect(rfcLetters('Ana', 'Del', 'Río')).toBe('DERA');
  });
});
