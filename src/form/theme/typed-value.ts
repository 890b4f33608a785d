import { startTransition, useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * The inputs of a form whose last change has not reached the form yet. The step
 * sends them all before rjsf reads its data for a submit.
 */
export type PendingInputs = Set<() => void>;

/** No change of this input is on its way to the form. */
const CAUGHT_UP = Symbol('caught up');

/**
 * A text input's value: shown at once on every keystroke, while the form hears of
 * the change in a transition.
 *
 * Why: rjsf re-renders and validates the whole form for each change. At a low-end
 * phone's speed (4x CPU slowdown) that is about 40 ms a key, and inside the input
 * event the typing lags. In a transition React does that work between frames, and
 * the keys typed meanwhile fold into one pass.
 *
 * Until the form holds the last value typed, any other value it passes down is
 * older than what is shown and is ignored. Once it has caught up, a value from
 * elsewhere (a behaviour's patch, a restored draft) replaces what is shown.
 *
 * `show`, for an uncontrolled input that shows exactly what is typed: the
 * browser has already drawn the key, so a keystroke costs no render of its own
 * (a third of the work a key costs outside rjsf); only a value from elsewhere
 * is written, by `show`. Without it, `shown` is state and the input is
 * controlled, for inputs that rewrite what is typed (digits only, a mask).
 */
export function useTypedValue<T>(
  value: T,
  onChange: (next: T) => void,
  pending: PendingInputs | undefined,
  show?: (value: T) => void,
) {
  const [shown, setShown] = useState(value);
  const typed = useRef(value);
  const sent = useRef<T | typeof CAUGHT_UP>(CAUGHT_UP);
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
    sent.current = next;
    if (!show) setShown(next);
    pending?.add(flush);
    startTransition(() => onChange(next));
  };

  // After every render: has the form caught up, or does it bring a value from elsewhere?
  useLayoutEffect(() => {
    if (sent.current !== CAUGHT_UP) {
      if (!Object.is(value, sent.current)) return;
      sent.current = CAUGHT_UP;
      latest.current.pending?.delete(flush);
    }
    if (Object.is(value, typed.current)) return;
    typed.current = value;
    if (show) show(value);
    else setShown(value);
  });

  return { shown, change, flush };
}
