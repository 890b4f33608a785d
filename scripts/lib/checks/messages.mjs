// The text people read: none left blank, and every required field with the
// message ajv-errors shows when it is missing (without one, the person sees
// ajv's English "must have required property").
import { jsonPointer } from './faults.mjs';
import { jsonStrings, schemaCopy } from './json-strings.mjs';

const SKIP_SCHEMA_KEY = new Set(['$schema']);

/** Reports a text that is empty or holds only spaces; `what` names it for the person ("setting", "message"). */
function checkNotBlank(file, text, path, what, report) {
  if (text.trim() !== '') return;
  const pointer = jsonPointer(path);
  report.noteBlank(file, pointer);
  report.add(
    file,
    pointer,
    text === '' ? `${what} is empty` : `${what} holds only spaces`,
    'write the text, or remove the entry',
  );
}

/** Every string of a country profile is a setting some screen shows or sends. */
export function checkBlankSettings(file, country, report) {
  for (const [text, at] of jsonStrings(country)) checkNotBlank(file, text, at, 'setting', report);
}

/** Every string of a flow or a uiSchema (but "$schema") is copy or a name. */
export function checkBlankTexts(file, json, report) {
  for (const [text, at] of jsonStrings(json, [], SKIP_SCHEMA_KEY)) checkNotBlank(file, text, at, 'text', report);
}

/** The titles, descriptions and messages of a step schema. */
export function checkBlankSchemaCopy(file, schema, report) {
  for (const [text, at] of schemaCopy(schema))
    checkNotBlank(file, text, at, at.includes('errorMessage') ? 'message' : 'text', report);
}

/**
 * Every required field needs its message where ajv-errors looks for it: the
 * errorMessage of the same (sub)schema, so conditional branches (then, allOf…)
 * are walked too.
 */
export function checkRequiredMessages(file, schema, report) {
  const visit = (node, at) => {
    if (!node || typeof node !== 'object') return;
    const messages = node.errorMessage;
    for (const field of Array.isArray(node.required) ? node.required : [])
      if (typeof messages !== 'string' && typeof messages?.required !== 'string' && !messages?.required?.[field])
        report.add(
          file,
          jsonPointer([...at, 'errorMessage', 'required']),
          `required field "${field}" has no message`,
          `add "${field}": "* …" under ${at.length ? `${at.join('.')}.` : ''}errorMessage.required`,
        );
    for (const [k, sub] of Object.entries(node.properties ?? {})) visit(sub, [...at, 'properties', k]);
    for (const k of ['then', 'else', 'items']) visit(node[k], [...at, k]);
    for (const k of ['allOf', 'anyOf']) for (const [i, sub] of (node[k] ?? []).entries()) visit(sub, [...at, k, i]);
  };
  visit(schema, []);
}
