import type { NamedFlow } from '../../src/engine/flow-files.mjs';

export declare function readFlows(root: string): NamedFlow[];
