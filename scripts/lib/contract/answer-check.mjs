// One answer held to the document: is its status one the operation declares, is its body of
// a declared media type, and does it match that answer's schema? Each difference names the
// field by JSON pointer and says what the document expected and what came.
import { pointer, responseFor } from '../openapi.mjs';

/** A value as a short text for a report line: long strings and objects are cut down. */
export function shown(value) {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (value !== null && typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

/** 'a string', 'an integer', 'an array'. */
const article = (type) => `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;

const typeName = (value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** An ajv error as { pointer, expected, got }. */
function difference(e) {
  const p = e.params ?? {};
  switch (e.keyword) {
    case 'required':
      return {
        pointer: `${e.instancePath}${pointer(p.missingProperty)}`,
        expected: 'this field (required)',
        got: 'none',
      };
    case 'additionalProperties':
      return { pointer: `${e.instancePath}${pointer(p.additionalProperty)}`, expected: 'no such field', got: 'one' };
    case 'type':
      return { pointer: e.instancePath, expected: article(p.type), got: `${typeName(e.data)} ${shown(e.data)}` };
    case 'enum':
      return {
        pointer: e.instancePath,
        expected: `one of ${p.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`,
        got: shown(e.data),
      };
    case 'const':
      return { pointer: e.instancePath, expected: JSON.stringify(p.allowedValue), got: shown(e.data) };
    case 'pattern':
      return { pointer: e.instancePath, expected: `text matching ${p.pattern}`, got: shown(e.data) };
    default:
      return {
        pointer: e.instancePath,
        expected: (e.message ?? 'another value').replace(/^must /, ''),
        got: shown(e.data),
      };
  }
}

/**
 * ajv's errors as differences. An `anyOf` that failed is said once, its branches' reasons
 * joined ('this field (required) at /data/id, or …'), not as one line per branch.
 */
export function differencesOf(errors) {
  const anyOfs = errors.filter((e) => e.keyword === 'anyOf');
  const inBranch = (e) =>
    anyOfs.find(
      (a) => a !== e && e.schemaPath.startsWith(`${a.schemaPath}/`) && e.instancePath.startsWith(a.instancePath),
    );
  const out = [];
  for (const e of errors) {
    if (inBranch(e)) continue;
    if (e.keyword !== 'anyOf') {
      out.push(difference(e));
      continue;
    }
    const branches = errors.filter((b) => b !== e && b.schemaPath.startsWith(`${e.schemaPath}/`)).map(difference);
    const expected = branches.map((b) => (b.pointer === e.instancePath ? b.expected : `${b.expected} at ${b.pointer}`));
    out.push({ pointer: e.instancePath, expected: [...new Set(expected)].join(', or '), got: shown(e.data) });
  }
  return out;
}

const isJsonType = (type) => type === 'application/json' || /\+json$/.test(type);

/**
 * The differences between an answer and the document, for one operation:
 * `answer` is { status, contentType, bytes (Uint8Array) }.
 */
export function checkAnswer(doc, validators, operation, answer) {
  const { status } = answer;
  const found = responseFor(doc, operation.op, status);
  if (!found)
    return [
      {
        pointer: '',
        expected: `a status the document declares (${Object.keys(operation.op.responses ?? {}).join(', ')})`,
        got: String(status),
      },
    ];
  const { response } = found;
  // No body described: whatever came is not read (the lookup's 404).
  if (!response.content) return [];
  const kind = operation.op['x-answer'];
  // A success of a call whose data is optional or not read: no body, or one that is not JSON, is fine too.
  const lenient = status >= 200 && status < 300 && (kind === 'optional' || kind === 'ignored');
  const text = new TextDecoder().decode(answer.bytes);
  const declared = Object.keys(response.content);
  if (text.trim() === '')
    return lenient ? [] : [{ pointer: '', expected: `a body (${declared.join(' or ')})`, got: 'an empty body' }];
  const mediaType = (answer.contentType ?? '').split(';')[0].trim().toLowerCase();
  const media = response.content[mediaType];
  if (!media) {
    if (lenient) return [];
    return [{ pointer: '', expected: `a body of type ${declared.join(' or ')}`, got: mediaType || 'no content-type' }];
  }
  if (mediaType === 'application/pdf') {
    const magic = new TextDecoder().decode(answer.bytes.slice(0, 5));
    return magic === '%PDF-' ? [] : [{ pointer: '', expected: 'a PDF document (%PDF-…)', got: shown(text) }];
  }
  if (!isJsonType(mediaType) || !media.schema) return [];
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return lenient ? [] : [{ pointer: '', expected: 'a JSON body', got: `text that is not JSON: ${shown(text)}` }];
  }
  const validate = validators.validator(media.schema);
  return validate(body) ? [] : differencesOf(validate.errors ?? []);
}
