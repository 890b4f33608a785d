// Writes src/generated/flow-index.ts: what the app needs of every step before
// that step is on screen — its paths, kind, screen and form schema, whether it ends
// the flow, the routing tables, and
// which flow file holds its copy — plus the whole start step, the shell's copy
// (flows/shell.json: the error modal, the offline notice, the chat button, on
// every screen from the first) and the catalog → operation map. The rest of each
// flow file (titles, texts, fields, buttons) loads with its first step
// (src/engine/flow-loader.ts), which keeps ~5 KiB gzip of copy off the start
// screen (its 95 KiB budget, scripts/bundle-budgets.ts). Written by `npm run gen:validators`
// (scripts/lib/validators.mjs), and again by the dev server on a JSON save.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The first screen (spec section 1): its copy ships with the entry script. */
export const EAGER_STEPS = ['home'];

/** The text of src/generated/flow-index.ts for the flow files under `root`. */
export function flowIndexSource(root) {
  const steps = {};
  const fileOf = {};
  const eager = {};
  let routing;
  let copy;
  let catalogs;
  const files = readdirSync(join(root, 'flows')).filter((f) => f.endsWith('.json') && f !== 'flow.schema.json');
  for (const f of files.sort()) {
    const flow = JSON.parse(readFileSync(join(root, 'flows', f), 'utf8'));
    routing ??= flow.routing;
    copy ??= flow.copy;
    catalogs ??= flow.catalogs;
    for (const [id, step] of Object.entries(flow.steps ?? {})) {
      const { path, match, kind, screen, schema, endsFlow } = step;
      steps[id] = {
        path,
        ...(match && { match }),
        kind,
        ...(screen && { screen }),
        ...(schema && { schema }),
        ...(endsFlow && { endsFlow }),
      };
      fileOf[id] = basename(f, '.json');
      if (EAGER_STEPS.includes(id)) eager[id] = step;
    }
  }
  const json = (v) => JSON.stringify(v);
  return `// Generated from flows/*.json by scripts/lib/flow-index.mjs. Do not edit.
// flows:check validates the JSON against flows/flow.schema.json; the casts trust it.
import type { FlowIndex, Step } from '../engine/types';

export const flowIndex = { steps: ${json(steps)}, routing: ${json(routing)}, copy: ${json(copy ?? {})}, catalogs: ${json(catalogs ?? {})} } as unknown as FlowIndex;
/** The flow file (flows/<name>.json) that holds each step. */
export const fileOf: Record<string, string> = ${json(fileOf)};
/** Steps whose whole definition ships with the entry script. */
export const eagerSteps = ${json(eager)} as unknown as Record<string, Step>;
`;
}
