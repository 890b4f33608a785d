// What the flow does, for the observers (tracing, the usage funnel): a step
// shown, a call started and ended. Named by templates only: the step's route
// template ('/:phoneNumber/about-you') and the call's path template, never a
// real address. The observers load after the first screen, so the last events
// are kept and replayed to each one as it subscribes.

export type FlowEvent =
  | { type: 'step'; stepId: string; route: string; at: number }
  | { type: 'call-start'; operation: string; method: string; path: string; at: number }
  | { type: 'call-end'; operation: string; method: string; path: string; ok: boolean; status?: number; at: number };

/** A call by its operation, method and path template. */
export interface CallName {
  operation: string;
  method: string;
  path: string;
}

/** Every event as observed: with the step it happened on. */
export type Observed = FlowEvent & { step: { stepId: string; route: string } | null };

type Observer = (event: Observed, replayed: boolean) => void;
const observers = new Set<Observer>();
const history: Observed[] = [];
const MAX_HISTORY = 100;
let current: { stepId: string; route: string } | null = null;

type Payload<T> = T extends FlowEvent ? Omit<T, 'at'> : never;

function emit(payload: Payload<FlowEvent>): void {
  const event = { ...payload, at: Date.now() } as FlowEvent;
  if (event.type === 'step') current = { stepId: event.stepId, route: event.route };
  const observed: Observed = { ...event, step: current };
  history.push(observed);
  if (history.length > MAX_HISTORY) history.shift();
  for (const o of observers) o(observed, false);
}

export function stepShown(stepId: string, route: string): void {
  emit({ type: 'step', stepId, route });
}

export function callStarted(call: CallName): void {
  emit({ type: 'call-start', ...call });
}

/** `status`: the failure's HTTP status, 0 when no answer came. */
export function callEnded(call: CallName, ok: boolean, status?: number): void {
  emit({ type: 'call-end', ...call, ok, ...(status === undefined ? {} : { status }) });
}

const calls = new Map<string, CallName>();

/** Each operation names itself once, where it is defined (api/define-operation.ts). */
export function registerCall(call: CallName): void {
  calls.set(call.operation, call);
}

export function callNamed(operation: string): CallName {
  return calls.get(operation) ?? { operation, method: 'UNKNOWN', path: 'unknown' };
}

/** The step on screen, by its route template. */
export function currentStep(): { stepId: string; route: string } | null {
  return current;
}

/** Subscribes; what happened before is replayed first (`replayed` true). */
export function observeFlow(observer: Observer): () => void {
  for (const e of history) observer(e, true);
  observers.add(observer);
  return () => observers.delete(observer);
}
