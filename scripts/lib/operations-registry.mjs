// Writes src/api/registry.ts, the map of the client's operations by name, from the
// files of src/api/operations/: adding a call is its contract (api/openapi.yaml) and
// its file there, never a line here too. Written by `npm run gen:validators`, which
// every start, build and test runs first; tests/contract/openapi.test.ts and
// src/api/registry.test.ts hold it to the contract.
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';

const camel = (kebab) => kebab.replace(/-(\w)/g, (_, c) => c.toUpperCase());

/** The text of src/api/registry.ts for the operation files under `root`. */
export function operationsRegistrySource(root) {
  const files = readdirSync(join(root, 'src/api/operations'))
    .filter((f) => f.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(f))
    .map((f) => basename(f, '.ts'))
    .sort();
  const names = files.map(camel);
  return `// Every call of the contract (api/openapi.yaml), by its operationId, which the flow files use
// ("operation": "createUser"). Written from src/api/operations/ by \`npm run gen:validators\`: do not
// edit; adding a call is one file there (its export named as the file, in camelCase).
${files.map((f, i) => `import { ${names[i]} } from './operations/${f}';`).join('\n')}

export const operations = {
${names.map((n) => `  ${n},`).join('\n')}
} as const;

export type OperationName = keyof typeof operations;

/** The input a named operation takes. */
export type OperationInput<N extends OperationName> = Parameters<(typeof operations)[N]['call']>[0];

/** What a named operation resolves with. */
export type OperationOutput<N extends OperationName> = Awaited<ReturnType<(typeof operations)[N]['call']>>;
`;
}
