// A form step's call (`submit` in its flow file): the operation exists, every
// field its payload reads is a field of the step's form, and the payload is the
// call's request: every field the request schema (api/openapi.yaml, the operation's
// requestBody) requires, none it does not know, each of the type it takes. So a field the
// server receives is added in JSON, and a mistake shows here, not on the phone.
import { deref, operationsOf } from '../openapi.mjs';
import { didYouMean, jsonPointer } from './faults.mjs';
import { paramsOf, pathsOf } from './route-params.mjs';

const PLACEHOLDER = /\{([A-Za-z_]\w*)\.([\w-]+)\}/g;
const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The JSON type a payload value is sent as. */
function sentType(spec) {
  if (typeof spec === 'string' || 'date' in spec) return 'string';
  return spec.as === 'wholeNumber' ? 'integer' : 'string';
}

/** Whether a value of JSON type `sent` fits the schema's `type`. */
const fits = (sent, type) =>
  type === undefined || [type].flat().some((t) => t === sent || (t === 'number' && sent === 'integer'));

/** The templates of a payload value, and the form fields it reads. */
function partsOf(spec) {
  if (typeof spec === 'string') return { templates: [spec], fields: [] };
  if ('date' in spec) return { templates: [], fields: spec.date };
  if ('value' in spec) return { templates: [spec.value], fields: [] };
  return {
    templates: spec.default === undefined ? [] : [spec.default],
    fields: [spec.field, ...(spec.use ? [spec.use] : [])],
  };
}

export function checkSubmit(project, id, { file, step }, report) {
  const at = ['steps', id, 'submit'];
  const { operation, payload = {}, path = {} } = step.submit ?? {};
  if (typeof operation !== 'string') return; // the flow schema reports the shape
  if (!project.names.operation.has(operation)) {
    report.add(
      file,
      jsonPointer([...at, 'operation']),
      `no operation "${operation}"`,
      `add src/api/operations/${kebab(operation)}.ts, or ${didYouMean(operation, project.names.operation)}`,
    );
    return;
  }
  const form = project.files[`schemas/steps/${step.schema}.json`]?.properties ?? {};
  const own = new Set(pathsOf(step).flatMap(paramsOf));
  const checkTemplates = (templates, pointer) => {
    for (const template of templates)
      for (const [, source, name] of template.matchAll(PLACEHOLDER)) {
        const known =
          source === 'params'
            ? own.has(name)
            : source === 'session'
              ? project.sessionKeys.has(name)
              : source === 'country' && name in (project.countries.mx ?? {});
        if (!known)
          report.add(
            file,
            pointer,
            `{${source}.${name}} is not a route parameter of this step, a session key or a country setting`,
            "use {params.<name>} for this step's route, {session.<key>} (src/adapters/session.ts) or {country.<key>}",
          );
      }
  };
  for (const [name, template] of Object.entries(path)) checkTemplates([template], jsonPointer([...at, 'path', name]));

  const documented = project.contract ? operationsOf(project.contract).find((o) => o.id === operation) : undefined;
  const body = documented?.op.requestBody?.content?.['application/json']?.schema;
  const request = body ? deref(project.contract, body) : undefined;
  const requestFile = `api/openapi.yaml (${body?.$ref?.split('/').at(-1) ?? operation})`;
  const properties = request?.properties ?? {};
  for (const [name, spec] of Object.entries(payload)) {
    const pointer = jsonPointer([...at, 'payload', name]);
    const { templates, fields } = partsOf(spec);
    checkTemplates(templates, pointer);
    for (const field of fields)
      if (!(field in form))
        report.add(
          file,
          pointer,
          `the form has no field "${field}"`,
          `use a field of schemas/steps/${step.schema}.json, or ${didYouMean(field, new Set(Object.keys(form)))}`,
        );
    if (!request) continue;
    const property = deref(project.contract, properties[name]);
    if (!property) {
      if (request.additionalProperties === false)
        report.add(
          file,
          pointer,
          `${operation} takes no "${name}" (${requestFile})`,
          didYouMean(name, new Set(Object.keys(properties))),
        );
      continue;
    }
    if (!fits(sentType(spec), property.type))
      report.add(
        file,
        pointer,
        `"${name}" is sent as ${sentType(spec)}, ${requestFile} takes ${[property.type].flat().join(' or ')}`,
        sentType(spec) === 'string' ? 'convert it: "as": "wholeNumber"' : 'send it as text (no "as")',
      );
    const fixed = property.const ?? (property.enum?.length === 1 ? property.enum[0] : undefined);
    if (typeof spec === 'string' && !spec.includes('{') && fixed !== undefined && spec !== fixed)
      report.add(file, pointer, `"${name}" must be "${fixed}" (${requestFile})`, `write "${fixed}"`);
  }
  if (request)
    for (const name of request.required ?? [])
      if (!(name in payload))
        report.add(
          file,
          jsonPointer([...at, 'payload']),
          `${operation} requires "${name}" (${requestFile}), which the payload does not send`,
          `add "${name}" to the payload`,
        );
}
