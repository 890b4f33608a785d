import type { KyResponse, Options } from 'ky';
import { callEnded, callStarted, registerCall } from '../adapters/flow-events';
import { webUrl } from '../domain/web-url';
import { fillPath } from '../engine/paths';
import { contract } from '../generated/api/contract';
import { type ApiError, toApiError, UNEXPECTED_MESSAGE } from './api-error';
import { operationsApi, registrationApi } from './client';

export type Method = 'GET' | 'POST' | 'PUT';

/** The spec's state slices (section 3): each call belongs to one. */
export type Slice = 'origination' | 'collateral' | 'catalogs' | 'advisor' | 'contract' | 'operations';

/**
 * Where a call's loading, error and last answer are kept, by the names spec section 3
 * gives them, and how two calls of the operation meet.
 */
export interface Tracking {
  slice: Slice;
  /** The spec's name for the call in its slice ('postUserData'). */
  key: string;
  /** A call sent with `resend: true` is tracked under this key instead (spec 7: a resend sends resend=true). */
  resendKey?: string;
  /**
   * Other names the spec gives the same call ('slice.key' for another slice), each with what
   * it keeps of the answer (the answer itself by default). An `answerOnly` name keeps its value
   * through a later call's start or failure, and through an answer that lacks it: a failed or
   * bare resend must not unname the guarantor.
   */
  also?: ReadonlyArray<{ key: string; pick?: (answer: unknown) => unknown; answerOnly?: boolean }>;
  /**
   * 'one at a time' (the default): a call while one runs is dropped (a double tap sends once).
   * 'latest wins': a newer call overtakes the running one, whose answer is neither stored nor
   * reported (a read keyed by what the person types: an older question's answer is worthless).
   */
  meeting?: 'one at a time' | 'latest wins';
}

/** The names in a path template: 'v1/users/{id}/{type}/nip' → 'id' | 'type'. */
type ParamsOf<Path extends string> = Path extends `${string}{${infer P}}${infer Rest}` ? P | ParamsOf<Rest> : never;

/** Sends the operation's request: its method, to its path template filled in with `params`. */
type Send<Path extends string> = [ParamsOf<Path>] extends [never]
  ? (options?: Options) => Promise<KyResponse>
  : (params: Record<ParamsOf<Path>, string>, options?: Options) => Promise<KyResponse>;

/**
 * One call of the lender's API, looked up by name from the manifest (`"submit": "createUser"`).
 * Its method and path template are what error reports and traces name it by: never the
 * real path, which carries ids and phone numbers.
 */
export interface Operation<Name extends string, Input, Output> {
  readonly name: Name;
  readonly method: Method;
  /** The path as the spec writes it, e.g. '/v1/users/{id}/{type}/nip'. */
  readonly path: string;
  /** The service it calls: only the registration service's statuses route the person (spec 8: 'origination calls'). */
  readonly service: 'registration' | 'operations';
  readonly tracking: Tracking;
  /** Resolves with the answer's `data`; rejects with an ApiError, never anything else. */
  call(input: Input): Promise<Output>;
}

/** The contract's operations (api/openapi.yaml): each one's method, path template, service and spec names. */
type Contract = typeof contract;
export type OperationId = keyof Contract;

/** What an operation adds to the contract's slice and key: other names, a resend key, how its calls meet. */
export type TrackingExtras = Omit<Tracking, 'slice' | 'key'>;

/**
 * Declares a call once: the contract (api/openapi.yaml, generated into
 * src/generated/api/contract.ts) gives its method, path template, service and spec names;
 * the operation says how its input becomes the request and what it reads of the answer.
 * The call sends through `send`, which builds the real path from the contract's template,
 * so the template reported can never drift from the path called, nor from the document.
 * Every failure reaches the caller as a normalised ApiError.
 */
export function defineOperation<const Name extends OperationId, Input = void, Output = unknown>(def: {
  name: Name;
  tracking?: TrackingExtras;
  call: (input: Input, send: Send<Contract[Name]['path']>) => Promise<Output>;
}): Operation<Name, Input, Output> {
  const { name, call } = def;
  const { method, path, service, slice, state } = contract[name];
  const api = service === 'operations' ? operationsApi : registrationApi;
  const tracking: Tracking = { slice, key: state, ...def.tracking };
  const send = ((...args: unknown[]) => {
    const hasParams = path.includes('{');
    const params = (hasParams ? args[0] : {}) as Record<string, string>;
    const options = (hasParams ? args[1] : args[0]) as Options | undefined;
    const url = fillPath(path, params, '').replace(/^\//, '');
    return method === 'GET'
      ? api.get(url, options)
      : method === 'POST'
        ? api.post(url, options)
        : api.put(url, options);
  }) as Send<Contract[Name]['path']>;
  const named = { operation: name, method, path: `/${path.replace(/^\//, '')}` };
  registerCall(named);
  return {
    name,
    method,
    path: named.path,
    service,
    tracking,
    call: async (input) => {
      callStarted(named);
      try {
        const output = await call(input, send);
        callEnded(named, true);
        return output;
      } catch (e) {
        const error = await toApiError(e);
        callEnded(named, false, error.status);
        throw error;
      }
    },
  };
}

/** The `data` every answer wraps its payload in. */
export async function dataOf<T>(response: Promise<Response>): Promise<T> {
  const res = await response;
  const body: unknown = await res.json();
  if (typeof body === 'object' && body !== null && 'data' in body && body.data != null) {
    return body.data as T;
  }
  const error: ApiError = { status: res.status, message: UNEXPECTED_MESSAGE };
  throw error;
}

/**
 * For answers the flow can go on without (`x-answer: optional` or `ignored` in
 * api/openapi.yaml): any 2xx is a success, a 204, an empty or non-JSON body and a
 * body without `data` too; what `data` carries is read where it is there.
 */
export async function optionalDataOf<T extends object = Record<string, unknown>>(
  response: Promise<Response>,
): Promise<Partial<T>> {
  const text = await (await response).text();
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'data' in body) {
      const { data } = body;
      if (typeof data === 'object' && data !== null && !Array.isArray(data)) return data as Partial<T>;
    }
  } catch {
    // Empty or non-JSON success: the call still succeeded.
  }
  return {};
}

/**
 * For the flows that may continue on another site: redirection_url when the answer has
 * one that is a web address (webUrl: a `javascript:` URL would run in this page).
 */
export async function redirectionOf(response: Promise<Response>): Promise<{ redirection_url?: string }> {
  const { redirection_url } = await optionalDataOf(response);
  const url = typeof redirection_url === 'string' ? webUrl(redirection_url) : null;
  return url ? { redirection_url: url } : {};
}
