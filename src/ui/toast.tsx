// A short notice at the bottom of the screen ('Se ha enviado el nip nuevamente'),
// announced politely. Shared by the applicant's and the guarantor's NIP screens.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useToast(ms: number): { message: string | null; show: (text: string) => void } {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  return { message, show };
}

/** The live region stays mounted so screen readers announce each new message. */
export function Toast({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message ? <div className="toast">{message}</div> : null}
    </div>
  );
}
