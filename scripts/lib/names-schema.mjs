// The names a flow file or a uiSchema may use, as JSON Schema enums: an editor
// suggests them and flags a misspelt one as staff type, and flows:check holds
// the files to them. TypeScript owns the registries; these files are written from
// them by `npm run flows:names`, and flows:check fails when they are stale.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadProject } from './check-project.mjs';
import { THEME_WIDGETS } from './checks/registries.mjs';

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const GENERATED =
  'Written by `npm run flows:names` from the registries; do not edit (flows:check fails when it is stale).';

/** What each name file holds, from `project` (scripts/lib/checks/project.mjs). */
export function nameSchemas(project) {
  const sorted = (names) => [...names].sort();
  const named = (description, names) => ({ description, enum: sorted(names) });
  return {
    'flows/names.schema.json': {
      $schema: DRAFT_07,
      $id: 'names.schema.json',
      title: 'The names a flow file may use',
      $comment: GENERATED,
      definitions: {
        operation: named(
          'An API call: its operationId in api/openapi.yaml (src/api/registry.ts)',
          project.names.operation,
        ),
        screen: named("A custom screen's name in src/screens/registry.ts", project.names.screen),
        behaviour: named("A form behaviour's name in src/behaviours/registry.ts", project.names.behaviour),
        stepSchema: named(
          'A form schema: schemas/steps/<name>.json',
          project.stepSchemaFiles.map((f) => basename(f, '.json')),
        ),
      },
    },
    'schemas/widgets.schema.json': {
      $schema: DRAFT_07,
      $id: 'widgets.schema.json',
      title: 'The widgets a uiSchema may name',
      $comment: GENERATED,
      definitions: {
        widget: named(
          "A theme widget, or a widget's name in src/widgets/registry.ts",
          new Set([...THEME_WIDGETS, ...project.names.widget]),
        ),
      },
    },
  };
}

/** A fault per name file that differs from what the registries give (compared as JSON, not as text). */
export function checkNamesCurrent(project, report) {
  for (const [file, expected] of Object.entries(nameSchemas(project))) {
    const found = project.files[file];
    if (JSON.stringify(found) === JSON.stringify(expected)) continue;
    report.add(file, '', found ? 'the names differ from the registries' : 'missing', 'npm run flows:names');
  }
}

/**
 * Writes the name files that differ from the registries under `root`, formatted as Biome formats
 * JSON; returns the files written. `npm run gen:validators` (before every start, build and test)
 * and `npm run flows:names` call it.
 */
export function writeNameSchemas(root) {
  const { project } = loadProject(root);
  const written = [];
  for (const [file, json] of Object.entries(nameSchemas(project))) {
    if (JSON.stringify(project.files[file]) === JSON.stringify(json)) continue;
    writeFileSync(join(root, file), `${JSON.stringify(json, null, 2)}\n`);
    written.push(file);
  }
  if (written.length)
    execFileSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', ...written], {
      cwd: root,
      stdio: 'ignore',
    });
  return written;
}
