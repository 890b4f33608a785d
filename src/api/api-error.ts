import { shellText } from '../engine/shell-copy';

/** What every failed call turns into: the error modal shows readable_message, else message. */
export interface ApiError {
  /** The HTTP status, or 0 when no answer arrived (offline, timeout). */
  status: number;
  message: string;
  readable_message?: string;
}

// The messages a failed call carries when the server gave none (flows/shell.json).
export const TIMEOUT_MESSAGE = shellText('timeout');
export const OFFLINE_MESSAGE = shellText('offline');
export const SERVER_MESSAGE = shellText('server');
export const REQUEST_MESSAGE = shellText('request');
export const UNEXPECTED_MESSAGE = shellText('unexpected');

export function isApiError(x: unknown): x is ApiError {
  if (typeof x !== 'object' || x === null) return false;
  const { status, message, readable_message } = x as Record<string, unknown>;
  return (
    typeof status === 'number' &&
    typeof message === 'string' &&
    (readable_message === undefined || typeof readable_message === 'string')
  );
}

/** Turns whatever a call threw into an ApiError. Never throws itself. */
export async function toApiError(e: unknown): Promise<ApiError> {
  if (isApiError(e)) return e;
  if (isHttpError(e)) return fromResponse(e.response);
  if (isTimeoutError(e)) return { status: 0, message: TIMEOUT_MESSAGE };
  // fetch rejects with a TypeError when the request never got an answer (offline, DNS, CORS).
  if (e instanceof TypeError) return { status: 0, message: OFFLINE_MESSAGE };
  return { status: 0, message: UNEXPECTED_MESSAGE };
}

// ky's own guards fall back to the error's name too; checking by name keeps ky
// (loaded on the first call, see client.ts) out of the first screen's bundle.
export function isHttpError(e: unknown): e is { response: Response } {
  return e instanceof Error && e.name === 'HTTPError' && (e as { response?: unknown }).response instanceof Response;
}

function isTimeoutError(e: unknown): boolean {
  return e instanceof Error && e.name === 'TimeoutError';
}

async function fromResponse(response: Response): Promise<ApiError> {
  const { status } = response;
  const fallback = status >= 500 ? SERVER_MESSAGE : REQUEST_MESSAGE;
  const body = await readJson(response);
  if (typeof body !== 'object' || body === null) return { status, message: fallback };
  const { message, readable_message } = body as Record<string, unknown>;
  const error: ApiError = {
    status,
    message: readable(message) ? message : fallback,
  };
  if (readable(readable_message)) {
    error.readable_message = readable_message;
  }
  return error;
}

/** Text a person can read: not empty, and not only spaces or invisible marks (a zero-width space, an RTL mark). */
export function readable(text: unknown): text is string {
  return typeof text === 'string' && text.replace(/[\s\p{Cc}\p{Cf}]/gu, '') !== '';
}

// A proxy or a misrouted request answers HTML; a cut connection leaves half a JSON text.
// Neither may turn the error handling itself into a crash.
async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}
