// `npm run flows:names`: writes the names a flow file or a uiSchema may use (operations,
// screens, behaviours, step schemas, widgets) from the registries into
// flows/names.schema.json and schemas/widgets.schema.json (scripts/lib/names-schema.mjs).
// `npm run gen:validators` does it too, before every start, build and test; flows:check
// fails when they are stale.
import { writeNameSchemas } from './lib/names-schema.mjs';

const root = process.argv[2] ?? new URL('..', import.meta.url).pathname;
const written = writeNameSchemas(root);
console.log(written.length ? `flows:names: wrote ${written.join(', ')}` : 'flows:names: the names are current');
