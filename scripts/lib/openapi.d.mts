// Types for the tests that read the contract through scripts/lib/openapi.mjs.
import type { ValidateFunction } from 'ajv';

// biome-ignore lint/suspicious/noExplicitAny: the document is YAML read as it comes
type Json = any;

export interface DocumentOperation {
  id: string;
  method: string;
  path: string;
  op: Json;
  parameters: Json[];
  service: string;
  pointer: string;
}

export declare const DOCUMENT: string;
export declare const SLICES: string[];
export declare const ANSWER_KINDS: string[];
export declare function readDocument(root: string): Json;
export declare function pointer(...keys: (string | number)[]): string;
export declare function deref(doc: Json, node: Json): Json;
export declare function operationsOf(doc: Json): DocumentOperation[];
export declare function statusOrder(key: string): number;
export declare function responseFor(doc: Json, op: Json, status: number): { key: string; response: Json } | null;
export declare function schemaLocations(doc: Json): { at: string; schema: Json }[];
export declare function createValidators(doc: Json): {
  ajv: unknown;
  refused: { at: string; message: string }[];
  validator(schema: Json): ValidateFunction;
};
export declare function lintDocument(doc: Json): Promise<string[]>;
export declare function inlineRefs(doc: Json, node: Json): Json;
export declare function contractModules(doc: Json): Map<string, string>;
