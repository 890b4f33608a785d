// Types for the build plugins written in TypeScript (scripts/*.ts).
export declare const EAGER_STEPS: string[];
export declare function flowIndexSource(root: string): string;
