// The one way to run a call: `run('saveBusiness', input)`. The name is written
// once and types the input and the answer (from the registry); the call is
// tracked in the keys its row of the call table names (call-table.ts), failures
// are reported, and two calls of one operation meet as that row says.
import { reportCallFailure } from '../adapters/error-reporting';
import { callNamed } from '../adapters/flow-events';
import { type ApiError, toApiError } from '../api/api-error';
import { isWrongVerification } from '../api/error-text';
import type { OperationInput, OperationName, OperationOutput } from '../api/registry';
import type { UnshownError } from '../state/call-state';
import { CALLS, type CallRule } from './call-table';

export interface RunOptions {
  /** Errors the screen answers itself: stored and reported, but the error modal does not show them. */
  unshown?: (error: ApiError) => boolean;
  /**
   * True when the caller handles the error itself (a route instead of the modal, a
   * screen's own modal): the error is then neither stored nor reported.
   */
  quiet?: (error: ApiError) => boolean;
}

/**
 * The operation's input, or a function that builds it inside the call (an id that
 * must be derived first): the call counts as running, for the one-at-a-time rule and
 * the loading overlay, from the moment it is asked for.
 */
export type InputOf<N extends OperationName> = OperationInput<N> | (() => Promise<OperationInput<N>>);

/** Operations without input take none; the rest take theirs first. */
export type RunArgs<N extends OperationName> =
  undefined extends OperationInput<N>
    ? [input?: undefined, options?: RunOptions]
    : [input: InputOf<N>, options?: RunOptions];

/**
 * The answer, or the error; `error: null` when the call never ran (one already
 * running) or its answer was overtaken by a newer call's.
 */
export type RunResult<T> = { ok: true; data: T } | { ok: false; error: ApiError | null };

export type Run = <N extends OperationName>(name: N, ...args: RunArgs<N>) => Promise<RunResult<OperationOutput<N>>>;

const NO_ANSWER = { ok: false, error: null } as const;

const running = new Set<OperationName>();
const turns = new Map<OperationName, number>();

function markUnshown(error: ApiError, options: RunOptions): ApiError {
  return options.unshown?.(error) ? ({ ...error, shown: false } as UnshownError) : error;
}

/**
 * Runs one call of an operation, tracked in its keys. For a one-at-a-time
 * operation, a call while one runs is a no-op. For a latest-wins read, a newer
 * call overtakes the running one: the older answer, success or failure, is
 * neither stored nor reported, and its caller gets no answer (`error: null`).
 */
/**
 * The operations' modules come with the first call (or the first tap: main.tsx
 * warms them with the HTTP client), not with the first screen, which needs only
 * their names for the types: all of them would put /home over its 95 KiB budget.
 * A failed download does not stick: the next call tries again.
 */
let registry: Promise<typeof import('../api/registry')> | undefined;
export function loadOperations(): Promise<typeof import('../api/registry')> {
  registry ??= import('../api/registry');
  registry.catch(() => {
    registry = undefined;
  });
  return registry;
}

export const run: Run = async (name, ...[input, options = {}]) => {
  const rule = CALLS[name] as CallRule<unknown>;
  if (running.has(name) && rule.meeting !== 'latest wins') return NO_ANSWER;
  running.add(name);
  const turn = (turns.get(name) ?? 0) + 1;
  turns.set(name, turn);
  const overtaken = () => turns.get(name) !== turn;
  const lazy = typeof input === 'function';
  // A resend is known from the input as given (the operations with resend keys take plain inputs).
  const writes = !lazy && rule.resend?.when(input) ? rule.resend.writes : rule.writes;
  writes.start();
  try {
    const built = lazy ? await (input as () => Promise<unknown>)() : input;
    const { operations } = await loadOperations();
    const call = operations[name].call as (input: unknown) => Promise<OperationOutput<typeof name>>;
    const data = await call(built);
    if (overtaken()) return NO_ANSWER;
    writes.succeed(data);
    return { ok: true, data };
  } catch (e) {
    const error = markUnshown(await toApiError(e), options);
    if (overtaken()) return NO_ANSWER;
    // Routed answers (422 → /rejected) and a wrong code are expected: only the
    // rest are reported, 4xx as warnings and 5xx or no answer as errors, named
    // by the operation and its path template alone.
    if (options.quiet?.(error)) writes.reset();
    else {
      writes.fail(error);
      if (!isWrongVerification(error)) reportCallFailure(callNamed(name), error.status);
    }
    return { ok: false, error };
  } finally {
    if (!overtaken()) running.delete(name);
  }
};

/**
 * Back to idle: every key the operation writes, its resend keys too. A call in
 * flight is not overtaken: screens reset on leaving, and React's StrictMode leaves
 * and comes back while a screen's first call runs, whose answer must still land.
 */
export function resetCall(name: OperationName): void {
  const rule = CALLS[name] as CallRule<unknown>;
  rule.writes.reset();
  rule.resend?.writes.reset();
}
