import type { FlowFile, FlowIndex, Manifest, Step } from './types';

/** A flow file by its base name (flows/<name>.json). */
export interface NamedFlow {
  name: string;
  flow: FlowFile;
}
export declare const EAGER_STEPS: string[];
export declare function isFlowFile(fileName: string): boolean;
export declare function mergeFlows(flows: FlowFile[]): Manifest;
export declare function flowIndexOf(files: NamedFlow[]): {
  index: FlowIndex;
  fileOf: Record<string, string>;
  eager: Record<string, Step>;
};
