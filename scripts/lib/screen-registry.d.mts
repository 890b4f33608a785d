// Types for the build plugins and tests written in TypeScript.
export declare function registeredScreens(source: string): Map<string, { module: string; lazy: boolean }>;
