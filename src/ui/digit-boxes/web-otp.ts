// Chrome's WebOTP API (Android): it reads the code of an SMS whose last line is the
// origin-bound '@host #code' and hands it to the page after one tap of consent.
// Elsewhere the real input's autocomplete="one-time-code" and typing remain.
import { useCallback, useEffect, useRef } from 'react';

/** The browser offers the WebOTP API. */
export function webOtpSupported(): boolean {
  return typeof window !== 'undefined' && 'OTPCredential' in window && Boolean(navigator.credentials?.get);
}

/**
 * While `active`, waits for an SMS code through the WebOTP API and passes it to `onCode`.
 * The request is aborted when the view goes (unmount), when `active` turns false, and by
 * the returned `abort` (the person types the code themselves). A refused, dismissed or
 * aborted request changes nothing: typing still works.
 */
export function useWebOtp(active: boolean, onCode: (code: string) => void): () => void {
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    if (!active || !webOtpSupported()) return;
    const ac = new AbortController();
    controller.current = ac;
    // `otp` is not in TypeScript's DOM types yet.
    const options = { otp: { transport: ['sms'] }, signal: ac.signal } as CredentialRequestOptions;
    navigator.credentials.get(options).then(
      (credential) => {
        const code = (credential as { code?: unknown } | null)?.code;
        if (!ac.signal.aborted && typeof code === 'string') latest.current(code);
      },
      () => undefined,
    );
    return () => ac.abort();
  }, [active]);

  return useCallback(() => controller.current?.abort(), []);
}
