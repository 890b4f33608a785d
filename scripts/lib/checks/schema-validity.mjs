// Each data file is valid against its meta-schema, and each step schema
// compiles in ajv for every country once its {country.…} values are filled.
import Ajv from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from '../formats.mjs';

/** The generated name enums (scripts/lib/names-schema.mjs) the meta-schemas $ref. */
const NAME_FILES = ['flows/names.schema.json', 'schemas/widgets.schema.json'];

/** An ajv set up as the app's validators are: every error, ajv-errors messages, our formats. */
function createAjv() {
  const ajv = new Ajv({ allErrors: true, strict: false, $data: true });
  ajvErrors(ajv);
  addFormats(ajv);
  return ajv;
}

/**
 * A validator per meta-schema the project holds (country, flow, uiSchema). A
 * missing meta-schema accepts everything: its absence is reported elsewhere.
 */
export function createMetaValidators(files) {
  const ajv = createAjv();
  // The generated names the meta-schemas refer to (scripts/lib/names-schema.mjs).
  for (const file of NAME_FILES) if (files[file]) ajv.addSchema(files[file]);
  const compile = (file) => (files[file] ? ajv.compile(files[file]) : () => true);
  return {
    country: compile('countries/country.schema.json'),
    flow: compile('flows/flow.schema.json'),
    ui: compile('schemas/ui.schema.json'),
  };
}

/**
 * Reports ajv's errors for a file. A blank text already reported is left out:
 * the meta-schema's minLength or pattern would say the same thing less clearly.
 */
export function checkAgainstMetaSchema(validate, file, json, report) {
  if (validate(json)) return;
  const errors = validate.errors;
  // 'must match "then" schema' only wraps the errors found inside the step: those say what is wrong.
  const wraps = (e) =>
    e.keyword === 'if' && errors.some((inner) => inner !== e && inner.instancePath.startsWith(e.instancePath));
  report.addAll(
    errors
      .filter((e) => !(['minLength', 'pattern'].includes(e.keyword) && report.isBlank(file, e.instancePath)))
      // A name no registry holds: the cross-reference checks say which, and where to add it.
      .filter((e) => !NAME_FILES.some((f) => e.schemaPath.startsWith(`${f.split('/').at(-1)}#`)))
      .filter((e) => !wraps(e))
      .map((e) => ({
        file,
        pointer: e.instancePath || '',
        message: e.message,
        fix: e.params?.additionalProperty
          ? `remove or rename "${e.params.additionalProperty}"`
          : e.params?.missingProperty
            ? `add "${e.params.missingProperty}"`
            : 'see the schema at $schema',
      })),
  );
}

/**
 * Reports a step schema that ajv cannot compile for some country. Values come
 * from the profile at build time (scripts/compile-validators.mjs), so a
 * `"maxLength": "{country.x}"` is only wrong once x is filled in.
 * Also checks its samples (the screen gallery's form data): each of `examples`
 * must be accepted under at least one profile, and each of `x-invalid-examples`
 * refused under every profile, so that the gallery's 'filled' form can be sent
 * and its 'invalid' one shows messages.
 */
export function checkStepSchemaCompiles(file, schema, countries, report) {
  const examples = Array.isArray(schema.examples) ? schema.examples : [];
  const invalid = Array.isArray(schema['x-invalid-examples']) ? schema['x-invalid-examples'] : [];
  const acceptedSomewhere = examples.map(() => false);
  const fill = (value, country) =>
    JSON.parse(JSON.stringify(value).replace(/"\{country\.(\w+)\}"/g, (_m, k) => JSON.stringify(country[k] ?? null)));
  for (const [code, country] of Object.entries(countries)) {
    let validate;
    try {
      const { $schema: _s, examples: _e, 'x-invalid-examples': _i, ...filled } = fill(schema, country);
      // A fresh ajv each time: the same $id compiled twice in one instance would throw.
      validate = createAjv().compile(filled);
    } catch (e) {
      report.add(
        file,
        '',
        `does not compile for ${code}: ${e.message}`,
        'see the JSON Schema draft-07 and ajv-errors docs',
      );
      continue;
    }
    examples.forEach((example, i) => {
      if (validate(fill(example, country))) acceptedSomewhere[i] = true;
    });
    invalid.forEach((example, i) => {
      if (validate(fill(example, country)))
        report.add(
          file,
          `/x-invalid-examples/${i}`,
          `is accepted under ${code}: an invalid example must break a rule`,
          'make one of its values break a rule of the schema',
        );
    });
  }
  acceptedSomewhere.forEach((ok, i) => {
    if (!ok)
      report.add(
        file,
        `/examples/${i}`,
        'is refused under every country profile: an example must be a form that can be sent',
        'fix the values the validators refuse (run the gallery to see the messages)',
      );
  });
}
