// `npm run api:lint`: checks api/openapi.yaml and prints each problem on a line of its own,
// naming where it is (the OpenAPI 3.1 rules, every schema compiled with ajv 2020 and ajv-errors,
// the x- marks the client reads). tests/contract/openapi.test.ts runs the same check in npm test.
// Usage: node scripts/api-lint.mjs [project root]
import { DOCUMENT, lintDocument, readDocument } from './lib/openapi.mjs';

const root = process.argv[2] ?? new URL('..', import.meta.url).pathname;
const problems = await lintDocument(readDocument(root));
if (problems.length) {
  for (const p of problems) console.error(p);
  console.error(`${DOCUMENT}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  process.exit(1);
}
console.log(`${DOCUMENT} is valid OpenAPI 3.1, and every schema in it compiles`);
