// Walks over the strings of a JSON value with their paths, for the checks that
// read text (blank texts, placeholders).

/** Every string in a JSON value with its path, optionally skipping some keys' subtrees. */
export function* jsonStrings(value, path = [], skipKeys = new Set()) {
  if (typeof value === 'string') yield [value, path];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* jsonStrings(v, [...path, i], skipKeys);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) if (!skipKeys.has(k)) yield* jsonStrings(v, [...path, k], skipKeys);
}

/** Keys of a step schema whose strings people read: titles, descriptions and messages. */
const SCHEMA_COPY_KEYS = new Set(['title', 'description', 'errorMessage']);

/**
 * The strings of a step schema that people read (titles, descriptions, every
 * errorMessage string), with paths. Values (`const`, `enum`, `default`) are data
 * sent to the server, not copy, so a blank one there is not a mistake.
 */
export function* schemaCopy(value, path = []) {
  if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* schemaCopy(v, [...path, i]);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'errorMessage') yield* jsonStrings(v, [...path, k]);
      else if (SCHEMA_COPY_KEYS.has(k) && typeof v === 'string') yield [v, [...path, k]];
      else if (k !== 'const' && k !== 'enum' && k !== 'default') yield* schemaCopy(v, [...path, k]);
    }
}
