// The checks behind `npm run flows:check`, as a function so tests can run them
// on a broken copy of the project.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import Ajv from 'ajv';
import ajvErrors from 'ajv-errors';
import { loadCountries } from './data.mjs';
import addFormats from './formats.mjs';

/** next_step values of spec section 3: each needs its own routing row. */
export const NEXT_STEPS = [
  'BUSINESS_ADDRESS',
  'ABOUT_STORE',
  'ACCOUNT_NIP',
  'ACCOUNT_BUREAU',
  'PASSWORD',
  'INVENTORY',
  'PARTNER_FORM',
  'PARTNER_BUREAU',
  'COLLATERAL_FORM',
  'COLLATERAL_BUREAU',
  'WISH_NEW_COLLATERAL',
  'ASK_NEW_COLLATERAL',
  'ASK_REPLACE_PARTNER',
  'PENDING_APPROVAL',
  'PARTNER_NIP',
  'COLLATERAL_NIP',
  'TAX_ACCOUNT',
];

/** Names of a registry (`export const x = { name: ..., }`): one entry per line by convention. */
export function registryNames(file) {
  const text = readFileSync(file, 'utf8');
  const body = text.slice(text.indexOf('= {'), text.lastIndexOf('}'));
  return new Set([...body.matchAll(/^\s+([A-Za-z][A-Za-z0-9]*)\s*[:,]/gm)].map((m) => m[1]));
}

const ptr = (parts) => `/${parts.map((p) => String(p).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;
const PLACEHOLDER = /\{([A-Za-z_][\w]*(?:\.[\w-]+)+)\}/g;
/** Route parameters a routing target gets from the login context, whatever the step. */
const CONTEXT_PARAMS = ['phoneNumber', 'user_id'];

function readJson(root, rel, faults) {
  try {
    return JSON.parse(readFileSync(join(root, rel), 'utf8'));
  } catch (e) {
    faults.push({
      file: rel,
      pointer: '',
      message: `not valid JSON: ${e.message}`,
      fix: 'check commas, quotes and brackets',
    });
    return undefined;
  }
}

function schemaFaults(validate, data, file) {
  if (validate(data)) return [];
  return validate.errors.map((e) => ({
    file,
    pointer: e.instancePath || '',
    message: e.message,
    fix: e.params?.additionalProperty
      ? `remove or rename "${e.params.additionalProperty}"`
      : 'see the schema at $schema',
  }));
}

/** Every string in a JSON value with its pointer. */
function* strings(value, path = []) {
  if (typeof value === 'string') yield [value, path];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, [...path, i]);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* strings(v, [...path, k]);
}

export function checkProject(root) {
  const faults = [];
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajvErrors(ajv);
  addFormats(ajv);

  // Countries
  const countrySchema = readJson(root, 'countries/country.schema.json', faults);
  const validateCountry = ajv.compile(countrySchema);
  const countries = loadCountries(root);
  for (const [code, c] of Object.entries(countries)) {
    const file = `countries/${code}.json`;
    faults.push(...schemaFaults(validateCountry, c, file));
    if (c.code !== code)
      faults.push({
        file,
        pointer: '/code',
        message: `code "${c.code}" differs from the file name`,
        fix: `set "code": "${code}"`,
      });
  }

  // Registries (TypeScript owns behaviour; the JSON names it)
  const reg = (p) => registryNames(join(root, p));
  const names = {
    screen: reg('src/screens/registry.ts'),
    widget: reg('src/widgets/registry.ts'),
    submit: reg('src/submits/registry.ts'),
    behaviour: reg('src/behaviours/registry.ts'),
    operation: reg('src/api/registry.ts'),
  };
  const themeWidgets = new Set([
    'SelectWidget',
    'CheckboxWidget',
    'select',
    'checkbox',
    'radio',
    'hidden',
    'textarea',
    'password',
    'text',
  ]);

  // Flows
  const flowSchema = readJson(root, 'flows/flow.schema.json', faults);
  const validateFlow = ajv.compile(flowSchema);
  const flowFiles = readdirSync(join(root, 'flows'))
    .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
    .sort();
  const steps = {};
  let routing;
  let routingFile;
  for (const f of flowFiles) {
    const file = `flows/${f}`;
    const flow = readJson(root, file, faults);
    if (!flow) continue;
    faults.push(...schemaFaults(validateFlow, flow, file));
    if (!flow.$schema)
      faults.push({
        file,
        pointer: '',
        message: 'no "$schema"',
        fix: 'add "$schema": "./flow.schema.json"',
      });
    for (const [id, step] of Object.entries(flow.steps ?? {})) {
      if (steps[id])
        faults.push({
          file,
          pointer: ptr(['steps', id]),
          message: `step "${id}" is also defined in ${steps[id].file}`,
          fix: 'give one of them another id',
        });
      steps[id] = { file, step };
    }
    if (flow.routing) {
      if (routing)
        faults.push({
          file,
          pointer: '/routing',
          message: `routing is also defined in ${routingFile}`,
          fix: 'keep one routing table',
        });
      routing = flow.routing;
      routingFile = file;
    }
  }
  if (!routing)
    faults.push({
      file: 'flows',
      pointer: '',
      message: 'no flow file holds "routing"',
      fix: 'add the routing tables to flows/onboarding.json',
    });

  const pathsOf = (step) => (Array.isArray(step.path) ? step.path : [step.path]);
  const paramsOf = (pattern) => [...pattern.matchAll(PARAM)].map((m) => m[1]);

  const checkTarget = (target, file, pointer, available) => {
    const to = steps[target.step];
    if (!to) {
      faults.push({
        file,
        pointer: `${pointer}/step`,
        message: `no step "${target.step}"`,
        fix: `use one of: ${Object.keys(steps).join(', ')}`,
      });
      return;
    }
    const given = new Set([...available, ...Object.keys(target.params ?? {})]);
    const usable = pathsOf(to.step).some((p) => paramsOf(p).every((n) => given.has(n)));
    if (!usable)
      faults.push({
        file,
        pointer,
        message: `step "${target.step}" needs route parameters ${pathsOf(to.step)
          .map((p) => `[${paramsOf(p).join(', ')}]`)
          .join(' or ')}, but only [${[...given].join(', ')}] are known here`,
        fix: 'add the missing ones under "params" or link to another step',
      });
  };

  const checkAction = (action, file, pointer, available) => {
    if (action.navigate) checkTarget(action.navigate, file, `${pointer}/navigate`, available);
    if (action.operation) {
      if (!names.operation.has(action.operation))
        faults.push({
          file,
          pointer: `${pointer}/operation`,
          message: `no operation "${action.operation}"`,
          fix: 'add it to src/api/registry.ts or correct the name',
        });
      if (action.then) checkAction(action.then, file, `${pointer}/then`, available);
    }
  };

  for (const [id, { file, step }] of Object.entries(steps)) {
    const base = ['steps', id];
    const own = new Set(pathsOf(step).flatMap(paramsOf));
    const inAll = pathsOf(step).map((p) => new Set(paramsOf(p)));
    if (step.kind === 'form') {
      const schemaFile = `schemas/steps/${step.schema}.json`;
      if (!existsSync(join(root, schemaFile)))
        faults.push({
          file,
          pointer: ptr([...base, 'schema']),
          message: `no ${schemaFile}`,
          fix: 'create it or correct the name',
        });
      if (!names.submit.has(step.submit))
        faults.push({
          file,
          pointer: ptr([...base, 'submit']),
          message: `no submit "${step.submit}"`,
          fix: 'add it to src/submits/registry.ts or correct the name',
        });
      for (const [i, b] of (step.behaviours ?? []).entries())
        if (!names.behaviour.has(b))
          faults.push({
            file,
            pointer: ptr([...base, 'behaviours', i]),
            message: `no behaviour "${b}"`,
            fix: 'add it to src/behaviours/registry.ts or correct the name',
          });
      if (step.then && typeof step.then === 'object') {
        if (step.then.cases)
          for (const [k, t] of Object.entries(step.then.cases))
            checkTarget(t, file, ptr([...base, 'then', 'cases', k]), [...own, 'user_id']);
        else checkAction(step.then, file, ptr([...base, 'then']), [...own, 'user_id']);
      }
    }
    if (step.kind === 'custom' && !names.screen.has(step.screen))
      faults.push({
        file,
        pointer: ptr([...base, 'screen']),
        message: `no screen "${step.screen}"`,
        fix: 'add it to src/screens/registry.ts or correct the name',
      });
    for (const [i, b] of (step.buttons ?? []).entries())
      checkAction(b.action, file, ptr([...base, 'buttons', i, 'action']), [...own]);
    for (const [status, t] of Object.entries(step.onError ?? {}))
      checkTarget(t, file, ptr([...base, 'onError', status]), [...own]);
    // Placeholders must resolve in every country and every path of the step.
    for (const [text, at] of strings(step)) {
      for (const m of text.matchAll(PLACEHOLDER)) {
        const [scope, key] = m[1].split('.');
        const pointer = ptr([...base, ...at]);
        if (scope === 'country') {
          for (const [code, c] of Object.entries(countries))
            if (!(key in c))
              faults.push({
                file,
                pointer,
                message: `{country.${key}} does not resolve in countries/${code}.json`,
                fix: `add "${key}" to every country or correct the name`,
              });
        } else if (scope === 'params') {
          if (!inAll.every((s) => s.has(key)))
            faults.push({
              file,
              pointer,
              message: `{params.${key}} is not a route parameter of every path of "${id}"`,
              fix: `use one of: ${[...own].join(', ') || '(none)'}`,
            });
        } else if (scope !== 'data') {
          faults.push({
            file,
            pointer,
            message: `unknown placeholder {${m[1]}}`,
            fix: 'use {country.…}, {params.…} or {data.…}',
          });
        }
      }
    }
  }

  if (routing) {
    const file = routingFile;
    checkTarget(routing.newUser, file, '/routing/newUser', CONTEXT_PARAMS);
    checkTarget(routing.wrongVerification, file, '/routing/wrongVerification', []);
    for (const table of ['byNextStep', 'whileWaiting'])
      for (const [key, rule] of Object.entries(routing[table] ?? {})) {
        const rows = rule.byStatus ? Object.entries(rule.byStatus).map(([s, t]) => [t, ['byStatus', s]]) : [[rule, []]];
        for (const [t, at] of rows) checkTarget(t, file, ptr(['routing', table, key, ...at]), CONTEXT_PARAMS);
      }
    for (const n of NEXT_STEPS)
      if (!routing.byNextStep?.[n])
        faults.push({
          file,
          pointer: ptr(['routing', 'byNextStep']),
          message: `next_step ${n} has no row`,
          fix: `add "${n}": { "step": "…" }`,
        });
  }

  // Step schemas and their uiSchemas
  const uiSchema = readJson(root, 'schemas/ui.schema.json', faults);
  const validateUi = ajv.compile(uiSchema);
  for (const f of readdirSync(join(root, 'schemas/steps'))
    .filter((x) => x.endsWith('.json'))
    .sort()) {
    const file = `schemas/steps/${f}`;
    const json = readJson(root, file, faults);
    if (!json) continue;
    if (!json.$schema)
      faults.push({
        file,
        pointer: '',
        message: 'no "$schema"',
        fix: f.endsWith('.ui.json')
          ? 'add "$schema": "../ui.schema.json"'
          : 'add "$schema": "http://json-schema.org/draft-07/schema#"',
      });
    if (f.endsWith('.ui.json')) {
      faults.push(...schemaFaults(validateUi, json, file));
      for (const [field, ui] of Object.entries(json)) {
        const w = ui?.['ui:widget'];
        if (w && !names.widget.has(w) && !themeWidgets.has(w))
          faults.push({
            file,
            pointer: ptr([field, 'ui:widget']),
            message: `no widget "${w}"`,
            fix: 'add it to src/widgets/registry.ts or correct the name',
          });
      }
      continue;
    }
    for (const [code, c] of Object.entries(countries)) {
      try {
        const probe = new Ajv({ allErrors: true, strict: false });
        ajvErrors(probe);
        addFormats(probe);
        const { $schema: _s, ...schema } = JSON.parse(
          JSON.stringify(json).replace(/"\{country\.(\w+)\}"/g, (_m, k) => JSON.stringify(c[k] ?? null)),
        );
        probe.compile(schema);
      } catch (e) {
        faults.push({
          file,
          pointer: '',
          message: `does not compile for ${code}: ${e.message}`,
          fix: 'see the JSON Schema draft-07 and ajv-errors docs',
        });
      }
    }
    const messages = json.errorMessage?.required ?? {};
    for (const field of json.required ?? [])
      if (!messages[field])
        faults.push({
          file,
          pointer: '/errorMessage/required',
          message: `required field "${field}" has no message`,
          fix: `add "${field}": "* …" under errorMessage.required`,
        });
    const used = steps && Object.values(steps).some(({ step }) => step.schema === basename(f, '.json'));
    if (!used)
      faults.push({
        file,
        pointer: '',
        message: 'no step uses this schema',
        fix: 'remove it or name it in a form step',
      });
  }
  return faults;
}
