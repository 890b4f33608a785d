// Writes src/generated/flow-index.ts (src/engine/flow-files.mjs's flowIndexOf):
// what the app needs of every step before that step is on screen, the whole start
// step, the shell's copy (flows/shell.json: on every screen from the first) and the
// catalog → operation map. The rest of each flow file (titles, texts, fields,
// buttons) loads with its first step (src/engine/flow-loader.ts), which keeps about
// 5 KiB gzip of copy off the start screen and its 95 KiB budget. Written by
// `npm run gen:validators` (scripts/lib/validators.mjs), and again by the dev
// server on a JSON save.
import { EAGER_STEPS, flowIndexOf } from '../../src/engine/flow-files.mjs';
import { readFlows } from './flows.mjs';

export { EAGER_STEPS };

/** The text of src/generated/flow-index.ts for the flow files under `root`. */
export function flowIndexSource(root) {
  const { index, fileOf, eager } = flowIndexOf(readFlows(root));
  const json = (v) => JSON.stringify(v);
  return `// Generated from flows/*.json by scripts/lib/flow-index.mjs. Do not edit.
// flows:check validates the JSON against flows/flow.schema.json; the casts trust it.
import type { FlowIndex, Step } from '../engine/types';

export const flowIndex = ${json(index)} as unknown as FlowIndex;
/** The flow file (flows/<name>.json) that holds each step. */
export const fileOf: Record<string, string> = ${json(fileOf)};
/** Steps whose whole definition ships with the entry script. */
export const eagerSteps = ${json(eager)} as unknown as Record<string, Step>;
`;
}
