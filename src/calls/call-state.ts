// The state of every call, by the names spec section 3 gives it: a slice and a
// key ('origination', 'postUserData'), each with loading, error and the last
// answer. One store for all of them, written by run() as each operation's
// declaration says (api/define-operation.ts: `tracking`); screens read what
// they show (the loading overlay, the error modal, a catalog), and tests read a
// call by its spec name.
import { create } from 'zustand';
import type { ApiError } from '../api/api-error';
import type { Slice } from '../api/define-operation';

export interface CallState<T = unknown> {
  loading: boolean;
  error: ApiError | null;
  /** The last successful answer; kept while a new call of the same key runs (polls don't flicker). */
  data: T | null;
}

/** A call's place in the store: 'slice.key'. */
export type CallId = `${Slice}.${string}`;

/** The slices in the order the error modal looks for an error (spec 3's order). */
const SLICES: readonly Slice[] = ['origination', 'collateral', 'catalogs', 'advisor', 'contract', 'operations'];

/** The slices whose pending calls cover the screen (spec 2, 'Global overlays'): the review screen polls under its own countdown. */
const OVERLAID: ReadonlySet<Slice> = new Set(['origination', 'collateral', 'catalogs', 'advisor']);

const IDLE: CallState<never> = { loading: false, error: null, data: null };

export const useCallStore = create<Record<string, CallState>>(() => ({}));

const put = (id: CallId, state: CallState) => useCallStore.setState({ [id]: state });

/** A call's state by its spec name (idle when it never ran). */
export function callState<T = unknown>(slice: Slice, key: string): CallState<T> {
  return (useCallStore.getState()[`${slice}.${key}`] ?? IDLE) as CallState<T>;
}

/** The same, for a screen: it re-renders when that call's state changes. */
export function useCallState<T = unknown>(slice: Slice, key: string): CallState<T> {
  return useCallStore((all) => all[`${slice}.${key}`] ?? IDLE) as CallState<T>;
}

/** The life cycle of one tracked key; `data` is what the key keeps of the answer. */
export const track = {
  start: (id: CallId) => put(id, { loading: true, error: null, data: useCallStore.getState()[id]?.data ?? null }),
  succeed: (id: CallId, data: unknown) => put(id, { loading: false, error: null, data }),
  fail: (id: CallId, error: ApiError) => put(id, { loading: false, error, data: null }),
  reset: (id: CallId) => put(id, IDLE),
};

/** An error kept for the record that the error modal must not show (spec 8, consent failure). */
export type UnshownError = ApiError & { shown: false };

/** True for an error stored for the record only (the screen answered it itself). */
export const isUnshown = (error: ApiError | null): error is UnshownError =>
  (error as Partial<UnshownError> | null)?.shown === false;

const sliceOf = (id: string) => id.slice(0, id.indexOf('.')) as Slice;

/** True while any call is running (the gallery waits for a preview's calls with it). */
export function anyCallRunning(): boolean {
  return Object.values(useCallStore.getState()).some((s) => s.loading);
}

/** True while any origination, collateral, catalog or advisor call is pending: the loading overlay. */
export function useAnyCallPending(): boolean {
  return useCallStore((all) => Object.entries(all).some(([id, s]) => s.loading && OVERLAID.has(sliceOf(id))));
}

/** The error the modal shows: the first stored error, by slice in spec order. */
export function firstCallError(all: Record<string, CallState>): ApiError | null {
  const shown = Object.entries(all).filter(([, s]) => s.error && !isUnshown(s.error));
  for (const slice of SLICES) {
    const found = shown.find(([id]) => sliceOf(id) === slice);
    if (found) return found[1].error;
  }
  return null;
}

export const useFirstCallError = (): ApiError | null => useCallStore(firstCallError);

/** The error modal's close: clears every error state (spec 8); data stays. */
export function clearAllCallErrors(): void {
  const all = useCallStore.getState();
  const cleared = Object.fromEntries(
    Object.entries(all).flatMap(([id, s]) => (s.error ? [[id, { ...s, error: null }]] : [])),
  );
  if (Object.keys(cleared).length) useCallStore.setState(cleared);
}

/** Every call back to idle (a flow that ended, tests). */
export function resetAllCalls(): void {
  useCallStore.setState({}, true);
}
