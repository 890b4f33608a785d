// What each call writes (spec section 3) and how two calls of one operation meet,
// one row per operation of the registry. It lives here, not beside each operation
// in api/, because api/ sits below state/: an operation may not name a store. The
// table is typed by the registry, so an operation without a row, a row for no
// operation, or a store key that does not exist is a type error, not a warning.
// The values the spec leaves open (newUser, codeConfirmed, the mirrored slots, the
// guarantor's names) are decisions, tabled in docs/architecture.md ('State slots').
import type { ApiError } from '../api/api-error';
import type { OperationInput, OperationName } from '../api/registry';
import { useAdvisorStore } from '../state/advisor-store';
import type { CallState } from '../state/call-state';
import { useCatalogsStore } from '../state/catalogs-store';
import { useCollateralStore } from '../state/collateral-store';
import { useContractStore } from '../state/contract-store';
import { useOperationsStore } from '../state/operations-store';
import { useOriginationStore } from '../state/origination-store';

/** Where one call's life cycle is written: loading, then the answer or the error. */
export interface Writes {
  start: () => void;
  succeed: (data: unknown) => void;
  fail: (error: ApiError) => void;
  reset: () => void;
}

/**
 * How calls of one operation meet. 'one at a time': a call while one runs is
 * dropped (a submit: a double tap sends once). 'latest wins': a newer call
 * overtakes the running one, whose answer is neither stored nor reported (a read
 * keyed by what the person types: an older question's answer is worthless).
 */
export type Meeting = 'one at a time' | 'latest wins';

export interface CallRule<Input> {
  meeting: Meeting;
  writes: Writes;
  /** A resend is tracked in keys of its own (spec 3: defaultResendNip). */
  resend?: { when: (input: Input) => boolean; writes: Writes };
}

type CallStore = { getState: () => object };
/** The keys of a store that are tracked calls: a misspelt key does not compile. */
type CallKey<S extends CallStore> = {
  [K in keyof ReturnType<S['getState']>]: ReturnType<S['getState']>[K] extends CallState<unknown> ? K : never;
}[keyof ReturnType<S['getState']>] &
  string;

function key<S extends CallStore>(store: S, name: CallKey<S>): Writes {
  // The key is checked by CallKey above; the store's own actions take any of its keys.
  type Actions = {
    start(k: string): void;
    succeed(k: string, d: unknown): void;
    fail(k: string, e: ApiError): void;
    reset(k: string): void;
  };
  const actions = () => store.getState() as Actions;
  return {
    start: () => actions().start(name),
    succeed: (data) => actions().succeed(name, data),
    fail: (error) => actions().fail(name, error),
    reset: () => actions().reset(name),
  };
}

/**
 * The guarantor's session check is not a CallState: it drives validationResult
 * (empty → loading → success | error), and its failure is a view, not the modal.
 */
function validationResult(): Writes {
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
function keys(...parts: [Writes, ((data: unknown) => unknown)?][]): Writes {
  return {
    start: () => {
      for (const [w] of parts) w.start();
    },
    succeed: (data) => {
      for (const [w, map] of parts) w.succeed(map ? map(data) : data);
    },
    fail: (error) => {
      for (const [w] of parts) w.fail(error);
    },
    reset: () => {
      for (const [w] of parts) w.reset();
    },
  };
}

const o = useOriginationStore;
const c = useCollateralStore;
const catalogs = useCatalogsStore;
const contract = useContractStore;
const field = (name: string) => (data: unknown) => (data as Record<string, unknown> | null)?.[name] ?? null;
/**
 * A key that holds what an answer says and nothing of the call's life: it takes the
 * answer (and is reset with the call), but neither a start nor a failure touches it.
 * A store's `fail` empties the data, and the names must outlive a failed resend.
 */
function answerOnly(w: Writes): Writes {
  return { start: () => {}, succeed: w.succeed, fail: () => {}, reset: w.reset };
}
/**
 * The guarantor's NIP answer names the guarantor and the shopkeeper (spec 2, 3). The NIP
 * key follows the call; the names only take an answer: a resend that fails (an SMS not
 * sent) does not unname the guarantor whom the first request named.
 */
const avalNip = (nipKey: 'defaultNip' | 'defaultResendNip') =>
  keys(
    [key(c, nipKey)],
    [answerOnly(key(c, 'collateralName')), field('collateralName')],
    [answerOnly(key(c, 'shopkeeperName')), field('shopkeeperName')],
  );
const isResend = (input: { resend?: boolean }) => input.resend === true;

const once = 'one at a time';

/** One row per operation of the registry, each rule typed by that operation's input. */
export type CallTable = { [N in OperationName]: CallRule<OperationInput<N>> };

export const CALLS: CallTable = {
  // A 404 on the lookup (null data) is a new applicant: newUser true.
  getUserByPhone: { meeting: once, writes: keys([key(o, 'userData')], [key(o, 'newUser'), (data) => data === null]) },
  getUserDetail: { meeting: once, writes: key(o, 'userDataDetail') },
  createUser: { meeting: once, writes: key(o, 'postUserData') },
  saveTaxInfo: { meeting: once, writes: key(o, 'putAdditionalData') },
  saveBusiness: { meeting: once, writes: key(o, 'putBusiness') },
  saveBusinessAddress: { meeting: once, writes: keys([key(o, 'postBusinessAddress')], [key(o, 'postAddress')]) },
  sendCode: { meeting: once, writes: key(o, 'sendNipPhone') },
  validateCode: { meeting: once, writes: keys([key(o, 'validateNipPhone')], [key(o, 'codeConfirmed'), () => true]) },
  startReverseOtp: { meeting: once, writes: key(o, 'redirectionUrlObject') },
  validateReverseOtp: { meeting: once, writes: key(o, 'authData') },
  requestNip: {
    meeting: once,
    writes: key(o, 'defaultNip'),
    resend: { when: isResend, writes: key(o, 'defaultResendNip') },
  },
  confirmNip: { meeting: once, writes: key(o, 'nipConfirmed') },
  createPassword: { meeting: once, writes: key(o, 'pwdConfirmed') },
  requestAvalNip: {
    meeting: once,
    writes: avalNip('defaultNip'),
    resend: { when: isResend, writes: avalNip('defaultResendNip') },
  },
  confirmAvalNip: { meeting: once, writes: key(c, 'nipConfirmed') },
  // The applicant's (client's) guarantor gets a new number: both slices name the call.
  changeAvalPhone: { meeting: once, writes: keys([key(c, 'putPartnerNewPhone')], [key(o, 'putClientNewPhone')]) },
  acceptAvalConsult: { meeting: once, writes: key(c, 'redirectionUrlObject') },
  validateAvalSession: { meeting: once, writes: validationResult() },
  // Keyed by the zip the person is typing: a zip retyped while the first lookup is
  // slow must list its own neighbourhoods, never the first zip's.
  getZipCode: { meeting: 'latest wins', writes: key(catalogs, 'zipCodeData') },
  getCities: { meeting: once, writes: key(catalogs, 'citiesData') },
  getBusinessTypes: { meeting: once, writes: key(catalogs, 'businessTypeData') },
  getSalesRanges: { meeting: once, writes: key(catalogs, 'salesRangeData') },
  reportAdviserContact: { meeting: once, writes: key(useAdvisorStore, 'advisorData') },
  saveSignature: { meeting: once, writes: key(contract, 'userContractSignature') },
  getIdentityStatus: { meeting: once, writes: key(contract, 'userMati') },
  getContract: { meeting: once, writes: key(contract, 'userContract') },
  assignLead: { meeting: once, writes: key(useOperationsStore, 'postLeadAssigmentData') },
};
