// A form step's data has one home: this model. rjsf draws the form and decides its
// messages; it does not own what was typed.
//
// - A text field writes each key here at once (`type`). rjsf hears of it when typing
//   pauses (TYPING_PAUSE_MS), when the field is left, or at 'Continuar' (`flush`):
//   rjsf validates the whole form for every change it hears, about 40 ms a key on a
//   low-end phone (4x CPU slowdown), so a burst of keys becomes one pass. Meanwhile the
//   field's own messages are checked at once (FormLink.check: the same validator and
//   rules, for one field) and shown instead of rjsf's (`waiting`).
// - A choice (a select, a checkbox) goes through rjsf, which reports it here (`heard`).
// - A behaviour's patch is written here and given to rjsf at once (`set`).
//
// The draft, the behaviours, 'Continuar', the widgets that read another field and the
// payload read the model, never rjsf.
import { startTransition, useMemo } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';

/** A form step's data, by field name. */
export type FormData = Record<string, unknown>;

/** A person types a key every 150–400 ms on a phone: a burst folds into one pass of the form. */
export const TYPING_PAUSE_MS = 250;

/** How the model reaches the form rjsf draws (set by the step once it is drawn). */
export interface FormLink {
  /** The messages `name` would show if the form held `data`; null when only the whole form can tell. */
  check(name: string, data: FormData): string[] | null;
  /** Gives rjsf a value set from outside its fields (rjsf's setFieldValue). */
  tell(name: string, value: unknown): void;
}

export interface FormModel {
  /** The form's data. Read it with useFormValue, or getState() outside React. */
  readonly data: StoreApi<FormData>;
  /** A field's own messages while its keys wait for rjsf, by field name; absent: rjsf's. */
  readonly waiting: StoreApi<Record<string, readonly string[] | undefined>>;
  link(link: FormLink | null): void;
  /** A key typed in `name`; `tell` is the field's own rjsf onChange, which hears of it later. */
  type(name: string, value: unknown, tell: (value: unknown) => void): void;
  /** Values set from outside the fields (a behaviour's patch): kept, and given to rjsf now. */
  set(patch: FormData): void;
  /**
   * What rjsf reports its form now holds, after a change of `field` (a choice made in it, a value
   * it was told of; absent when rjsf does not say). A widget's change reaches rjsf without naming
   * its field, so every field is read.
   */
  heard(reported: FormData, field?: string): void;
  /** Tells rjsf now of the keys still waiting, in `name` or in every field (leaving it, 'Continuar'). */
  flush(name?: string): void;
}

/** A field whose last key rjsf has not heard of: how to tell it, and the pause it waits for. */
interface Untold {
  tell: (value: unknown) => void;
  pause?: ReturnType<typeof setTimeout>;
}

export function formModel(initial: FormData): FormModel {
  const data = createStore<FormData>(() => initial);
  const waiting = createStore<Record<string, readonly string[] | undefined>>(() => ({}));
  const untold = new Map<string, Untold>();
  /** What rjsf holds, as far as it was told or reported: keys that end there tell it nothing. */
  const held = new Map(Object.entries(initial));
  /**
   * Fields told in a transition whose change rjsf has not reported yet. Until that transition
   * is rendered, an urgent update (the submit of 'Continuar', a choice) is rendered without it:
   * React rebases the transition after it. rjsf would validate the value before the last key
   * and drop the tap (a submit's callback fires once, in that first render), and report that
   * older value as the form's.
   */
  const inTransition = new Map<string, (value: unknown) => void>();
  let link: FormLink | null = null;

  /** Writes what differs, in one change: behaviours see a patch whole, never half of it. */
  const write = (patch: FormData) => {
    const now = data.getState();
    const changed = Object.entries(patch).filter(([name, value]) => !Object.is(now[name], value));
    if (changed.length > 0) data.setState(Object.fromEntries(changed));
  };
  const caughtUp = (name: string) => {
    if (waiting.getState()[name]) waiting.setState({ [name]: undefined });
  };
  const forget = (name: string) => {
    clearTimeout(untold.get(name)?.pause);
    untold.delete(name);
    inTransition.delete(name);
  };
  /** Tells rjsf the field's value now; returns how, when it did. */
  function tellNow(name: string) {
    const entry = untold.get(name);
    if (!entry) return undefined;
    forget(name);
    const value = data.getState()[name];
    if (held.has(name) && Object.is(held.get(name), value)) return void caughtUp(name);
    held.set(name, value);
    entry.tell(value);
    return entry.tell;
  }
  /** Tells rjsf the field's value in a transition, which yields to the person's next key. */
  const tellSoon = (name: string) =>
    startTransition(() => {
      const told = tellNow(name);
      if (told) inTransition.set(name, told);
    });

  return {
    data,
    waiting,
    link: (next) => {
      link = next;
    },
    type(name, value, tell) {
      write({ [name]: value });
      clearTimeout(untold.get(name)?.pause);
      const messages = link?.check(name, data.getState()) ?? null;
      if (messages === null) {
        // A field only the whole form can check hears of every key, in a transition.
        untold.set(name, { tell });
        caughtUp(name);
        tellSoon(name);
        return;
      }
      waiting.setState({ [name]: messages });
      untold.set(name, { tell, pause: setTimeout(() => tellSoon(name), TYPING_PAUSE_MS) });
    },
    set(patch) {
      const now = data.getState();
      const changed = Object.entries(patch).filter(([name, value]) => !Object.is(now[name], value));
      write(patch);
      for (const [name, value] of changed) {
        forget(name);
        held.set(name, value);
        link?.tell(name, value);
      }
    },
    heard(reported, field) {
      if (field !== undefined) inTransition.delete(field);
      const patch: FormData = {};
      for (const name of new Set([...Object.keys(reported), ...held.keys()])) {
        held.set(name, reported[name]);
        // A key typed since, or one on its way, is newer than what rjsf reports: it stays, with its messages.
        if (!untold.has(name) && !inTransition.has(name)) patch[name] = reported[name];
      }
      write(patch);
      for (const name of Object.keys(patch)) caughtUp(name);
    },
    flush(name) {
      for (const n of name === undefined ? [...untold.keys()] : [name]) tellNow(n);
      // Told again, urgently: the same value, now in the update that comes first.
      for (const [n, tell] of [...inTransition]) {
        if (name !== undefined && n !== name) continue;
        inTransition.delete(n);
        tell(data.getState()[n]);
      }
    },
  };
}

/** What `pick` answers from the form's data; re-renders only when that answer changes. */
export function useFormValue<T>(model: FormModel | undefined, pick: (data: FormData) => T): T {
  return useStore(model?.data ?? noData, pick);
}

/**
 * A field's own messages while its keys wait for rjsf; undefined once rjsf's are current.
 * Selected as one text, so a key that gives the same messages re-renders nothing.
 */
export function useWaitingMessages(model: FormModel | undefined, name: string): readonly string[] | undefined {
  const joined = useStore(model?.waiting ?? nobodyWaits, (all) => all[name]?.join(SEPARATOR));
  return useMemo(() => (joined === undefined ? undefined : joined === '' ? [] : joined.split(SEPARATOR)), [joined]);
}

/** Whether a field shows messages of its own while its keys wait (undefined: rjsf's show). */
export function useWaitingInvalid(model: FormModel | undefined, name: string): boolean | undefined {
  return useStore(model?.waiting ?? nobodyWaits, (all) => {
    const own = all[name];
    return own === undefined ? undefined : own.length > 0;
  });
}

const SEPARATOR = '\u0000';

const noData = createStore<FormData>(() => ({}));
const nobodyWaits = createStore<Record<string, readonly string[] | undefined>>(() => ({}));
