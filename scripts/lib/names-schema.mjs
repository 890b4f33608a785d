// The names a flow file or a uiSchema may use, as JSON Schema enums: an editor
// suggests them and flags a misspelt one as staff type, and flows:check holds
// the files to them. TypeScript owns the registries; these files are written from
// them by `npm run flows:names`, and flows:check fails when they are stale.
import { basename } from 'node:path';
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
