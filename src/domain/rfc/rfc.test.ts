import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateRfc, RFC_PATTERN, type RfcInput, rfcCheckDigit } from './rfc';

function person(
  names: string,
  firstLastname: string,
  secondLastname: string | undefined,
  [year, month, day]: [number, number, number],
): RfcInput {
  return { names, firstLastname, secondLastname, birthDate: { year, month, day } };
}

describe('generateRfc: published examples', () => {
  it('Emma Gómez Díaz, 31 Dec 1956 → GODE561231GR8 (the SAT worked example)', () => {
    // Worked by hand in homoclave.test.ts (sum 2535 → GR) and check-digit.test.ts (1026 → 8).
    expect(generateRfc(person('Emma', 'Gómez', 'Díaz', [1956, 12, 31]))).toBe('GODE561231GR8');
  });

  // Complete RFCs from the josketres/rfc-facil test suite. Letters and date follow from the
  // rules; homoclave and check digit were recomputed independently (see homoclave.test.ts and
  // check-digit.test.ts for the sums) and agree with the published values.
  it.each([
    // Particles in the maternal surname, accent in the name; the homoclave reads DE LA.
    [person('Josué', 'Zarzosa', 'de la Torre', [1987, 8, 5]), 'ZATJ870805CK6'],
    // Paternal surname starting with a vowel; homoclave of two digits; check digit 1.
    [person('ELIUD', 'OROZCO', 'GOMEZ', [1952, 7, 11]), 'OOGE520711151'],
    // Check digit A (11 − 1 = 10).
    [person('SATURNINA', 'ANGEL', 'CRUZ', [1921, 11, 12]), 'AECS211112JPA'],
  ])('%j → %s', (input, expected) => {
    expect(generateRfc(input)).toBe(expected);
  });
});

describe('generateRfc: rules worked by hand', () => {
  it('compound name MARIA LUISA uses LUISA; the homoclave still reads MARIA', () => {
    // Letters R A S L. Homoclave of RAMIREZ SANCHEZ MARIA LUISA:
    // 0 29 11 24 19 29 15 39 00 32 11 25 13 18 15 39 00 24 11 29 19 11 00 23 34 19 32 11,
    // pair sum 4701 → 701 = 20×34 + 21 → L M.
    // Check digit: R28×13 + A10×12 + S29×11 + L21×10 + 7×9 + 0×8 + 1×7 + 2×6 + 1×5 + 3×4
    // + L21×3 + M22×2 = 364+120+319+210+63+0+7+12+5+12+63+44 = 1219; 1219 mod 11 = 9; 11-9 = 2.
    expect(generateRfc(person('María Luisa', 'Ramírez', 'Sánchez', [1970, 12, 13]))).toBe('RASL701213LM2');
  });

  it('compound name JOSE ANTONIO with a DEL surname', () => {
    // Letters: DEL is dropped, REAL gives R E, then A(nzures) and A(ntonio).
    // Homoclave of DEL REAL ANZURES JOSE ANTONIO is N9 (published by rfc-facil; sum 4756).
    // Check digit: R28×13 + E14×12 + A10×11 + A10×10 + 63+0+7+12+5+12 + N23×3 + 9×2
    // = 364+168+110+100+99+69+18 = 928; 928 mod 11 = 4; 11-4 = 7.
    expect(generateRfc(person('José Antonio', 'Del Real', 'Anzures', [1970, 12, 13]))).toBe('REAA701213N97');
  });

  it('missing maternal surname (and a check digit of 0)', () => {
    // Letters: ZA + GE. Homoclave of ZAFRA GERARDA: 0 39 11 16 29 11 00 17 15 29 11 29 14 11;
    // 03×3 + 39×9 + 91×1 + 11×1 + 11×1 + 16×6 + 62×2 + 29×9 + 91×1 + 11×1 + 10×0 + 00×0
    // + 01×1 + 17×7 + 71×1 + 15×5 + 52×2 + 29×9 + 91×1 + 11×1 + 12×2 + 29×9 + 91×1 + 14×4
    // + 41×1 + 11×1 = 2273 → 273 = 8×34 + 1 → 9 2.
    // Check digit: Z36×13 + A10×12 + G16×11 + E14×10 + 63+0+7+12+5+12 + 9×3 + 2×2 = 1034,
    // which is 94 × 11, so the digit is 0.
    expect(generateRfc(person('Gerarda', 'Zafra', undefined, [1970, 12, 13]))).toBe('ZAGE701213920');
    expect(generateRfc(person('Gerarda', 'Zafra', '', [1970, 12, 13]))).toBe('ZAGE701213920');
  });

  it('inconvenient word BUEI becomes BUEX', () => {
    // Homoclave of BUENO EZQUERRA INGRID: sum 4707 → 707 = 20×34 + 27 → L T.
    // Check digit: B11×13 + U31×12 + E14×11 + X34×10 + 99 + L21×3 + T30×2
    // = 143+372+154+340+99+63+60 = 1231; 1231 mod 11 = 10; 11-10 = 1.
    expect(generateRfc(person('Ingrid', 'Bueno', 'Ezquerra', [1970, 12, 13]))).toBe('BUEX701213LT1');
  });

  it('particles DE LA and an Ñ in the paternal surname', () => {
    // Letters: PEÑA → P E, then R, C. The homoclave reads DE LA PEÑA RAMIREZ CARMEN
    // (Ñ = 40): sum 3667 → 667 = 19×34 + 21 → K M.
    // Check digit: P26×13 + E14×12 + R28×11 + C12×10 + 99 + K20×3 + M22×2
    // = 338+168+308+120+99+60+44 = 1137; 1137 mod 11 = 4; 11-4 = 7.
    expect(generateRfc(person('Carmen', 'de la Peña', 'Ramírez', [1970, 12, 13]))).toBe('PERC701213KM7');
  });

  it('Ñ with accents elsewhere: Muñoz Ortega', () => {
    // Homoclave T6 is published by rfc-facil (sum 2923). Check digit: M22×13 + U31×12
    // + O25×11 + J19×10 + 99 + T30×3 + 6×2 = 286+372+275+190+99+90+12 = 1324; mod 11 = 4; → 7.
    expect(generateRfc(person('Juan', 'Muñoz', 'Ortega', [1970, 12, 13]))).toBe('MUOJ701213T67');
    expect(generateRfc(person('JUAN', 'MUÑOZ', 'ORTEGA', [1970, 12, 13]))).toBe('MUOJ701213T67');
  });

  it('keeps Ñ in the four letters', () => {
    // ÑUÑEZ ORTIZ ANA: sum 2901 → 901 = 26×34 + 17 → S I; check digit A (see check-digit.test.ts).
    expect(generateRfc(person('Ana', 'Ñúñez', 'Ortiz', [1985, 1, 1]))).toBe('ÑUOA850101SIA');
  });

  it('writes the year with two digits on both sides of 2000', () => {
    expect(generateRfc(person('Juan', 'Barrios', 'Fernández', [2001, 12, 1])).slice(0, 10)).toBe('BAFJ011201');
    expect(generateRfc(person('Juan', 'Barrios', 'Fernández', [1900, 1, 9])).slice(0, 10)).toBe('BAFJ000109');
  });

  it('survives input that breaks the types at run time', () => {
    const broken = [
      {} as RfcInput,
      null as unknown as RfcInput,
      { names: 42, firstLastname: null, birthDate: null } as unknown as RfcInput,
      person('Ana', 'López', 'Ruiz', [Number.NaN, -3, 1234.9]),
      person('Ana', 'López', 'Ruiz', [Number.POSITIVE_INFINITY, 1e300, -0]),
    ];
    for (const input of broken) expect(generateRfc(input)).toMatch(RFC_PATTERN);
    expect(generateRfc(person('Ana', 'López', 'Ruiz', [Number.NaN, -3, 1234.9])).slice(4, 10)).toBe('009734');
  });
});

describe('generateRfc: properties', () => {
  const spanishLetters = [...'abcdefghijklmnñopqrstuvwxyzáéíóúü'];
  const spanishChar = fc.constantFrom(
    ...spanishLetters,
    ...spanishLetters.map((ch) => ch.toUpperCase()),
    ' ',
    ' ',
    ' ',
    '-',
    "'",
    '.',
  );
  const oddChar = fc.constantFrom('😀', '👩‍👩‍👧', '🇲🇽', '\u0303', '\u00a0', '\t', '\n', 'ß', '王', '&', '7');
  const spanishText = fc.string({ unit: spanishChar, maxLength: 40 });
  const nameText = fc.oneof(
    spanishText,
    fc.string({ unit: fc.oneof(spanishChar, oddChar), maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('', ' ', 'MARIA', 'José', 'de la', 'Ma.', 'Y', 'Ñ', 'Mc', "O'", '-'),
    // 10 000 characters (may end in half of a surrogate pair, which is fine).
    fc
      .string({ unit: fc.oneof(spanishChar, oddChar), minLength: 1, maxLength: 12 })
      .map((chunk) => chunk.repeat(Math.ceil(10_000 / chunk.length)).slice(0, 10_000)),
  );
  const birthDate = fc
    .date({
      min: new Date(Date.UTC(1900, 0, 1)),
      max: new Date(Date.UTC(2030, 11, 31)),
      noInvalidDate: true,
    })
    .map((date) => ({
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    }));
  const input = fc.record(
    { names: nameText, firstLastname: nameText, secondLastname: nameText, birthDate },
    { requiredKeys: ['names', 'firstLastname', 'birthDate'] },
  );

  it('never throws and always returns 13 characters matching RFC_PATTERN', () => {
    fc.assert(
      fc.property(input, (person) => {
        const rfc = generateRfc(person);
        expect(rfc).toHaveLength(13);
        expect(rfc).toMatch(RFC_PATTERN);
        expect(rfc.slice(0, 4)).toMatch(/^[A-ZÑ]{4}$/);
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(input, (person) => {
        expect(generateRfc(person)).toBe(generateRfc(structuredClone(person)));
      }),
    );
  });

  it('ends with the check digit of its first 12 characters', () => {
    fc.assert(
      fc.property(input, (person) => {
        const rfc = generateRfc(person);
        expect(rfcCheckDigit(rfc.slice(0, 12))).toBe(rfc.charAt(12));
      }),
    );
  });

  it('writes the date as yymmdd', () => {
    fc.assert(
      fc.property(input, ({ birthDate: { year, month, day }, ...names }) => {
        const yymmdd = [year % 100, month, day].map((n) => String(n).padStart(2, '0')).join('');
        expect(generateRfc({ ...names, birthDate: { year, month, day } }).slice(4, 10)).toBe(yymmdd);
      }),
    );
  });

  it('ignores letter case, accents other than Ñ, and extra spaces', () => {
    const stripAccents = (s: string) => s.replace(/[áéíóúüÁÉÍÓÚÜ]/g, (ch) => ch.normalize('NFD').charAt(0));
    fc.assert(
      fc.property(spanishText, spanishText, spanishText, birthDate, (names, first, second, date) => {
        const original = generateRfc({
          names,
          firstLastname: first,
          secondLastname: second,
          birthDate: date,
        });
        const variant = generateRfc({
          names: `  ${stripAccents(names.toLowerCase())}  `,
          firstLastname: stripAccents(first.toUpperCase()).replaceAll(' ', '   '),
          secondLastname: `\t${stripAccents(second)}`,
          birthDate: date,
        });
        expect(variant).toBe(original);
      }),
    );
  });
});
