// Error reporting behind a small interface: a no-op unless a reporter is
// installed. Whatever is reported is scrubbed first: no code, NIP, password,
// token or signature ever leaves the page (spec: 4xx as warnings, 5xx as errors).

export interface Report {
  level: 'warning' | 'error';
  message: string;
  status?: number;
}

type Reporter = (report: Report) => void;
let reporter: Reporter | null = null;

export function installReporter(r: Reporter | null): void {
  reporter = r;
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
  if (!reporter) return;
  const raw = textOf(error);
  const level = status !== undefined && status >= 400 && status < 500 ? 'warning' : 'error';
  reporter({ level, message: scrub(raw), status });
}

/** The text of anything thrown; an object without a prototype has no String() and gets a plain label. */
function textOf(error: unknown): string {
  try {
    return error instanceof Error ? String(error.message) : String(error);
  } catch {
    return Object.prototype.toString.call(error);
  }
}
