// The one way to run a call: `run('saveBusiness', input)`. The name is written
// once and types the input and the answer (from the registry); the call is
// tracked under the spec names its declaration gives (api/define-operation.ts,
// `tracking`), failures are reported, and two calls of one operation meet as
// the declaration says.
import { reportCallFailure } from '../adapters/error-reporting';
import { callNamed } from '../adapters/flow-events';
import { type ApiError, toApiError } from '../api/api-error';
import type { Tracking } from '../api/define-operation';
import { isWrongVerification } from '../api/error-text';
import type { OperationInput, OperationName, OperationOutput } from '../api/registry';
import { type CallId, track, type UnshownError } from './call-state';

/** What a failure's handlers know of the call: the service it went to. */
export interface FailedCall {
  service: 'registration' | 'operations';
}

export interface RunOptions {
  /** Errors the screen answers itself: stored and reported, but the error modal does not show them. */
  unshown?: (error: ApiError, call: FailedCall) => boolean;
  /**
   * True when the caller handles the error itself (a route instead of the modal, a
   * screen's own modal): the error is then neither stored nor reported.
   */
  quiet?: (error: ApiError, call: FailedCall) => boolean;
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

function markUnshown(error: ApiError, options: RunOptions, call: FailedCall): ApiError {
  return options.unshown?.(error, call) ? ({ ...error, shown: false } as UnshownError) : error;
}

type Registry = typeof import('../api/registry');
/**
 * The operations' modules (their declarations included) come with the first call, or
 * with the first tap (main.tsx warms them with the HTTP client), not with the first
 * screen. A failed download does not stick: the next call tries again.
 */
let registry: Promise<Registry> | undefined;
let loaded: Registry['operations'] | undefined;
export function loadOperations(): Promise<Registry> {
  registry ??= import('../api/registry').then((m) => {
    loaded = m.operations;
    return m;
  });
  registry.catch(() => {
    registry = undefined;
  });
  return registry;
}

/** One key a call writes: its id, what it keeps of the answer, and whether only an answer touches it. */
interface Written {
  id: CallId;
  pick?: (answer: unknown) => unknown;
  answerOnly?: boolean;
}

const idOf = (slice: string, key: string) => (key.includes('.') ? key : `${slice}.${key}`) as CallId;

/** The keys a call of the operation writes: its key (or its resend key), and the other names of the call. */
function keysOf(t: Tracking, resend: boolean): Written[] {
  const main = { id: idOf(t.slice, resend && t.resendKey ? t.resendKey : t.key) };
  return [main, ...(t.also ?? []).map((a) => ({ ...a, id: idOf(t.slice, a.key) }))];
}

const lifecycle = (keys: Written[]) => ({
  start: () => {
    for (const k of keys) if (!k.answerOnly) track.start(k.id);
  },
  succeed: (data: unknown) => {
    for (const k of keys) {
      const value = k.pick ? k.pick(data) : data;
      // An answer that lacks it (a 204 to a resend) does not unname what an earlier one named.
      if (k.answerOnly && value === undefined) continue;
      track.succeed(k.id, value);
    }
  },
  fail: (error: ApiError) => {
    for (const k of keys) if (!k.answerOnly) track.fail(k.id, error);
  },
  reset: () => {
    for (const k of keys) track.reset(k.id);
  },
});

/**
 * Runs one call of an operation, tracked in its keys. For a one-at-a-time
 * operation, a call while one runs is a no-op. For a latest-wins read, a newer
 * call overtakes the running one: the older answer, success or failure, is
 * neither stored nor reported, and its caller gets no answer (`error: null`).
 */
export const run: Run = async (name, ...[input, options = {}]) => {
  const operations = loaded ?? (await loadOperations()).operations;
  const operation = operations[name];
  const { tracking } = operation;
  if (running.has(name) && tracking.meeting !== 'latest wins') return NO_ANSWER;
  running.add(name);
  const turn = (turns.get(name) ?? 0) + 1;
  turns.set(name, turn);
  const overtaken = () => turns.get(name) !== turn;
  const lazy = typeof input === 'function';
  // A resend is known from the input as given (the operations with resend keys take plain inputs).
  const resend = !lazy && (input as { resend?: unknown } | undefined)?.resend === true;
  const writes = lifecycle(keysOf(tracking, resend));
  writes.start();
  try {
    const built = lazy ? await (input as () => Promise<unknown>)() : input;
    const call = operation.call as (input: unknown) => Promise<OperationOutput<typeof name>>;
    const data = await call(built);
    if (overtaken()) return NO_ANSWER;
    writes.succeed(data);
    return { ok: true, data };
  } catch (e) {
    const error = markUnshown(await toApiError(e), options, operation);
    if (overtaken()) return NO_ANSWER;
    // Routed answers (422 → /rejected) and a wrong code are expected: only the
    // rest are reported, 4xx as warnings and 5xx or no answer as errors, named
    // by the operation and its path template alone.
    if (options.quiet?.(error, operation)) writes.reset();
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
 * An operation never loaded has never written anything.
 */
export function resetCall(name: OperationName): void {
  const tracking = loaded?.[name].tracking;
  if (!tracking) return;
  lifecycle(keysOf(tracking, false)).reset();
  if (tracking.resendKey) lifecycle(keysOf(tracking, true)).reset();
}
