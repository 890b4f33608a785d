// `{scope.key}` placeholders in copy and routes: each must resolve wherever it
// is filled (in every country, and with the route parameters known there), and
// a brace that is not part of one is a typo the person would see on screen.
import { didYouMean, jsonPointer } from './faults.mjs';
import { jsonStrings, schemaCopy } from './json-strings.mjs';
import { CONTEXT_PARAMS, paramsOf, pathsOf } from './route-params.mjs';

const PLACEHOLDER = /\{([A-Za-z_][\w]*(?:\.[\w-]+)+)\}/g;
/** Placeholder scopes a routing table's target may use (engine/next-step.ts userValues + params). */
const ROUTING_SCOPES = ['avals', 'user', 'params', 'country'];
const SKIP_SCHEMA_KEY = new Set(['$schema']);

/** The placeholders of a text as [scope, key, whole name]: '{country.appName}' → ['country', 'appName', 'country.appName']. */
const placeholdersOf = (text) =>
  [...text.matchAll(PLACEHOLDER)].map((m) => {
    const [scope, key] = m[1].split('.');
    return [scope, key, m[1]];
  });

/** A `{` or `}` that is not part of a well-formed placeholder (`{country.appNmae` or `{{…}}`). */
const strayBrace = (text) => /[{}]/.test(text.replace(PLACEHOLDER, ''));

/** Reports a `{country.key}` missing from some profile, once per profile that lacks it. */
function checkCountryKey(countries, key, file, pointer, report) {
  for (const [code, c] of Object.entries(countries))
    if (!(key in c))
      report.add(
        file,
        pointer,
        `{country.${key}} does not resolve in countries/${code}.json`,
        `add "${key}" to every country, or ${didYouMean(key, Object.keys(c))}`,
      );
}

/**
 * The strings of a flow step. {params.…} must be a parameter of every path of
 * the step, since the screen may be reached by any of them; {data.…} is filled
 * by the screen itself. `rules` and `path` hold patterns, not copy, so braces
 * there are not typos; `submit` is the call's payload (checks/payload.mjs).
 */
export function checkStepPlaceholders(project, id, { file, step }, report) {
  const own = new Set(pathsOf(step).flatMap(paramsOf));
  const inAll = pathsOf(step).map((p) => new Set(paramsOf(p)));
  for (const [text, at] of jsonStrings(step)) {
    // A form's call is no copy: its templates may read the session too (payload.mjs checks them).
    if (at[0] === 'submit') continue;
    const pointer = jsonPointer(['steps', id, ...at]);
    if (at[0] !== 'rules' && at[0] !== 'path' && strayBrace(text))
      report.add(
        file,
        pointer,
        `a stray "{" or "}" in "${text}"`,
        'write placeholders as {country.appName}, {params.…} or {data.…}',
      );
    for (const [scope, key, name] of placeholdersOf(text)) {
      if (scope === 'country') checkCountryKey(project.countries, key, file, pointer, report);
      else if (scope === 'params') {
        if (!inAll.every((s) => s.has(key)))
          report.add(
            file,
            pointer,
            `{params.${key}} is not a route parameter of every path of "${id}"`,
            `use one of: ${[...own].join(', ') || '(none)'}`,
          );
      } else if (scope !== 'data')
        report.add(file, pointer, `unknown placeholder {${name}}`, 'use {country.…}, {params.…} or {data.…}');
    }
  }
}

/**
 * A routing target's params and query (at `at` in the routing file) may draw
 * only on what is known when a user is routed: the user answer, the avals, the
 * login context's parameters and the country.
 */
export function checkRoutingPlaceholders(project, target, at, report) {
  const file = project.routingFile;
  for (const [text, path] of jsonStrings({ params: target?.params ?? {}, query: target?.query ?? {} }))
    for (const [scope, key, name] of placeholdersOf(text)) {
      const pointer = jsonPointer([...at, ...path]);
      if (!ROUTING_SCOPES.includes(scope))
        report.add(
          file,
          pointer,
          `unknown placeholder {${name}} in a routing table`,
          `use ${ROUTING_SCOPES.map((s) => `{${s}.…}`).join(', ')}`,
        );
      else if (scope === 'params' && !CONTEXT_PARAMS.includes(key))
        report.add(
          file,
          pointer,
          `{params.${key}} is not known when routing a user`,
          `use one of: ${CONTEXT_PARAMS.join(', ')}`,
        );
      else if (scope === 'country') checkCountryKey(project.countries, key, file, pointer, report);
    }
}

/**
 * A uiSchema's strings are filled with the country and the route parameters of
 * each step that renders it (every path of each, as for a step's own copy).
 */
export function checkUiSchemaPlaceholders(project, file, uiSchema, name, report) {
  const using = project.stepsUsing(name);
  for (const [text, at] of jsonStrings(uiSchema, [], SKIP_SCHEMA_KEY)) {
    const pointer = jsonPointer(at);
    if (strayBrace(text))
      report.add(file, pointer, `a stray "{" or "}" in "${text}"`, 'write placeholders as {country.taxIdLabel}');
    for (const [scope, key, whole] of placeholdersOf(text)) {
      if (scope === 'country') checkCountryKey(project.countries, key, file, pointer, report);
      else if (scope === 'params') {
        for (const [id, { step }] of using)
          if (!pathsOf(step).every((p) => paramsOf(p).includes(key)))
            report.add(
              file,
              pointer,
              `{params.${key}} is not a route parameter of every path of "${id}"`,
              'use {country.…}',
            );
      } else report.add(file, pointer, `{${whole}} does not resolve in a uiSchema`, 'use {country.…} or {params.…}');
    }
  }
}

/**
 * A step schema: braces in its copy must form placeholders, and only
 * {country.…} is filled there (at build time, scripts/compile-validators.mjs),
 * in any string, values included.
 */
export function checkStepSchemaPlaceholders(project, file, schema, report) {
  for (const [text, at] of schemaCopy(schema))
    if (strayBrace(text))
      report.add(
        file,
        jsonPointer(at),
        `a stray "{" or "}" in "${text}"`,
        'write placeholders as {country.taxIdLabel}',
      );
  for (const [text, at] of jsonStrings(schema, [], SKIP_SCHEMA_KEY))
    for (const [scope, key, name] of placeholdersOf(text)) {
      if (scope === 'country') checkCountryKey(project.countries, key, file, jsonPointer(at), report);
      else
        report.add(
          file,
          jsonPointer(at),
          `{${name}} does not resolve in a step schema`,
          'only {country.…} placeholders are filled here',
        );
    }
}

/**
 * The shell's copy (`copy` at the top of a flow file) shows around every screen,
 * where no step, route or screen data is at hand: it holds no placeholder.
 */
export function checkShellCopyPlaceholders(file, copy, report) {
  for (const [key, text] of Object.entries(copy ?? {}))
    if (typeof text === 'string' && /[{}]/.test(text))
      report.add(
        file,
        jsonPointer(['copy', key]),
        `"${text}" holds a brace: the shell's texts are shown as written, nothing fills a placeholder there`,
        'write the text without { }',
      );
}
