import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown; restart(n) starts it again. It counts against a
 * deadline (not by adding up ticks), so a throttled background tab or a busy
 * phone still shows the right time when it comes back.
 */
export function useCountdown(initial: number): { left: number; restart: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + initial * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (deadline <= Date.now()) return undefined;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) clearInterval(id);
    }, 250);
    return () => clearInterval(id);
  }, [deadline]);
  const restart = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setDeadline(t + seconds * 1000);
  }, []);
  return { left, restart };
}

/** 75 → "01 : 15" (the spec's mm : ss), or "01:15" with a tight separator. */
export function mmss(seconds: number, separator = ' : '): string {
  const s = Math.max(0, seconds);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}${separator}${String(s % 60).padStart(2, '0')}`;
}
