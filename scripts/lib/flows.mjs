// The flow files read from disk, for the build scripts: the app reads the same
// files through Vite (src/engine/manifest.ts), and both merge them with
// src/engine/flow-files.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isFlowFile } from '../../src/engine/flow-files.mjs';

/** Every flow file under `root`/flows, by base name, in name order. */
export function readFlows(root) {
  const dir = join(root, 'flows');
  return readdirSync(dir)
    .filter(isFlowFile)
    .sort()
    .map((file) => ({ name: basename(file, '.json'), flow: JSON.parse(readFileSync(join(dir, file), 'utf8')) }));
}
