// `npm run flows:check`: checks every flow, step and country file against its
// JSON Schema and their cross references; prints file#pointer and a fix for each fault.
import { checkProject } from './lib/check-project.mjs';

const root = process.argv[2] ?? new URL('..', import.meta.url).pathname;
const faults = checkProject(root);
for (const f of faults) console.error(`${f.file}#${f.pointer}: ${f.message}${f.fix ? ` (fix: ${f.fix})` : ''}`);
if (faults.length) {
  console.error(`flows:check found ${faults.length} problem(s)`);
  process.exit(1);
}
console.log('flows:check: all flow, step and country files are valid');
