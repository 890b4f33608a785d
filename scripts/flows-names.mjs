// `npm run flows:names`: writes the names a flow file or a uiSchema may use (operations,
// screens, behaviours, step schemas, widgets) from the registries into
// flows/names.schema.json and schemas/widgets.schema.json (scripts/lib/names-schema.mjs),
// formatted as Biome formats JSON. Run it after adding or renaming a registry entry;
// flows:check fails until then.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadProject } from './lib/check-project.mjs';
import { nameSchemas } from './lib/names-schema.mjs';

const root = process.argv[2] ?? new URL('..', import.meta.url).pathname;
const { project } = loadProject(root);
const written = [];
for (const [file, json] of Object.entries(nameSchemas(project))) {
  writeFileSync(join(root, file), `${JSON.stringify(json, null, 2)}\n`);
  written.push(file);
}
execFileSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', ...written], { cwd: root, stdio: 'ignore' });
console.log(`flows:names: wrote ${written.join(', ')}`);
