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
  /** What was thrown, for its stack; the reporter withholds its message (WITHHELD). */
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
// An e-mail address, whole. It starts where its characters start (the lookbehind):
// trying every position of a long word would take quadratic time.
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
// A CURP, whole (18: 4 letters, the birth date, H/M/X, the state, 3 consonants, a
// check pair), before the RFC, whose shape its first 13 characters also have.
const CURP = /[A-ZÑ]{4}\p{Nd}{6}[HMX][A-ZÑ]{5}[A-ZÑ\p{Nd}]\p{Nd}/giu;
// An RFC, whole (3 letters for a company, 4 for a person, the date, a 3-character
// check): scrubbing its digits alone would leave 'GODE[redacted]GR8', the initials.
// No word boundaries: an RFC glued to other letters is still one.
const RFC = /[A-ZÑ&]{3,4}\p{Nd}{6}[A-ZÑ\p{Nd}]{3}/giu;
// Codes, NIPs, passwords and phone numbers alike: any run of 4 or more digits,
// in any script (a full-width '５５１２３４５６７８' is a phone number too).
const LONG_DIGITS = /\p{Nd}{4,}/gu;

const REDACTED = '[redacted]';

/**
 * Removes values that must never be reported from a text of ours (a breadcrumb, a
 * span's attribute, a call's report): secret keys' values, e-mail addresses, CURPs
 * and RFCs whole, and runs of 4 or more digits. Names cannot be recognised in free
 * text, so texts that are not ours are not sent at all (withheldMessage).
 */
export function scrub(text: string): string {
  return text
    .replace(SECRET_KEYS, `"$1":"${REDACTED}"`)
    .replace(EMAIL, REDACTED)
    .replace(CURP, REDACTED)
    .replace(RFC, REDACTED)
    .replace(LONG_DIGITS, REDACTED);
}

/**
 * What is reported of a thrown thing's own text: nothing. Decision: the message of
 * anything thrown (an uncaught error, an unhandled rejection, a render error) is not
 * ours. It may be an API's readable_message, a rejection's text, a browser's or a
 * library's message quoting a value (Chrome's JSON.parse quotes its input), and it may
 * hold a name or an address that no pattern recognises. So only its type is sent
 * ('TypeError'), with this fixed text; the stack (our files, lines and functions,
 * mapped by the source maps) says where it happened. The only free texts reported are
 * ours: a failed call's operation, method, path template and status.
 */
export const WITHHELD = '[message withheld]';

/** An error's type as it may be reported: a name that looks like one ('TypeError'), else 'Error' (a name can be any text). */
export function reportedType(name: string): string {
  return /^[A-Z][A-Za-z]{0,40}$/.test(name) ? name : 'Error';
}

/** The type of what was thrown, as reported: an Error's name (reportedType), else a fixed label. */
export function errorType(error: unknown): string {
  if (error instanceof Error) return reportedType(safeName(error));
  return `Non-Error ${error === null ? 'null' : typeof error}`;
}

/** An Error's name; a getter that throws or a name that is not text counts as none. */
function safeName(error: Error): string {
  try {
    return typeof error.name === 'string' ? error.name : '';
  } catch {
    return '';
  }
}

/** Anything thrown, reported by its type with a fixed message (see WITHHELD); an Error keeps its stack. */
export function reportError(error: unknown, status?: number): void {
  const level = status !== undefined && status >= 400 && status < 500 ? 'warning' : 'error';
  send({ level, message: `${errorType(error)}: ${WITHHELD}`, status, ...(error instanceof Error ? { error } : {}) });
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
