// Types for the tests that build contract:check's options (scripts/lib/contract/options.mjs).
export declare function walkOptions(
  args: Record<string, string | undefined>,
  target: { sandbox: string } | { registration: string; operations: string },
): Record<string, unknown>;
