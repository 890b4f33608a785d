// What every check reports, and the helpers that build a report: a JSON pointer
// into the file and a fix a person editing JSON can act on.

/**
 * One problem found in a data file.
 * @typedef {{ file: string, pointer: string, message: string, fix?: string }} Fault
 */

/** A JSON pointer (RFC 6901) for a path of keys and indexes: ['steps', 'a/b'] → '/steps/a~1b'. */
export const jsonPointer = (parts) =>
  `/${parts.map((p) => String(p).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

/**
 * The faults of one run, in the order they were found. It also remembers where a
 * blank text was reported, because the meta-schema would report the same text
 * again in its own words ("must NOT have fewer than 1 characters"): one fault
 * per mistake is easier to act on.
 */
export function createFaultList() {
  /** @type {Fault[]} */
  const faults = [];
  const blankAt = new Set();
  return {
    faults,
    /** Adds one fault. */
    add(file, pointer, message, fix) {
      faults.push({ file, pointer, message, fix });
    },
    /** Adds faults built elsewhere (ajv's), as they are. */
    addAll(list) {
      faults.push(...list);
    },
    /** Records that the text at file#pointer was reported as blank. */
    noteBlank(file, pointer) {
      blankAt.add(`${file}#${pointer}`);
    },
    /** Whether the text at file#pointer was reported as blank. */
    isBlank(file, pointer) {
      return blankAt.has(`${file}#${pointer}`);
    },
  };
}

/** The closest name within a few typos (Levenshtein distance), or undefined. */
function closest(name, candidates) {
  const distance = (a, b) => {
    const row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let x = 1; x <= a.length; x += 1) {
      let prev = row[0];
      row[0] = x;
      for (let y = 1; y <= b.length; y += 1) {
        const keep = row[y];
        row[y] = Math.min(row[y] + 1, row[y - 1] + 1, prev + (a[x - 1] === b[y - 1] ? 0 : 1));
        prev = keep;
      }
    }
    return row[b.length];
  };
  let best;
  // A third of the name, at least two edits: enough for a typo, too few to suggest an unrelated name.
  let bestDistance = Math.max(2, Math.floor(name.length / 3)) + 1;
  for (const c of candidates) {
    const d = distance(name.toLowerCase(), String(c).toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}

/** A fix for a misspelt name: the closest candidate, or the whole list when none is close. */
export const didYouMean = (name, candidates) => {
  const c = closest(name, candidates);
  return c ? `did you mean "${c}"?` : `use one of: ${[...candidates].join(', ')}`;
};
