// The form engine bundles only the rjsf fields and widgets our steps use
// (REGISTRIES in scripts/slim-rjsf.ts, swapped in there
// for rjsf's own). A step schema that would need one left out is refused
// here, not met as a broken screen.
import { jsonPointer } from './faults.mjs';

// String formats for which rjsf picks a widget we leave out (date pickers, colour, file).
const FORMATS_WITHOUT_WIDGET = new Set(['date', 'date-time', 'time', 'color', 'data-url']);
const WHERE =
  'the form engine bundles only text, number, list and checkbox fields (REGISTRIES in scripts/slim-rjsf.ts)';

/** Whether a oneOf/anyOf is a list of fixed choices, which rjsf draws as a select. */
const isChoiceList = (options) => Array.isArray(options) && options.every((o) => o && 'const' in o);

/** Faults for the parts of a step schema the bundled fields cannot draw. */
export function checkStepSchemaSupported(file, schema, report) {
  const visit = (node, path) => {
    if (!node || typeof node !== 'object') return;
    const types = [node.type].flat();
    if (types.includes('array') || 'items' in node)
      report.add(file, jsonPointer(path), 'a list of items (type array) cannot be drawn', `${WHERE}: ask a developer`);
    for (const key of ['oneOf', 'anyOf'])
      if (key in node && !isChoiceList(node[key]))
        report.add(
          file,
          jsonPointer([...path, key]),
          `${key} with options other than fixed choices cannot be drawn`,
          `give every option a "const" (a list to pick from), or ask a developer: ${WHERE}`,
        );
    for (const key of ['allOf', 'patternProperties'])
      if (key in node)
        report.add(
          file,
          jsonPointer([...path, key]),
          `${key} cannot be drawn: the form engine leaves out its schema merger`,
          'list the fields under "properties" (and "if"/"then" for conditions), or ask a developer',
        );
    if (FORMATS_WITHOUT_WIDGET.has(node.format))
      report.add(
        file,
        jsonPointer([...path, 'format']),
        `format "${node.format}" needs a picker the form engine leaves out`,
        'remove the format and check the text with a pattern, or ask a developer',
      );
    for (const [name, child] of Object.entries(node.properties ?? {})) visit(child, [...path, 'properties', name]);
    for (const key of ['then', 'else']) visit(node[key], [...path, key]);
  };
  visit(schema, []);
}
