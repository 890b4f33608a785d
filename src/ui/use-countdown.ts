import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that ticks once a second; restart(n) starts it again. */
export function useCountdown(initial: number): {
  left: number;
  restart: (seconds: number) => void;
} {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return undefined;
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  const restart = useCallback((seconds: number) => setLeft(seconds), []);
  return { left, restart };
}

/** 75 → "01 : 15" (the spec's mm : ss), or "01:15" with a tight separator. */
export function mmss(seconds: number, separator = ' : '): string {
  const s = Math.max(0, seconds);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}${separator}${String(s % 60).padStart(2, '0')}`;
}
