import type { CallName } from './flow-events';

// Error reporting behind a small interface: a no-op unless a reporter is
// installed. Whatever is reported is scrubbed first: no code, NIP, password,
// token or signature ever leaves the page (spec: 4xx as warnings, 5xx as errors).
// The reporter (Sentry) loads after the first screen; what is reported before
// it arrives waits in a queue when one is expected (holdReports).

export interface Report {
  level: 'warning' | 'error';
  message: string;
  status?: number;
  /** A failed call: the operation, its method and its path template (never the real path). */
  call?: CallName;
  /** What was thrown, for its stack; the reporter scrubs its message as it does `message`. */
  error?: Error;
}

type Reporter = (report: Report) => void;
let reporter: Reporter | null = null;
let pending: Report[] | null = null;
// Enough for a bad start; a loop that throws must not fill the memory of a cheap phone.
const MAX_PENDING = 30;

export function installReporter(r: Reporter | null): void {
  reporter = r;
  const waiting = pending ?? [];
  pending = null;
  if (r) for (const report of waiting) r(report);
}

/** Keeps what is reported until a reporter is installed (one is on its way). */
export function holdReports(): void {
  if (!reporter) pending ??= [];
}

function send(report: Report): void {
  if (reporter) reporter(report);
  else if (pending && pending.length < MAX_PENDING) pending.push(report);
}

// A secret key's whole value: a JSON string (escaped quotes inside it included),
// or a bare number or literal (a NIP sent as 1234).
const SECRET_KEYS =
  /"(code|nip|password|password_confirmation|signature|access_token|token|clientToken)"\s*:\s*(?:"(?:[^"\\]|\\.)*"|[-+.\w]+)/gi;
// Codes, NIPs, passwords and phone numbers alike: any run of 4 or more digits,
// in any script (a full-width '５５１２３４５６７８' is a phone number too).
const LONG_DIGITS = /\p{Nd}{4,}/gu;

/** Removes values that must never be reported. */
export function scrub(text: string): string {
  return text.replace(SECRET_KEYS, '"$1":"[redacted]"').replace(LONG_DIGITS, '[redacted]');
}

export function reportError(error: unknown, status?: number): void {
  const raw = textOf(error);
  const level = status !== undefined && status >= 400 && status < 500 ? 'warning' : 'error';
  send({ level, message: scrub(raw), status, ...(error instanceof Error ? { error } : {}) });
}

/**
 * A failed call (spec section 8): 4xx as a warning, 5xx or no answer (status 0)
 * as an error. Named by its operation, method and path template only: the
 * server's text may quote what the person typed, so it is not sent.
 */
export function reportCallFailure(call: CallName, status: number): void {
  const level = status >= 400 && status < 500 ? 'warning' : 'error';
  const answer = status ? String(status) : 'no answer';
  send({ level, message: `${call.operation} ${call.method} ${call.path}: ${answer}`, status, call });
}

/** The text of anything thrown; an object without a prototype has no String() and gets a plain label. */
function textOf(error: unknown): string {
  try {
    return error instanceof Error ? String(error.message) : String(error);
  } catch {
    return Object.prototype.toString.call(error);
  }
}
