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

const SECRET_KEYS =
  /"(code|nip|password|password_confirmation|signature|access_token|token|clientToken)"\s*:\s*"[^"]*"/gi;
// Codes, NIPs, passwords and phone numbers alike: any run of 4 or more digits.
const LONG_DIGITS = /\d{4,}/g;

/** Removes values that must never be reported. */
export function scrub(text: string): string {
  return text.replace(SECRET_KEYS, '"$1":"[redacted]"').replace(LONG_DIGITS, '[redacted]');
}

export function reportError(error: unknown, status?: number): void {
  if (!reporter) return;
  const raw = error instanceof Error ? error.message : String(error);
  const level = status !== undefined && status >= 400 && status < 500 ? 'warning' : 'error';
  reporter({ level, message: scrub(raw), status });
}
