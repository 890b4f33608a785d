// Hostile strings for the property suites: what a person, a paste, an old
// draft or a broken server can put where the app expects a name or a code.
// Each named sample has broken some form somewhere; the random ones find what
// nobody thought of. Shared by every suite under tests/properties/.
import fc from 'fast-check';

/** 10 000 characters: the length the issue names ('a paste of a whole document'). */
export const LONG = 10_000;

const LONE_SURROGATES = ['\ud83d', '\ude00', 'a\ud800b', '\udfff\ud800'];
const EMOJI = ['😀', '👩🏽‍🚀', '🇲🇽', '🏳️‍🌈', '❤️', '\u{1F600}\u{FE0F}'];
// Right-to-left and left-to-right marks, embeddings, overrides and isolates.
const DIRECTION = ['\u200f', '\u200e', '\u202eabc\u202c', '\u202a\u202b', '\u2066x\u2069', '\u061c'];
const ZERO_WIDTH = ['\u200b', '\u200c', '\u200d', '\ufeff', '\u2060', '\u00ad'];
const CONTROL = ['\0', 'a\0b', '\u0007\u001b[31m', '\r\n', '\u0085', '\u2028\u2029', '\b\v\f', '\u007f'];
const WHITESPACE = ['', ' ', '   ', '\t\n', '\u00a0', '\u2003\u3000', '\u180e', ' \u00a0 '];
const MARKUP = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '<svg/onload=alert(1)>',
  '&amp;&lt;&#0;',
  '{{constructor.constructor("alert(1)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, meant literally
  '${7*7}',
  '{country.appName}',
  '$& $1 $`',
  '__proto__',
  'constructor',
  'toString',
];
const SQL = ["' OR '1'='1' --", "Robert'); DROP TABLE users;--", '1; SELECT * FROM users', '" OR ""="', '%00%27'];
// Digits that are digits to Unicode but not to /[0-9]/: full-width, Arabic-Indic, Devanagari, superscripts.
const OTHER_DIGITS = ['１２３４５６', '٠١٢٣٤٥٦٧٨٩', '۱۲۳۴', '१२३४', '²³¹', '½', '𝟙𝟚𝟛'];
// Letters that change length or shape when upper-cased or normalised.
const TRICKY_LETTERS = ['ß', 'ŉ', 'ﬁ', 'İı', 'ǅ', 'José', 'Jose\u0301', 'N\u0303', 'Ａｎａ', 'ΑΒΓ', 'Ⅻ', 'Æ Œ Ø'];
const NUMBER_LIKE = ['-1', '0', '1e309', 'NaN', 'Infinity', 'null', 'undefined', '0x1F', '00000', '5512345678', '3.5'];
const PATH_LIKE = ['../../etc/passwd', '\\', '"', "'", '&', '%s%s%n', 'a&b', '\\"token\\":\\"x'];

/** Every named sample, short ones and the three long ones. */
export const HOSTILE_SAMPLES: readonly string[] = [
  ...LONE_SURROGATES,
  ...EMOJI,
  ...DIRECTION,
  ...ZERO_WIDTH,
  ...CONTROL,
  ...WHITESPACE,
  ...MARKUP,
  ...SQL,
  ...OTHER_DIGITS,
  ...TRICKY_LETTERS,
  ...NUMBER_LIKE,
  ...PATH_LIKE,
  'a'.repeat(LONG),
  '9'.repeat(LONG),
  `${'ab '.repeat(LONG / 3)}!`,
  '😀'.repeat(LONG / 2),
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** One piece of a hostile string: a named sample (short), a lone surrogate or any code point. */
const piece: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_SAMPLES.filter((s) => s.length < 100)) },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 3 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 3 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 3 }) },
);

/** Mixed pieces glued together: an emoji inside a name, an RTL mark between digits. */
const mixed = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));

// Runs a field's pattern accepts, so that the hostile tail makes the regex
// backtrack over all of them: the shape that turns a pattern into a hang.
const RUN_UNITS = ['a', 'ab ', 'Ñ', '9', ' ', 'a ', 'A1 ', 'ñá', '-'];

/**
 * Up to 10 000 characters (never much more: the suites stay fast): a piece
 * repeated, or a long run that looks valid followed by one hostile piece.
 */
const long = fc.oneof(
  fc
    .tuple(
      piece.filter((p) => p.length > 0),
      fc.integer({ min: 1000, max: LONG }),
    )
    .map(([p, n]) => p.repeat(Math.ceil(n / p.length)).slice(0, n)),
  fc
    .tuple(fc.constantFrom(...RUN_UNITS), fc.integer({ min: 1000, max: LONG }), piece)
    .map(([unit, n, tail]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n - tail.length) + tail),
);

/** Any hostile string: named samples first, then random, mixed and long ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_SAMPLES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme' }) },
  { weight: 3, arbitrary: mixed },
  { weight: 2, arbitrary: long },
);

/** A code, NIP or password as the app handles them: 4 to 8 ASCII digits. */
export const digitSecret = fc.stringMatching(/^[0-9]{4,8}$/);

/**
 * Runs of a property, kept small: the hostile suites run in the ordinary
 * `npx vitest run` and must add seconds, not minutes. Seeds are random; a
 * failure prints the seed and the shrunk counterexample to replay it.
 */
export const RUNS = { fast: 100, slow: 30 } as const;

/**
 * fast-check parameters that run every example and then `random` generated
 * values (fast-check counts examples within numRuns, so they would otherwise
 * use up the random runs, or be cut short).
 */
export function examplesThen<T>(examples: T[], random: number): { examples: T[]; numRuns: number } {
  return { examples, numRuns: examples.length + random };
}

/**
 * Runs `fn` and says how long it took, in milliseconds. A run over `bound` is
 * repeated twice and the fastest counts: a busy machine (CI shares two cores)
 * pauses now and then, a backtracking regex is slow every time.
 */
export function timed<T>(fn: () => T, bound: number): { value: T; ms: number } {
  let best = Number.POSITIVE_INFINITY;
  let value: T | undefined;
  for (let attempt = 0; attempt < 3 && best > bound; attempt++) {
    const started = performance.now();
    value = fn();
    best = Math.min(best, performance.now() - started);
  }
  return { value: value as T, ms: best };
}
