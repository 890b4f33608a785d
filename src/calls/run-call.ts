// Which state slice and key tracks each operation (spec section 3), and the one
// way screens run a call: tracked (loading, error, data), never twice at once.
import { reportCallFailure } from '../adapters/error-reporting';
import { callNamed } from '../adapters/flow-events';
import { type ApiError, toApiError } from '../api/api-error';
import { isWrongVerification } from '../api/error-text';
import type { OperationName } from '../api/registry';
import { useAdvisorStore } from '../state/advisor-store';
import type { UnshownError } from '../state/call-state';
import { useCatalogsStore } from '../state/catalogs-store';
import { useCollateralStore } from '../state/collateral-store';
import { useContractStore } from '../state/contract-store';
import { useOperationsStore } from '../state/operations-store';
import { useOriginationStore } from '../state/origination-store';

interface Slot {
  start: () => void;
  succeed: (data: unknown) => void;
  fail: (error: ApiError) => void;
  reset: () => void;
}

// biome-ignore lint/suspicious/noExplicitAny: each store's keys are checked where they are named below
type AnyStore = { getState: () => any };

function slot(store: AnyStore, key: string): Slot {
  return {
    start: () => store.getState().start(key),
    succeed: (data) => store.getState().succeed(key, data),
    fail: (error) => store.getState().fail(key, error),
    reset: () => store.getState().reset(key),
  };
}

/**
 * The guarantor's session check is not a CallState: it drives validationResult
 * (empty → loading → success | error), and its failure is a view, not the modal.
 */
function validationSlot(): Slot {
  const set = (v: 'empty' | 'loading' | 'success' | 'error') => useCollateralStore.getState().setValidationResult(v);
  return {
    start: () => set('loading'),
    succeed: () => set('success'),
    fail: () => set('error'),
    reset: () => set('empty'),
  };
}

/**
 * One call, several keys the spec names for it: each key follows the call's life cycle
 * (loading, then the answer or the error); `map` picks what a key holds of the answer.
 */
function slots(...parts: [Slot, ((data: unknown) => unknown)?][]): Slot {
  return {
    start: () => {
      for (const [s] of parts) s.start();
    },
    succeed: (data) => {
      for (const [s, map] of parts) s.succeed(map ? map(data) : data);
    },
    fail: (error) => {
      for (const [s] of parts) s.fail(error);
    },
    reset: () => {
      for (const [s] of parts) s.reset();
    },
  };
}

const o = useOriginationStore;
const c = useCollateralStore;
const field = (name: string) => (data: unknown) => (data as Record<string, unknown> | null)?.[name] ?? null;
/** The guarantor's NIP answer names the guarantor and the shopkeeper (spec 2, 3). */
const avalNip = (key: 'defaultNip' | 'defaultResendNip') =>
  slots(
    [slot(c, key)],
    [slot(c, 'collateralName'), field('collateralName')],
    [slot(c, 'shopkeeperName'), field('shopkeeperName')],
  );

export const SLOTS: Record<OperationName, Slot> = {
  // A 404 on the lookup (null data) is a new applicant: newUser true.
  getUserByPhone: slots([slot(o, 'userData')], [slot(o, 'newUser'), (data) => data === null]),
  getUserDetail: slot(o, 'userDataDetail'),
  createUser: slot(o, 'postUserData'),
  saveTaxInfo: slot(o, 'putAdditionalData'),
  saveBusiness: slot(o, 'putBusiness'),
  saveBusinessAddress: slots([slot(o, 'postBusinessAddress')], [slot(o, 'postAddress')]),
  sendCode: slot(o, 'sendNipPhone'),
  validateCode: slots([slot(o, 'validateNipPhone')], [slot(o, 'codeConfirmed'), () => true]),
  startReverseOtp: slot(o, 'redirectionUrlObject'),
  validateReverseOtp: slot(o, 'authData'),
  requestNip: slot(o, 'defaultNip'),
  confirmNip: slot(o, 'nipConfirmed'),
  createPassword: slot(o, 'pwdConfirmed'),
  requestAvalNip: avalNip('defaultNip'),
  confirmAvalNip: slot(useCollateralStore, 'nipConfirmed'),
  // The applicant's (client's) guarantor gets a new number: both slices name the call.
  changeAvalPhone: slots([slot(c, 'putPartnerNewPhone')], [slot(o, 'putClientNewPhone')]),
  acceptAvalConsult: slot(useCollateralStore, 'redirectionUrlObject'),
  validateAvalSession: validationSlot(),
  getZipCode: slot(useCatalogsStore, 'zipCodeData'),
  getCities: slot(useCatalogsStore, 'citiesData'),
  getBusinessTypes: slot(useCatalogsStore, 'businessTypeData'),
  getSalesRanges: slot(useCatalogsStore, 'salesRangeData'),
  reportAdviserContact: slot(useAdvisorStore, 'advisorData'),
  saveSignature: slot(useContractStore, 'userContractSignature'),
  getIdentityStatus: slot(useContractStore, 'userMati'),
  getContract: slot(useContractStore, 'userContract'),
  assignLead: slot(useOperationsStore, 'postLeadAssigmentData'),
};

/**
 * Reads keyed by what the person is typing: a newer question makes an older
 * answer worthless, so the latest call wins. Every other operation is one at a
 * time: a second call while one runs is dropped (a double tap sends once).
 */
const LATEST_WINS: ReadonlySet<OperationName> = new Set<OperationName>(['getZipCode']);

/** A resend (resend=true) is tracked in its own key (spec 3: defaultResendNip). */
const RESEND_SLOTS: Partial<Record<OperationName, Slot>> = {
  requestNip: slot(o, 'defaultResendNip'),
  requestAvalNip: avalNip('defaultResendNip'),
};

export interface CallOptions {
  /** The call is a resend: its answer goes to the operation's resend key. */
  resend?: boolean;
  /** Errors the screen answers itself: stored and reported, but the error modal does not show them. */
  unshown?: (error: ApiError) => boolean;
}

function markUnshown(error: ApiError, options: CallOptions): ApiError {
  return options.unshown?.(error) ? ({ ...error, shown: false } as UnshownError) : error;
}

export type CallResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };
/** runCall bound to a step (screens/use-call-runner.ts): what forms, behaviours and submits call with. */
export type CallRunner = <T>(
  name: OperationName,
  fn: () => Promise<T>,
  options?: CallOptions,
) => Promise<{ ok: true; data: T } | { ok: false; error: ApiError | null }>;
/** A call that never ran (one already running) or whose answer was overtaken by a newer call's. */
const NO_ANSWER = { ok: false, error: null } as const;

const running = new Set<OperationName>();
const turns = new Map<OperationName, number>();

/**
 * Runs one call of an operation, tracked in its slot. For a one-at-a-time
 * operation, a call while one runs is a no-op. For a latest-wins read, a newer
 * call overtakes the running one: the older answer, success or failure, is
 * neither stored nor reported, and its caller gets no answer (`error: null`).
 * `quiet(error)` returns true when the caller handles the error itself (a
 * route instead of the modal): then the error is not stored.
 */
export async function runCall<T>(
  name: OperationName,
  fn: () => Promise<T>,
  quiet: (error: ApiError) => boolean = () => false,
  options: CallOptions = {},
): Promise<CallResult<T> | typeof NO_ANSWER> {
  if (running.has(name) && !LATEST_WINS.has(name)) return NO_ANSWER;
  running.add(name);
  const turn = (turns.get(name) ?? 0) + 1;
  turns.set(name, turn);
  const overtaken = () => turns.get(name) !== turn;
  const s = (options.resend && RESEND_SLOTS[name]) || SLOTS[name];
  s.start();
  try {
    const data = await fn();
    if (overtaken()) return NO_ANSWER;
    s.succeed(data);
    return { ok: true, data };
  } catch (e) {
    const error = markUnshown(await toApiError(e), options);
    if (overtaken()) return NO_ANSWER;
    // Routed answers (422 → /rejected) and a wrong code are expected: only the
    // rest are reported, 4xx as warnings and 5xx or no answer as errors, named
    // by the operation and its path template alone.
    if (quiet(error)) s.reset();
    else {
      s.fail(error);
      if (!isWrongVerification(error)) reportCallFailure(callNamed(name), error.status);
    }
    return { ok: false, error };
  } finally {
    if (!overtaken()) running.delete(name);
  }
}

export function resetCall(name: OperationName): void {
  SLOTS[name].reset();
  RESEND_SLOTS[name]?.reset();
}
