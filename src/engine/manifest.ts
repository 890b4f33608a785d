// Every flow file (flows/*.json) as one manifest, merged as the build merges them
// (flow-files.mjs). The JSON is checked against flows/flow.schema.json by
// `npm run flows:check` (part of `npm test`), so at run time it is only merged, not
// validated again. The app loads the files step by step (flow-loader.ts); this whole
// manifest is for the gallery, the build's prerender and the tests.
import { mergeFlows } from './flow-files.mjs';
import type { FlowFile, Manifest } from './types';

const files = import.meta.glob<FlowFile>(['../../flows/*.json', '!../../flows/*.schema.json'], {
  eager: true,
  import: 'default',
});

export { mergeFlows };

export const manifest: Manifest = mergeFlows(Object.values(files));
