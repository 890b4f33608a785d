// The checks behind `npm run flows:check`, as a function so tests can run them
// on a broken copy of the project. Each fault names the file, a JSON pointer
// into it and a fix, in words a person editing copy can act on.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Ajv from 'ajv';
import ajvErrors from 'ajv-errors';
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
/** Placeholder scopes a routing table's target may use (engine/next-step.ts userValues + params). */
const ROUTING_SCOPES = ['avals', 'user', 'params', 'country'];
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
/** Keys of a step schema whose strings people read: titles, descriptions and messages. */
const SCHEMA_COPY_KEYS = new Set(['title', 'description', 'errorMessage']);

/**
 * Every duplicate key of a JSON text. JSON.parse keeps the last value of a key
 * silently, so an entry pasted twice hides the first; this scanner follows the
 * text and tracks the keys of each object. Expects text JSON.parse accepted.
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
        if (keys.has(key)) found.push({ pointer: ptr([...path, key]), key, line: line(at) });
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

/** The closest name within a few typos, for "did you mean" hints. */
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
  let bestDistance = Math.max(2, Math.floor(name.length / 3)) + 1;
  for (const c of candidates) {
    const d = distance(name.toLowerCase(), String(c).toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}
const didYouMean = (name, candidates) => {
  const c = closest(name, candidates);
  return c ? `did you mean "${c}"?` : `use one of: ${[...candidates].join(', ')}`;
};

/** Every string in a JSON value with its path, optionally skipping some keys' subtrees. */
function* strings(value, path = [], skipKeys = new Set()) {
  if (typeof value === 'string') yield [value, path];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, [...path, i], skipKeys);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) if (!skipKeys.has(k)) yield* strings(v, [...path, k], skipKeys);
}

/** The strings of a step schema that people read (titles, descriptions, errorMessage), with paths. */
function* schemaCopy(value, path = []) {
  if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* schemaCopy(v, [...path, i]);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'errorMessage') yield* strings(v, [...path, k]);
      else if (SCHEMA_COPY_KEYS.has(k) && typeof v === 'string') yield [v, [...path, k]];
      else if (k !== 'const' && k !== 'enum' && k !== 'default') yield* schemaCopy(v, [...path, k]);
    }
}

const blank = (text) => text.trim() === '';

/** A `{` or `}` that is not part of a well-formed placeholder (`{country.appNmae` or `{{…}}`). */
function strayBrace(text) {
  return /[{}]/.test(text.replace(PLACEHOLDER, ''));
}

/** Every *.json file under the data folders, relative to root, sorted. */
function jsonFiles(root) {
  const out = [];
  const walk = (rel) => {
    if (!existsSync(join(root, rel))) return;
    for (const name of readdirSync(join(root, rel)).sort()) {
      const child = `${rel}/${name}`;
      if (statSync(join(root, child)).isDirectory()) walk(child);
      else if (name.endsWith('.json')) out.push(child);
    }
  };
  for (const d of ['flows', 'schemas', 'countries']) walk(d);
  return out;
}

/** The `$schema` a data file should name, so editors autocomplete and underline it. */
function expectedSchema(file) {
  if (file.endsWith('.schema.json')) return DRAFT_07;
  if (file.startsWith('flows/')) return './flow.schema.json';
  if (file.startsWith('countries/')) return './country.schema.json';
  if (file.endsWith('.ui.json')) return '../ui.schema.json';
  return DRAFT_07;
}

export function checkProject(root) {
  const faults = [];
  const fault = (file, pointer, message, fix) => faults.push({ file, pointer, message, fix });
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajvErrors(ajv);
  addFormats(ajv);

  // Every JSON file: parses, no duplicate keys, names its $schema, no blank text.
  const files = {};
  for (const file of jsonFiles(root)) {
    const text = readFileSync(join(root, file), 'utf8');
    let json;
    try {
      json = JSON.parse(text);
    } catch (e) {
      fault(file, '', `not valid JSON: ${e.message}`, 'check commas, quotes and brackets');
      continue;
    }
    files[file] = json;
    for (const d of duplicateKeys(text))
      fault(
        file,
        d.pointer,
        `duplicate key "${d.key}" (line ${d.line}): only the last one counts, the first is silently lost`,
        `keep one "${d.key}" and delete or rename the other`,
      );
    const want = expectedSchema(file);
    const has = json && typeof json === 'object' && !Array.isArray(json) ? json.$schema : undefined;
    if (typeof has !== 'string') fault(file, '', 'no "$schema"', `add "$schema": "${want}" as the first key`);
    else if (!/^https?:/.test(has) && (!existsSync(join(root, dirname(file), has)) || basename(has) !== basename(want)))
      fault(file, '/$schema', `"$schema" points to "${has}", not to its meta-schema`, `set "$schema": "${want}"`);
  }
  const filesIn = (dir, keep) =>
    Object.keys(files)
      .filter((f) => dirname(f) === dir && keep(basename(f)))
      .sort();
  /** Reports a blank string; returns the pointers reported so schema faults about them can be dropped. */
  const blankAt = new Set();
  const checkBlank = (file, text, path, what = 'text') => {
    if (!blank(text)) return;
    const pointer = ptr(path);
    blankAt.add(`${file}#${pointer}`);
    fault(
      file,
      pointer,
      text === '' ? `${what} is empty` : `${what} holds only spaces`,
      'write the text, or remove the entry',
    );
  };
  const schemaFaults = (validate, data, file) => {
    if (validate(data)) return [];
    return validate.errors
      .filter((e) => !(['minLength', 'pattern'].includes(e.keyword) && blankAt.has(`${file}#${e.instancePath}`)))
      .map((e) => ({
        file,
        pointer: e.instancePath || '',
        message: e.message,
        fix: e.params?.additionalProperty
          ? `remove or rename "${e.params.additionalProperty}"`
          : e.params?.missingProperty
            ? `add "${e.params.missingProperty}"`
            : 'see the schema at $schema',
      }));
  };

  // Countries
  const countries = {};
  for (const f of filesIn('countries', (n) => !n.endsWith('.schema.json'))) countries[basename(f, '.json')] = files[f];
  const validateCountry = files['countries/country.schema.json']
    ? ajv.compile(files['countries/country.schema.json'])
    : () => true;
  for (const [code, c] of Object.entries(countries)) {
    const file = `countries/${code}.json`;
    for (const [text, at] of strings(c)) checkBlank(file, text, at, 'setting');
    faults.push(...schemaFaults(validateCountry, c, file));
    if (c.code !== code) fault(file, '/code', `code "${c.code}" differs from the file name`, `set "code": "${code}"`);
  }
  /** Reports a `{country.key}` missing from some profile. */
  const checkCountryKey = (key, file, pointer) => {
    for (const [code, c] of Object.entries(countries))
      if (!(key in c))
        fault(
          file,
          pointer,
          `{country.${key}} does not resolve in countries/${code}.json`,
          `add "${key}" to every country, or ${didYouMean(key, Object.keys(c))}`,
        );
  };

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
  const validateFlow = files['flows/flow.schema.json'] ? ajv.compile(files['flows/flow.schema.json']) : () => true;
  const steps = {};
  let routing;
  let routingFile;
  for (const file of filesIn('flows', (n) => !n.endsWith('.schema.json'))) {
    const flow = files[file];
    for (const [text, at] of strings(flow, [], new Set(['$schema']))) checkBlank(file, text, at);
    faults.push(...schemaFaults(validateFlow, flow, file));
    for (const [id, step] of Object.entries(flow.steps ?? {})) {
      if (steps[id])
        fault(
          file,
          ptr(['steps', id]),
          `step "${id}" is also defined in ${steps[id].file}`,
          'give one of them another id',
        );
      steps[id] = { file, step };
    }
    if (flow.routing) {
      if (routing) fault(file, '/routing', `routing is also defined in ${routingFile}`, 'keep one routing table');
      routing = flow.routing;
      routingFile = file;
    }
  }
  if (!routing) fault('flows', '', 'no flow file holds "routing"', 'add the routing tables to flows/onboarding.json');

  const pathsOf = (step) => (Array.isArray(step.path) ? step.path : [step.path]);
  const paramsOf = (pattern) => [...String(pattern).matchAll(PARAM)].map((m) => m[1]);

  const checkTarget = (target, file, pointer, available) => {
    const to = steps[target?.step];
    if (!to) {
      fault(file, `${pointer}/step`, `no step "${target?.step}"`, didYouMean(String(target?.step), Object.keys(steps)));
      return;
    }
    const given = new Set([...available, ...Object.keys(target.params ?? {})]);
    const usable = pathsOf(to.step).some((p) => paramsOf(p).every((n) => given.has(n)));
    if (!usable)
      fault(
        file,
        pointer,
        `step "${target.step}" needs route parameters ${pathsOf(to.step)
          .map((p) => `[${paramsOf(p).join(', ')}]`)
          .join(' or ')}, but only [${[...given].join(', ')}] are known here`,
        'add the missing ones under "params" or link to another step',
      );
  };

  const checkAction = (action, file, pointer, available) => {
    if (action.navigate) checkTarget(action.navigate, file, `${pointer}/navigate`, available);
    if (action.operation) {
      if (!names.operation.has(action.operation))
        fault(
          file,
          `${pointer}/operation`,
          `no operation "${action.operation}"`,
          `add it to src/api/registry.ts, or ${didYouMean(action.operation, names.operation)}`,
        );
      if (action.then) checkAction(action.then, file, `${pointer}/then`, available);
    }
  };

  const userSchema = files['schemas/api/user.json'];
  /** Whether a dotted field path (request.welcome_screen_number) exists in the user answer's schema. */
  const userFieldKnown = (path) =>
    !userSchema ||
    path
      .split('.')
      .reduce((s, key) => s?.properties?.[key] ?? (s?.items ? s.items.properties?.[key] : undefined), userSchema) !==
      undefined;

  for (const [id, { file, step }] of Object.entries(steps)) {
    const base = ['steps', id];
    const own = new Set(pathsOf(step).flatMap(paramsOf));
    const inAll = pathsOf(step).map((p) => new Set(paramsOf(p)));
    if (step.kind === 'form') {
      const schemaFile = `schemas/steps/${step.schema}.json`;
      if (!existsSync(join(root, schemaFile)))
        fault(file, ptr([...base, 'schema']), `no ${schemaFile}`, 'create it or correct the name');
      if (!names.submit.has(step.submit))
        fault(
          file,
          ptr([...base, 'submit']),
          `no submit "${step.submit}"`,
          `add it to src/submits/registry.ts, or ${didYouMean(String(step.submit), names.submit)}`,
        );
      for (const [i, b] of (step.behaviours ?? []).entries())
        if (!names.behaviour.has(b))
          fault(
            file,
            ptr([...base, 'behaviours', i]),
            `no behaviour "${b}"`,
            `add it to src/behaviours/registry.ts, or ${didYouMean(b, names.behaviour)}`,
          );
      if (step.then && typeof step.then === 'object') {
        if (step.then.cases) {
          const at = [...base, 'then'];
          for (const [k, t] of Object.entries(step.then.cases))
            checkTarget(t, file, ptr([...at, 'cases', k]), [...own, 'user_id']);
          if (!step.then.cases['*'])
            fault(
              file,
              ptr([...at, 'cases']),
              'no "*" case: a value not listed leaves the person on this screen',
              'add "*": { "step": "…" } for every other value',
            );
          if (typeof step.then.byUserField === 'string' && !userFieldKnown(step.then.byUserField))
            fault(
              file,
              ptr([...at, 'byUserField']),
              `the user answer has no field "${step.then.byUserField}"`,
              'use a field of schemas/api/user.json, e.g. "request.welcome_screen_number"',
            );
        } else checkAction(step.then, file, ptr([...base, 'then']), [...own, 'user_id']);
      }
    }
    if (step.kind === 'custom' && !names.screen.has(step.screen))
      fault(
        file,
        ptr([...base, 'screen']),
        `no screen "${step.screen}"`,
        `add it to src/screens/registry.ts, or ${didYouMean(String(step.screen), names.screen)}`,
      );
    for (const [i, b] of (step.buttons ?? []).entries())
      checkAction(b.action, file, ptr([...base, 'buttons', i, 'action']), [...own]);
    for (const [status, t] of Object.entries(step.onError ?? {}))
      checkTarget(t, file, ptr([...base, 'onError', status]), [...own]);
    // Placeholders must resolve in every country and every path of the step.
    for (const [text, at] of strings(step)) {
      const pointer = ptr([...base, ...at]);
      if (at[0] !== 'rules' && at[0] !== 'path' && strayBrace(text))
        fault(
          file,
          pointer,
          `a stray "{" or "}" in "${text}"`,
          'write placeholders as {country.appName}, {params.…} or {data.…}',
        );
      for (const m of text.matchAll(PLACEHOLDER)) {
        const [scope, key] = m[1].split('.');
        if (scope === 'country') checkCountryKey(key, file, pointer);
        else if (scope === 'params') {
          if (!inAll.every((s) => s.has(key)))
            fault(
              file,
              pointer,
              `{params.${key}} is not a route parameter of every path of "${id}"`,
              `use one of: ${[...own].join(', ') || '(none)'}`,
            );
        } else if (scope !== 'data')
          fault(file, pointer, `unknown placeholder {${m[1]}}`, 'use {country.…}, {params.…} or {data.…}');
      }
    }
  }

  if (routing) {
    const file = routingFile;
    /** A routing target's params and query may draw on the user answer, the context params and the country. */
    const checkRoutingValues = (target, at) => {
      for (const [text, path] of strings({ params: target?.params ?? {}, query: target?.query ?? {} }))
        for (const m of text.matchAll(PLACEHOLDER)) {
          const [scope, key] = m[1].split('.');
          const pointer = ptr([...at, ...path]);
          if (!ROUTING_SCOPES.includes(scope))
            fault(
              file,
              pointer,
              `unknown placeholder {${m[1]}} in a routing table`,
              `use ${ROUTING_SCOPES.map((s) => `{${s}.…}`).join(', ')}`,
            );
          else if (scope === 'params' && !CONTEXT_PARAMS.includes(key))
            fault(
              file,
              pointer,
              `{params.${key}} is not known when routing a user`,
              `use one of: ${CONTEXT_PARAMS.join(', ')}`,
            );
          else if (scope === 'country') checkCountryKey(key, file, pointer);
        }
    };
    const route = (target, at, available) => {
      checkTarget(target, file, ptr(at), available);
      checkRoutingValues(target, at);
    };
    route(routing.newUser, ['routing', 'newUser'], CONTEXT_PARAMS);
    route(routing.wrongVerification, ['routing', 'wrongVerification'], []);
    for (const table of ['byNextStep', 'whileWaiting'])
      for (const [key, rule] of Object.entries(routing[table] ?? {})) {
        if (key !== '*' && !NEXT_STEPS.includes(key))
          fault(
            file,
            ptr(['routing', table, key]),
            `"${key}" is not a next_step of spec section 3, so this row never applies`,
            didYouMean(key, NEXT_STEPS),
          );
        const rows = rule.byStatus ? Object.entries(rule.byStatus).map(([s, t]) => [t, ['byStatus', s]]) : [[rule, []]];
        for (const [t, at] of rows) route(t, ['routing', table, key, ...at], CONTEXT_PARAMS);
      }
    for (const n of NEXT_STEPS)
      if (!routing.byNextStep?.[n])
        fault(file, ptr(['routing', 'byNextStep']), `next_step ${n} has no row`, `add "${n}": { "step": "…" }`);
  }

  // Step schemas and their uiSchemas
  const validateUi = files['schemas/ui.schema.json'] ? ajv.compile(files['schemas/ui.schema.json']) : () => true;
  const stepsUsing = (name) => Object.entries(steps).filter(([, { step }]) => step.schema === name);
  for (const file of filesIn('schemas/steps', (n) => n.endsWith('.ui.json'))) {
    const json = files[file];
    const name = basename(file, '.ui.json');
    for (const [text, at] of strings(json, [], new Set(['$schema']))) checkBlank(file, text, at);
    faults.push(...schemaFaults(validateUi, json, file));
    const schema = files[`schemas/steps/${name}.json`];
    const fields = Object.keys(schema?.properties ?? {});
    if (!schema)
      fault(
        file,
        '',
        `no schemas/steps/${name}.json for this uiSchema`,
        'name the file after its step schema, or remove it',
      );
    for (const [field, ui] of Object.entries(json)) {
      if (field === '$schema' || field.startsWith('ui:')) continue;
      if (schema && !fields.includes(field))
        fault(file, ptr([field]), `"${field}" is not a field of schemas/steps/${name}.json`, didYouMean(field, fields));
      const w = ui?.['ui:widget'];
      if (w && !names.widget.has(w) && !themeWidgets.has(w))
        fault(
          file,
          ptr([field, 'ui:widget']),
          `no widget "${w}"`,
          `add it to src/widgets/registry.ts, or ${didYouMean(w, [...names.widget, ...themeWidgets])}`,
        );
    }
    const order = json['ui:order'];
    if (schema && Array.isArray(order)) {
      const seen = new Set();
      for (const [i, entry] of order.entries()) {
        if (entry !== '*' && !fields.includes(entry))
          fault(
            file,
            ptr(['ui:order', i]),
            `ui:order names "${entry}", which is not a field`,
            didYouMean(entry, fields),
          );
        if (seen.has(entry)) fault(file, ptr(['ui:order', i]), `ui:order names "${entry}" twice`, 'keep one of them');
        seen.add(entry);
      }
      const missing = fields.filter((f) => !order.includes(f));
      if (missing.length && !order.includes('*'))
        fault(
          file,
          '/ui:order',
          `ui:order leaves out ${missing.map((f) => `"${f}"`).join(', ')}: the form would not render`,
          'add them where they should show, or add "*" for the rest',
        );
    }
    // Strings of a uiSchema are resolved with the country and the route parameters.
    const using = stepsUsing(name);
    for (const [text, at] of strings(json, [], new Set(['$schema']))) {
      const pointer = ptr(at);
      if (strayBrace(text))
        fault(file, pointer, `a stray "{" or "}" in "${text}"`, 'write placeholders as {country.taxIdLabel}');
      for (const m of text.matchAll(PLACEHOLDER)) {
        const [scope, key] = m[1].split('.');
        if (scope === 'country') checkCountryKey(key, file, pointer);
        else if (scope === 'params') {
          for (const [id, { step }] of using)
            if (!pathsOf(step).every((p) => paramsOf(p).includes(key)))
              fault(
                file,
                pointer,
                `{params.${key}} is not a route parameter of every path of "${id}"`,
                'use {country.…}',
              );
        } else fault(file, pointer, `{${m[1]}} does not resolve in a uiSchema`, 'use {country.…} or {params.…}');
      }
    }
  }

  for (const file of filesIn('schemas/steps', (n) => !n.endsWith('.ui.json'))) {
    const json = files[file];
    const f = basename(file);
    for (const [text, at] of schemaCopy(json)) {
      checkBlank(file, text, at, at.includes('errorMessage') ? 'message' : 'text');
      if (strayBrace(text))
        fault(file, ptr(at), `a stray "{" or "}" in "${text}"`, 'write placeholders as {country.taxIdLabel}');
    }
    // Only {country.…} is filled in a step schema (at build time, scripts/compile-validators.mjs).
    for (const [text, at] of strings(json, [], new Set(['$schema'])))
      for (const m of text.matchAll(PLACEHOLDER)) {
        const [scope, key] = m[1].split('.');
        if (scope === 'country') checkCountryKey(key, file, ptr(at));
        else
          fault(
            file,
            ptr(at),
            `{${m[1]}} does not resolve in a step schema`,
            'only {country.…} placeholders are filled here',
          );
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
        fault(
          file,
          '',
          `does not compile for ${code}: ${e.message}`,
          'see the JSON Schema draft-07 and ajv-errors docs',
        );
      }
    }
    // Every required field needs its message where ajv-errors looks for it: the same (sub)schema's errorMessage.
    const checkRequired = (schema, at) => {
      if (!schema || typeof schema !== 'object') return;
      const messages = schema.errorMessage;
      for (const field of Array.isArray(schema.required) ? schema.required : [])
        if (typeof messages !== 'string' && typeof messages?.required !== 'string' && !messages?.required?.[field])
          fault(
            file,
            ptr([...at, 'errorMessage', 'required']),
            `required field "${field}" has no message`,
            `add "${field}": "* …" under ${at.length ? `${at.join('.')}.` : ''}errorMessage.required`,
          );
      for (const [k, sub] of Object.entries(schema.properties ?? {})) checkRequired(sub, [...at, 'properties', k]);
      for (const k of ['then', 'else', 'items']) checkRequired(schema[k], [...at, k]);
      for (const k of ['allOf', 'anyOf'])
        for (const [i, sub] of (schema[k] ?? []).entries()) checkRequired(sub, [...at, k, i]);
    };
    checkRequired(json, []);
    if (!stepsUsing(basename(f, '.json')).length)
      fault(file, '', 'no step uses this schema', 'remove it or name it in a form step');
  }
  return faults;
}
