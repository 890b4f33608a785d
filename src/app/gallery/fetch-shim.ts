// The gallery's network (dev only): a stand-in for fetch that answers the
// lender's API from sample data, so every preview renders the same way with or
// without the sandbox, and nothing is sent anywhere. Catalogs and the reads a
// screen makes on arrival get sample answers; any other call gets a 503 whose
// readable message says it is a preview.
import { type Answer, type AnswerName, type Answers, DEFAULT_ANSWERS, PREVIEW_ERROR } from './sample-data';

/** Method and path (under the API's base) of each answer the shim knows; the first match wins. */
const ROUTES: [string, RegExp, AnswerName][] = [
  ['GET', /\/v1\/business-types$/, 'businessTypes'],
  ['GET', /\/v1\/sales-ranges$/, 'salesRanges'],
  ['GET', /\/v1\/cities$/, 'cities'],
  ['GET', /\/v1\/zip-codes\/[^/]+$/, 'zipCode'],
  ['POST', /\/v1\/users\/[^/]+\/[^/]+\/aval\/nip$/, 'avalNip'],
  ['POST', /\/v1\/users\/[^/]+\/[^/]+\/nip$/, 'nip'],
  ['GET', /\/mati-status$/, 'identityStatus'],
  ['PUT', /\/v1\/users\/aval\/reverse-otp$/, 'validateAvalSession'],
  ['GET', /\/v1\/users\/[^/]+\/[^/]+$/, 'userDetail'],
];
const API_CALL = /\/v[12]\//;

let overrides: Answers = {};

/** Answers that replace the defaults until cleared (the preview being mounted sets its own). */
export function setAnswers(answers: Answers | undefined): void {
  overrides = answers ?? {};
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function respond(answer: Answer): Promise<Response> {
  if (answer === 'hang') return new Promise<Response>(() => undefined);
  return Promise.resolve(json(answer.status, answer.body));
}

/** Installs the shim on window.fetch; returns the function that puts the real fetch back. */
export function installFetchShim(): () => void {
  const real = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    // Read without building a Request: that would use up the body of a request passed through.
    const url = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const { pathname } = new URL(url, window.location.href);
    if (!API_CALL.test(pathname)) return real(input, init);
    const route = ROUTES.find(([m, path]) => m === method && path.test(pathname));
    if (!route) return respond({ status: 503, body: PREVIEW_ERROR });
    return respond(overrides[route[2]] ?? DEFAULT_ANSWERS[route[2]]);
  };
  return () => {
    window.fetch = real;
  };
}
