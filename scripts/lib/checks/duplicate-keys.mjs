// A key written twice in one object. JSON.parse keeps the last value silently,
// so an entry pasted twice hides the first and nothing else would notice.
import { jsonPointer } from './faults.mjs';

/**
 * Every duplicate key of a JSON text, with its pointer and line. A small
 * scanner that follows the text and tracks the keys of each object, since the
 * parsed value has already lost them. Expects text JSON.parse accepted.
 */
export function duplicateKeys(text) {
  const found = [];
  let i = 0;
  const skip = () => {
    while (i < text.length && ' \t\r\n'.includes(text[i])) i += 1;
  };
  /** Skips blanks, then steps over the next character and returns it. */
  const next = () => {
    skip();
    i += 1;
    return text[i - 1];
  };
  const string = () => {
    const start = i;
    i += 1;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i += 1;
    return JSON.parse(text.slice(start, i));
  };
  const line = (at) => text.slice(0, at).split('\n').length;
  const value = (path) => {
    const c = next();
    if (c === '{') {
      const keys = new Set();
      skip();
      if (text[i] === '}') {
        i += 1;
        return;
      }
      do {
        skip();
        const at = i;
        const key = string();
        next(); // ':'
        if (keys.has(key)) found.push({ pointer: jsonPointer([...path, key]), key, line: line(at) });
        keys.add(key);
        value([...path, key]);
      } while (next() === ',');
    } else if (c === '[') {
      skip();
      if (text[i] === ']') {
        i += 1;
        return;
      }
      let n = 0;
      do {
        value([...path, n]);
        n += 1;
      } while (next() === ',');
    } else if (c === '"') {
      i -= 1;
      string();
    } else while (i < text.length && !',]} \t\r\n'.includes(text[i])) i += 1;
  };
  value([]);
  return found;
}

/** Reports each duplicate key of a file's text. */
export function checkDuplicateKeys(file, text, report) {
  for (const d of duplicateKeys(text))
    report.add(
      file,
      d.pointer,
      `duplicate key "${d.key}" (line ${d.line}): only the last one counts, the first is silently lost`,
      `keep one "${d.key}" and delete or rename the other`,
    );
}
