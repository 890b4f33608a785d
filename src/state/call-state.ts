import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { ApiError } from '../api/api-error';

/** One tracked call (spec 3: each slice tracks per-call loading and error). */
export interface CallState<T> {
  loading: boolean;
  error: ApiError | null;
  /** The last successful answer; kept while a new call of the same key runs (polls don't flicker). */
  data: T | null;
}

declare const DATA: unique symbol;
/** A typed placeholder for one key of a slice: `userData: slot<User>()`. */
export interface Slot<T> {
  readonly [DATA]?: T;
}
export const slot = <T>(): Slot<T> => ({});

type Slots = Record<string, Slot<unknown>>;
/** The data type of each key of a slice declared with `slot<T>()`. */
export type CallsOf<D extends Slots> = { [K in keyof D]: D[K] extends Slot<infer T> ? T : never };

export type CallStates<M> = { [K in keyof M]: CallState<M[K]> };

export interface CallActions<M> {
  start(key: keyof M): void;
  succeed<K extends keyof M>(key: K, data: M[K]): void;
  fail(key: keyof M, error: ApiError): void;
  /** Back to idle: no data, no error. */
  reset(key: keyof M): void;
  /** The error modal's close: every error of the slice goes, data stays. */
  clearErrors(): void;
}

export type CallSlice<M> = CallStates<M> & CallActions<M>;

const idle = (): CallState<never> => ({ loading: false, error: null, data: null });

export function isCallState(x: unknown): x is CallState<unknown> {
  return typeof x === 'object' && x !== null && 'loading' in x && 'error' in x && 'data' in x;
}

/** True while any call of the slice state is loading. */
export function anyLoading(state: object): boolean {
  return Object.values(state).some((v) => isCallState(v) && v.loading);
}

/** An error kept in its slice for the record that the error modal must not show (spec 8, consent failure). */
export type UnshownError = ApiError & { shown: false };

/** True for an error stored for the record only (the screen answered it itself). */
export const isUnshown = (error: ApiError | null): error is UnshownError =>
  (error as Partial<UnshownError> | null)?.shown === false;

const shown = (error: ApiError) => !isUnshown(error);

/** The first stored error of the slice state the modal should show, in key order. */
export function firstError(state: object): ApiError | null {
  for (const v of Object.values(state)) if (isCallState(v) && v.error && shown(v.error)) return v.error;
  return null;
}

/**
 * A zustand store whose keys are CallStates, one per slot, plus any extra fields.
 * The keys are declared once, as data, so the type and the runtime list cannot drift.
 */
export function createCallStore<D extends Slots, E extends object = Record<never, never>>(
  slots: D,
  // `set` is not typed by E on purpose: E is inferred from what `extra` returns, and a
  // parameter typed by E would fix E (to {}) before TypeScript reads that return.
  extra?: (set: (partial: Record<string, unknown>) => void) => E,
): UseBoundStore<StoreApi<CallSlice<CallsOf<D>> & E>> {
  type M = CallsOf<D>;
  type S = CallSlice<M> & E;
  const keys = new Set(Object.keys(slots));
  return create<S>()((set, get) => {
    const calls = () => get() as unknown as Record<string, CallState<unknown>>;
    const put = (key: PropertyKey, value: CallState<unknown>) => {
      if (typeof key !== 'string' || !keys.has(key)) {
        console.warn(`[state] unknown call key '${String(key)}' ignored`);
        return;
      }
      set({ [key]: value } as Partial<S>);
    };
    const actions: CallActions<M> = {
      start: (key) => put(key, { loading: true, error: null, data: calls()[key as string]?.data ?? null }),
      succeed: (key, data) => put(key, { loading: false, error: null, data }),
      fail: (key, error) => put(key, { loading: false, error, data: null }),
      reset: (key) => put(key, idle()),
      clearErrors: () => {
        const cleared: Record<string, CallState<unknown>> = {};
        for (const key of keys) {
          const call = calls()[key];
          if (call?.error) cleared[key] = { ...call, error: null };
        }
        if (Object.keys(cleared).length > 0) set(cleared as Partial<S>);
      },
    };
    const initial = Object.fromEntries([...keys].map((k) => [k, idle()])) as unknown as CallStates<M>;
    return {
      ...initial,
      ...actions,
      ...(extra ? extra(set as (partial: Record<string, unknown>) => void) : ({} as E)),
    };
  });
}
