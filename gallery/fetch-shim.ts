// The gallery's network (dev only): a stand-in for fetch that answers the
// lender's API from sample data, so every preview renders the same way with or
// without the sandbox, and nothing is sent anywhere. The preview being mounted
// sets the answers (its country's samples, and those of its state); a call the
// shim does not know gets the `other` answer, a 503 whose readable message says
// it is a preview.
import type { Answer, AnswerName, Answers } from './sample-data';
import { PREVIEW_ERROR } from './sample-data';

/** Method and path (under the API's base) of each answer the shim knows; the first match wins. */
const ROUTES: [string, RegExp, AnswerName][] = [
  ['GET', /\/v1\/business-types$/, 'businessTypes'],
  ['GET', /\/v1\/sales-ranges$/, 'salesRanges'],
  ['GET', /\/v1\/cities$/, 'cities'],
  ['GET', /\/v1\/zip-codes\/[^/]+$/, 'zipCode'],
  ['POST', /\/v1\/users\/code$/, 'sendCode'],
  ['POST', /\/v1\/users\/reverse-otp$/, 'startReverseOtp'],
  ['POST', /\/v1\/users\/[^/]+\/[^/]+\/aval\/nip$/, 'avalNip'],
  ['PUT', /\/v1\/users\/[^/]+\/[^/]+\/aval\/nip$/, 'confirmAvalNip'],
  ['PUT', /\/v1\/users\/[^/]+\/[^/]+\/aval\/phone-number$/, 'changeAvalPhone'],
  ['POST', /\/v1\/users\/[^/]+\/[^/]+\/nip$/, 'nip'],
  ['PUT', /\/v1\/users\/[^/]+\/[^/]+\/nip$/, 'confirmNip'],
  ['POST', /\/v1\/users\/aval\/reverse-otp$/, 'acceptAvalConsult'],
  ['PUT', /\/v1\/users\/aval\/reverse-otp$/, 'validateAvalSession'],
  ['GET', /\/mati-status$/, 'identityStatus'],
  ['PUT', /\/v1\/users\/[^/]+\/[^/]+\/contract$/, 'saveSignature'],
  ['GET', /\/v1\/users\/[^/]+\/[^/]+$/, 'userDetail'],
];
const API_CALL = /\/v[12]\//;

let idle: Answers = {};
let answers: Answers = {};
/** Who the calls made now are for: the preview being mounted. */
let owner = '';

/**
 * The answers, and whose calls they answer, until the next call: the preview
 * being mounted sets its own; without arguments, back to the answers given at
 * install (for what people do on the page once every preview is there).
 */
export function setAnswers(next?: Answers, forWhom = ''): void {
  answers = next ?? idle;
  owner = forWhom;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Calls left waiting by a `hang` answer: the function that ends each, and whose call it is. */
const waiting = new Map<() => void, string>();
/** Previews whose waits were let go: a call of theirs that comes late does not wait either. */
const letGo = new Set<string>();

/**
 * Ends the calls of one preview left waiting (all, without a name), with the
 * preview error: once a loading state is kept as a picture, its call must not
 * stay in flight (a second call of the same operation would be skipped as
 * already running). Other previews' waits, such as the waiting screen's poll, go on.
 */
export function releaseWaitingCalls(whose?: string): void {
  if (whose !== undefined) letGo.add(whose);
  for (const [end, of] of [...waiting]) if (whose === undefined || of === whose) end();
}

function respond(answer: Answer, signal: AbortSignal | null | undefined): Promise<Response> {
  if (answer === 'hang' && letGo.has(owner)) return Promise.resolve(json(503, PREVIEW_ERROR));
  if (answer !== 'hang') return Promise.resolve(json(answer.status, answer.body));
  return new Promise<Response>((resolve, reject) => {
    const end = () => {
      waiting.delete(end);
      resolve(json(503, PREVIEW_ERROR));
    };
    waiting.set(end, owner);
    // The client's own timeout (or the screen) may give up first.
    signal?.addEventListener('abort', () => {
      waiting.delete(end);
      reject(signal.reason);
    });
  });
}

/** Installs the shim on window.fetch, answering `defaults` when no preview is mounting; returns its undo. */
export function installFetchShim(defaults: Answers): () => void {
  const real = window.fetch;
  idle = defaults;
  setAnswers();
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    // Read without building a Request: that would use up the body of a request passed through.
    const url = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const { pathname } = new URL(url, window.location.href);
    if (!API_CALL.test(pathname)) return real(input, init);
    const name = ROUTES.find(([m, path]) => m === method && path.test(pathname))?.[2] ?? 'other';
    return respond(answers[name] ?? answers.other ?? { status: 503, body: PREVIEW_ERROR }, signal);
  };
  return () => {
    releaseWaitingCalls();
    window.fetch = real;
  };
}
