// Types for the tests that run contract:check's walk in-process (scripts/lib/contract/walk.mjs).
export interface Difference {
  pointer: string;
  expected: string;
  got: string;
}

export interface CallResult {
  name: string;
  op: string;
  verdict: 'ok' | 'differs' | 'skipped';
  status?: number | string;
  differences?: Difference[];
  reason?: string;
}

export interface CheckOutcome {
  results: CallResult[];
  counts: { ok: number; differs: number; skipped: number };
  notCalled: string[];
  incomplete: boolean;
  ok: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: the options are walkOptions()'s, plus doc and print
export declare function runContractCheck(o: any): Promise<CheckOutcome>;
