// Reads the data files once and builds what the checks share: the parsed files,
// the country profiles, the steps of every flow and the routing tables.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { isFlowFile } from '../../../src/engine/flow-files.mjs';
import { DOCUMENT, readDocument } from '../openapi.mjs';
import { registeredScreens } from '../screen-registry.mjs';
import { registryNames } from './registries.mjs';

/** Every *.json file under the data folders, relative to root, sorted. */
export function listDataFiles(root) {
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

/**
 * The exit names a screen's code asks for (`.exit('name'`): in its module and
 * the files of its own folder that module imports.
 */
function exitsAskedBy(root, screen) {
  const module = registeredScreens(readFileSync(join(root, 'src/screens/registry.ts'), 'utf8')).get(screen)?.module;
  if (!module) return [];
  const read = (rel) => [`${rel}.tsx`, `${rel}.ts`].map((f) => join(root, 'src/screens', f)).find(existsSync);
  const main = read(module);
  if (!main) return [];
  const text = readFileSync(main, 'utf8');
  const siblings = [...text.matchAll(/from '\.\/([^']+)'/g)].map((m) => read(join(dirname(module), m[1])));
  const names = new Set();
  for (const f of [main, ...siblings].filter(Boolean))
    for (const m of readFileSync(f, 'utf8').matchAll(/\.exit\(\s*'([^']+)'/g)) names.add(m[1]);
  return [...names];
}

/** The parsed JSON of a file, or undefined after reporting why it is not JSON. */
export function parseDataFile(file, text, report) {
  try {
    return { json: JSON.parse(text) };
  } catch (e) {
    report.add(file, '', `not valid JSON: ${e.message}`, 'check commas, quotes and brackets');
    return undefined;
  }
}

/**
 * The project as the checks see it. `files` holds only the files that parsed;
 * a step defined twice keeps its last definition (cross-references.mjs reports
 * the duplicate), and so does the routing table.
 */
export function buildProject(root, files) {
  /** The parsed files directly in a folder whose names pass `keep`, sorted. */
  const filesIn = (dir, keep) =>
    Object.keys(files)
      .filter((f) => dirname(f) === dir && keep(basename(f)))
      .sort();
  const isMetaSchema = (name) => name.endsWith('.schema.json');

  const countries = {};
  for (const f of filesIn('countries', (n) => !isMetaSchema(n))) countries[basename(f, '.json')] = files[f];

  const flowFiles = filesIn('flows', isFlowFile);
  const steps = {};
  let routing;
  let routingFile;
  /** The catalog → operation map and the file that holds it. */
  let catalogs;
  for (const file of flowFiles) {
    const flow = files[file];
    for (const [id, step] of Object.entries(flow.steps ?? {})) steps[id] = { file, step };
    if (flow.routing) {
      routing = flow.routing;
      routingFile = file;
    }
    if (flow.catalogs) catalogs = { file, map: flow.catalogs };
  }

  // TypeScript owns behaviour; the JSON names it. These are the names it may use.
  const registry = (p) => registryNames(join(root, p));
  const names = {
    screen: registry('src/screens/registry.ts'),
    widget: registry('src/widgets/registry.ts'),
    behaviour: registry('src/behaviours/registry.ts'),
    operation: registry('src/api/registry.ts'),
  };

  // The session keys a payload may name ({session.utm_source}): SESSION_KEYS of src/adapters/session.ts.
  const sessionSource = readFileSync(join(root, 'src/adapters/session.ts'), 'utf8');
  const sessionList = sessionSource.slice(
    sessionSource.indexOf('SESSION_KEYS = ['),
    sessionSource.indexOf('] as const'),
  );
  const sessionKeys = new Set([...sessionList.matchAll(/^\s+'([^']+)',/gm)].map((m) => m[1]));

  // The API contract: each operation's request schema, and the user answer's fields.
  const contract = existsSync(join(root, DOCUMENT)) ? readDocument(root) : undefined;

  return {
    root,
    files,
    sessionKeys,
    contract,
    countries,
    flowFiles,
    steps,
    routing,
    routingFile,
    catalogs,
    names,
    uiSchemaFiles: filesIn('schemas/steps', (n) => n.endsWith('.ui.json')),
    stepSchemaFiles: filesIn('schemas/steps', (n) => !n.endsWith('.ui.json')),
    exitsAskedBy: (screen) => exitsAskedBy(root, screen),
    /** The steps whose form renders schemas/steps/<name>.json. */
    stepsUsing: (name) => Object.entries(steps).filter(([, { step }]) => step.schema === name),
  };
}
