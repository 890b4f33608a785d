// Names that point elsewhere: a step's schema file, the registry entries it
// uses (behaviours, screen, operations, widgets; a form's call is payload.mjs's), the steps it leads
// to, a uiSchema's fields. A misspelt name would only fail at run time, on the
// screen that uses it, so each fault suggests the closest existing name.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { deref } from '../openapi.mjs';
import { didYouMean, jsonPointer } from './faults.mjs';
import { THEME_WIDGETS } from './registries.mjs';
import { paramsOf, pathsOf } from './route-params.mjs';
import { checkTarget } from './routes.mjs';

/** The engine picks a profile by file name, so the code inside must agree. */
export function checkCountryCode(file, code, country, report) {
  if (country.code !== code)
    report.add(file, '/code', `code "${country.code}" differs from the file name`, `set "code": "${code}"`);
}

/**
 * Step ids share one namespace across flow files, and one file holds the
 * routing: a second definition silently replaces the first, so both are
 * reported, naming the file that was defined before.
 */
export function checkFlowDefinitions(project, file, report) {
  const flow = project.files[file];
  const earlier = project.flowFiles.slice(0, project.flowFiles.indexOf(file)).reverse();
  for (const id of Object.keys(flow.steps ?? {})) {
    const before = earlier.find((f) => Object.keys(project.files[f].steps ?? {}).includes(id));
    if (before)
      report.add(
        file,
        jsonPointer(['steps', id]),
        `step "${id}" is also defined in ${before}`,
        'give one of them another id',
      );
  }
  const routingBefore = flow.routing && earlier.find((f) => project.files[f].routing);
  if (routingBefore)
    report.add(file, '/routing', `routing is also defined in ${routingBefore}`, 'keep one routing table');
}

/** A button's or a form's action: a navigation target, or an operation then maybe another action. */
function checkAction(project, action, file, pointer, available, report) {
  if (action.navigate) checkTarget(project, action.navigate, file, `${pointer}/navigate`, available, report);
  if (action.operation) {
    if (!project.names.operation.has(action.operation))
      report.add(
        file,
        `${pointer}/operation`,
        `no operation "${action.operation}"`,
        `add it to src/api/registry.ts, or ${didYouMean(action.operation, project.names.operation)}`,
      );
    if (action.then) checkAction(project, action.then, file, `${pointer}/then`, available, report);
  }
}

/** Whether a dotted field path (request.welcome_screen_number) exists in the user answer's schema (api/openapi.yaml). */
function userFieldKnown(project, path) {
  const doc = project.contract;
  const userSchema = doc?.components?.schemas?.User;
  const step = (s, key) => {
    const at = deref(doc, s);
    return at?.properties?.[key] ?? (at?.items ? deref(doc, at.items).properties?.[key] : undefined);
  };
  return !userSchema || path.split('.').reduce(step, userSchema) !== undefined;
}

/**
 * Everything a step names, in the order it is written. Targets may use the
 * step's own route parameters; after a form's submit the user id is known too.
 */
export function checkStepReferences(project, id, { file, step }, report) {
  const { names } = project;
  const base = ['steps', id];
  const own = new Set(pathsOf(step).flatMap(paramsOf));
  if (step.kind === 'form') {
    const schemaFile = `schemas/steps/${step.schema}.json`;
    if (!existsSync(join(project.root, schemaFile)))
      report.add(file, jsonPointer([...base, 'schema']), `no ${schemaFile}`, 'create it or correct the name');
    for (const [i, b] of (step.behaviours ?? []).entries())
      if (!names.behaviour.has(b))
        report.add(
          file,
          jsonPointer([...base, 'behaviours', i]),
          `no behaviour "${b}"`,
          `add it to src/behaviours/registry.ts, or ${didYouMean(b, names.behaviour)}`,
        );
    if (step.then && typeof step.then === 'object') {
      if (step.then.cases) {
        const at = [...base, 'then'];
        for (const [k, t] of Object.entries(step.then.cases))
          checkTarget(project, t, file, jsonPointer([...at, 'cases', k]), [...own, 'user_id'], report);
        if (!step.then.cases['*'])
          report.add(
            file,
            jsonPointer([...at, 'cases']),
            'no "*" case: a value not listed leaves the person on this screen',
            'add "*": { "step": "…" } for every other value',
          );
        if (typeof step.then.byUserField === 'string' && !userFieldKnown(project, step.then.byUserField))
          report.add(
            file,
            jsonPointer([...at, 'byUserField']),
            `the user answer has no field "${step.then.byUserField}"`,
            'use a field of the User answer (api/openapi.yaml), e.g. "request.welcome_screen_number"',
          );
      } else checkAction(project, step.then, file, jsonPointer([...base, 'then']), [...own, 'user_id'], report);
    }
  }
  if (step.kind === 'custom' && !names.screen.has(step.screen))
    report.add(
      file,
      jsonPointer([...base, 'screen']),
      `no screen "${step.screen}"`,
      `add it to src/screens/registry.ts, or ${didYouMean(String(step.screen), names.screen)}`,
    );
  for (const [i, b] of (step.buttons ?? []).entries())
    checkAction(project, b.action, file, jsonPointer([...base, 'buttons', i, 'action']), [...own], report);
  for (const [status, t] of Object.entries(step.onError ?? {}))
    checkTarget(project, t, file, jsonPointer([...base, 'onError', status]), [...own], report);
}

/**
 * A uiSchema (schemas/steps/<name>.ui.json) against its step schema: its
 * fields exist, its widgets are registered, and its ui:order lists every field
 * once (rjsf refuses to render a form whose ui:order leaves one out).
 */
export function checkUiSchemaReferences(project, file, uiSchema, name, report) {
  const { names } = project;
  const schema = project.files[`schemas/steps/${name}.json`];
  const fields = Object.keys(schema?.properties ?? {});
  if (!schema)
    report.add(
      file,
      '',
      `no schemas/steps/${name}.json for this uiSchema`,
      'name the file after its step schema, or remove it',
    );
  for (const [field, ui] of Object.entries(uiSchema)) {
    if (field === '$schema' || field.startsWith('ui:')) continue;
    if (schema && !fields.includes(field))
      report.add(
        file,
        jsonPointer([field]),
        `"${field}" is not a field of schemas/steps/${name}.json`,
        didYouMean(field, fields),
      );
    const w = ui?.['ui:widget'];
    if (w && !names.widget.has(w) && !THEME_WIDGETS.has(w))
      report.add(
        file,
        jsonPointer([field, 'ui:widget']),
        `no widget "${w}"`,
        `add it to src/widgets/registry.ts, or ${didYouMean(w, [...names.widget, ...THEME_WIDGETS])}`,
      );
  }
  const order = uiSchema['ui:order'];
  if (schema && Array.isArray(order)) {
    const seen = new Set();
    for (const [i, entry] of order.entries()) {
      if (entry !== '*' && !fields.includes(entry))
        report.add(
          file,
          jsonPointer(['ui:order', i]),
          `ui:order names "${entry}", which is not a field`,
          didYouMean(entry, fields),
        );
      if (seen.has(entry))
        report.add(file, jsonPointer(['ui:order', i]), `ui:order names "${entry}" twice`, 'keep one of them');
      seen.add(entry);
    }
    const missing = fields.filter((f) => !order.includes(f));
    if (missing.length && !order.includes('*'))
      report.add(
        file,
        '/ui:order',
        `ui:order leaves out ${missing.map((f) => `"${f}"`).join(', ')}: the form would not render`,
        'add them where they should show, or add "*" for the rest',
      );
  }
}

/** A step schema no form step names is dead copy that people would still keep editing. */
export function checkStepSchemaUsed(project, file, report) {
  if (!project.stepsUsing(basename(file, '.json')).length)
    report.add(file, '', 'no step uses this schema', 'remove it or name it in a form step');
}

/**
 * The catalog → operation map (`catalogs` at the top of a flow file): each
 * operation is registered, and each catalog a form step loads has a row.
 */
export function checkCatalogs(project, report) {
  const { catalogs, names } = project;
  for (const [name, op] of Object.entries(catalogs?.map ?? {}))
    if (!names.operation.has(op))
      report.add(
        catalogs.file,
        jsonPointer(['catalogs', name]),
        `no operation "${op}"`,
        `add it to src/api/registry.ts, or ${didYouMean(op, names.operation)}`,
      );
  for (const [id, { file, step }] of Object.entries(project.steps))
    for (const [i, name] of (step.catalogs ?? []).entries())
      if (!catalogs?.map[name])
        report.add(
          file,
          jsonPointer(['steps', id, 'catalogs', i]),
          `no operation loads the catalog "${name}"`,
          `add "${name}": "<operation>" to "catalogs" in flows/onboarding.json`,
        );
}
