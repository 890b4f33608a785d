import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';

/**
 * The inputs of a form whose last change has not reached the form yet. The step
 * sends them all before rjsf reads its data for a submit.
 */
export type PendingInputs = Set<() => void>;

/** Messages shown under a field (by its id) while its keys wait for the form; absent: the form's own. */
export type TypedMessages = StoreApi<Record<string, string[] | undefined>>;

/** How a form checks one field at once, with the validator and rules rjsf uses (see useTypedValue). */
export interface TypedChecks {
  /** The messages the form would show under `name` if it held `value`; null when it cannot tell. */
  messagesFor(name: string, value: unknown): string[] | null;
  shown: TypedMessages;
}

/** A field whose keys wait for a pause in typing, its own messages checked at once. */
export interface TypedField {
  id: string;
  name: string;
  checks: TypedChecks;
}

/**
 * How long typing pauses before the form hears of it. A person types a key every
 * 150–400 ms on a phone: a burst folds into one pass of the whole form.
 */
export const TYPING_PAUSE_MS = 250;

/** No change of this input is on its way to the form. */
const CAUGHT_UP = Symbol('caught up');

const noMessages: TypedMessages = createStore(() => ({}));

/**
 * A text input's value: shown at once on every keystroke, while the form hears
 * of the change later.
 *
 * Why: rjsf re-renders and validates the whole form for each change. At a
 * low-end phone's speed (4x CPU slowdown) that is about 40 ms a key, and inside
 * the input event the typing lags. So the form hears of it in a transition,
 * which React runs between frames. With `field`, it hears only once typing
 * pauses (TYPING_PAUSE_MS), and meanwhile the field's own messages are checked
 * at once (`checks.messagesFor`: the same validator and rules, a fraction of the
 * cost), so a message still follows each key. Leaving the field, a submit or
 * the page going away sends the last key at once (`flush`).
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
  field?: TypedField,
) {
  const [shown, setShown] = useState(value);
  const typed = useRef(value);
  const sent = useRef<T | typeof CAUGHT_UP>(CAUGHT_UP);
  /** What the form holds: a pause that ends on it has nothing to send. */
  const held = useRef(value);
  const latest = useRef({ onChange, pending, field });
  useLayoutEffect(() => {
    latest.current = { onChange, pending, field };
  });
  const invalidHere = useStore(field?.checks.shown ?? noMessages, (all) => {
    const own = field ? all[field.id] : undefined;
    return own && own.length > 0;
  });

  // Made once: the form's pending set holds `flush` by identity.
  const [act] = useState(() => {
    let pause: ReturnType<typeof setTimeout> | undefined;
    const caughtUp = () => {
      clearTimeout(pause);
      sent.current = CAUGHT_UP;
      latest.current.pending?.delete(flush);
      const f = latest.current.field;
      if (f?.checks.shown.getState()[f.id]) f.checks.shown.setState({ [f.id]: undefined });
    };
    const send = () => {
      clearTimeout(pause);
      if (sent.current !== CAUGHT_UP && Object.is(typed.current, held.current)) caughtUp();
      else latest.current.onChange(typed.current);
    };
    /** Sends the last typed value now (leaving the field, a submit): what rjsf validates must be what is shown. */
    function flush() {
      latest.current.pending?.delete(flush);
      send();
    }
    return {
      caughtUp,
      flush,
      change(next: T) {
        const { pending: inputs, field: f, onChange: tell } = latest.current;
        typed.current = next;
        sent.current = next;
        inputs?.add(flush);
        const messages = f?.checks.messagesFor(f.name, next) ?? null;
        if (!f || messages === null) {
          startTransition(() => tell(next));
          return;
        }
        f.checks.shown.setState({ [f.id]: messages });
        clearTimeout(pause);
        pause = setTimeout(() => startTransition(send), TYPING_PAUSE_MS);
      },
      // React runs this when the field unmounts, and also when it only hides the field and
      // shows it again (StrictMode's second run of effects, a Suspense boundary above showing
      // its fallback): a key still waiting keeps its timer and its messages, so it reaches the
      // form either way. A form that is gone ignores it.
      stop() {
        if (sent.current !== CAUGHT_UP) return;
        const f = latest.current.field;
        if (f) f.checks.shown.setState({ [f.id]: undefined });
      },
    };
  });
  useLayoutEffect(() => act.stop, [act]);

  const change = (next: T) => {
    if (!show) setShown(next);
    act.change(next);
  };

  // After every render: has the form caught up, or does it bring a value from elsewhere?
  useLayoutEffect(() => {
    held.current = value;
    if (sent.current !== CAUGHT_UP) {
      if (!Object.is(value, sent.current)) return;
      act.caughtUp();
    }
    if (Object.is(value, typed.current)) return;
    typed.current = value;
    if (show) show(value);
    else setShown(value);
  });

  return {
    shown,
    change,
    flush: act.flush,
    /** Whether the field shows a message: its own check's while keys wait, else the form's. */
    invalid: (rawErrors: string[] | undefined) => invalidHere ?? (rawErrors?.length ?? 0) > 0,
  };
}

/** The messages a field shows: its own check's while its keys wait for the form, else the form's. */
export function useShownMessages(checks: TypedChecks | undefined, id: string, fromForm: string[]): string[] {
  const own = useStore(checks?.shown ?? noMessages, (all) => all[id]?.join('\u0000'));
  if (own === undefined) return fromForm;
  return own === '' ? [] : own.split('\u0000');
}

/** The field to check at once, when its checks can: a string at the top of the form (what `messagesFor` reads). */
export function typedField(
  checks: TypedChecks | undefined,
  props: { id: string; name: string; schema: { type?: unknown } },
): TypedField | undefined {
  if (!checks || props.schema.type !== 'string' || props.id !== `root_${props.name}`) return undefined;
  return { id: props.id, name: props.name, checks };
}

export const typedMessages = (): TypedMessages => createStore<Record<string, string[] | undefined>>(() => ({}));
