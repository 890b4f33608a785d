import { useCallback, useLayoutEffect, useRef, useState, useTransition } from 'react';

/**
 * The inputs of a form whose last change has not reached the form yet. The step
 * sends them all before rjsf reads its data for a submit.
 */
export type PendingInputs = Set<() => void>;

/**
 * A text input's value: shown at once on every keystroke, while the form hears of
 * the change in a transition.
 *
 * Why: rjsf re-renders and validates the whole form for each change. At a low-end
 * phone's speed (4x CPU slowdown) that is about 40 ms a key, and inside the input
 * event the typing lags. In a transition React does that work between frames, and
 * the keys typed meanwhile fold into one pass.
 *
 * The form's value wins whenever none of this input's changes is on its way: a
 * behaviour's patch (state and city from a zip), a restored draft.
 */
export function useTypedValue<T>(value: T, onChange: (next: T) => void, pending: PendingInputs | undefined) {
  const [shown, setShown] = useState(value);
  const [isPending, startTransition] = useTransition();
  const typed = useRef(value);
  const latest = useRef({ onChange, pending });
  useLayoutEffect(() => {
    latest.current = { onChange, pending };
  });

  /** Sends the last typed value now (leaving the field, a submit): what rjsf validates must be what is shown. */
  const flush = useCallback(() => {
    latest.current.pending?.delete(flush);
    latest.current.onChange(typed.current);
  }, []);

  const change = (next: T) => {
    typed.current = next;
    setShown(next);
    pending?.add(flush);
    startTransition(() => onChange(next));
  };

  useLayoutEffect(() => {
    if (isPending) return;
    latest.current.pending?.delete(flush);
    typed.current = value;
    setShown(value);
  }, [value, isPending, flush]);

  return { shown, change, flush };
}
