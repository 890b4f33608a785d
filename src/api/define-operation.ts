import { type ApiError, toApiError, UNEXPECTED_MESSAGE } from './api-error';

/**
 * One call of the lender's API, looked up by name from the manifest (`"submit": "createUser"`).
 */
export interface Operation<Name extends string, Input, Output> {
  readonly name: Name;
  /** Resolves with the answer's `data`; rejects with an ApiError, never anything else. */
  call(input: Input): Promise<Output>;
}

/** Wraps a call so that every failure reaches the caller as a normalised ApiError. */
export function defineOperation<const Name extends string, Input = void, Output = unknown>(def: {
  name: Name;
  call: (input: Input) => Promise<Output>;
}): Operation<Name, Input, Output> {
  const { name, call } = def;
  return {
    name,
    call: async (input) => {
      try {
        return await call(input);
      } catch (e) {
        throw await toApiError(e);
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

/** For answers whose data nobody reads: any 2xx counts, even with an empty body. */
export async function ackOf(response: Promise<Response>): Promise<Record<string, unknown>> {
  const text = await (await response).text();
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'data' in body) {
      const { data } = body;
      if (typeof data === 'object' && data !== null) return data as Record<string, unknown>;
    }
  } catch {
    // Empty or non-JSON success: the call still succeeded.
  }
  return {};
}

/** For the flows that may continue on another site: redirection_url when the answer has one. */
export async function redirectionOf(response: Promise<Response>): Promise<{ redirection_url?: string }> {
  const { redirection_url } = await ackOf(response);
  return typeof redirection_url === 'string' && redirection_url ? { redirection_url } : {};
}

/**
 * A path whose interpolated parts are encoded: ids, phone numbers and zip codes come from the
 * address bar, so a stray '/' or '?' must not change which endpoint is called.
 */
export function path(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  return strings.reduce(
    (out, part, i) => out + part + (i < values.length ? encodeURIComponent(String(values[i] ?? '')) : ''),
    '',
  );
}
