// A form step's page arrives with its form drawn by the build (scripts/prerender.ts),
// and its native fields take focus, typing, pasting and choosing before any script
// has run. React adopts that markup (hydration) but does not replay what was done in
// it: a controlled field is set back to its value at its next render, and the form's
// model never heard of the rest. This is the replay, for every field of the form:
//
// - `takeTyped`, in the commit that adopts the page (nothing has re-rendered yet), reads
//   what each field holds that the build did not draw, and where the caret is;
// - `replayTyped`, once the page is live, gives each value back to its field as the
//   browser's own event (`input` for a text, `change` for a select, a click for a
//   checkbox), and a field that is no longer focused is left again (`focusout`): a
//   person can only have moved on from it. Each field's handler takes it as if done
//   then: its cleaning and mask, the model, the draft, the payload, and the
//   messages' timing (a field left shows its messages; the others wait).
//
// Between the two, React listens already and the person goes on: a field whose handler
// heard a change then holds all it has, so the replay leaves it alone (giving it the
// older value would undo the new keys), and focus stays wherever the person put it
// (React adopts the very elements): the replay never moves it, and puts the caret back
// only in the field still focused since adoption.
import { type RefObject, type SyntheticEvent, useCallback, useLayoutEffect, useRef } from 'react';
import { useHydrated } from '../ui/hydration';

/** What one field held that the build did not draw. */
type Held = { id: string; text: string } | { id: string; choice: string } | { id: string; checked: boolean };

/** What the fields held at adoption, and the focused field's caret. */
export interface Typed {
  held: Held[];
  caret?: { id: string; start: number; end: number; direction: 'forward' | 'backward' | 'none' };
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const fieldsIn = (area: HTMLElement) => [...area.querySelectorAll<Field>('input[id], select[id], textarea[id]')];
const ticks = (input: HTMLInputElement) => input.type === 'checkbox' || input.type === 'radio';

/** What `area`'s fields hold beyond what the page was drawn with (their default value, option or check). */
export function takeTyped(area: HTMLElement): Typed {
  const held: Held[] = [];
  for (const field of fieldsIn(area)) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((o) => o.selected !== o.defaultSelected))
        held.push({ id: field.id, choice: field.value });
    } else if (field instanceof HTMLInputElement && ticks(field)) {
      if (field.checked !== field.defaultChecked) held.push({ id: field.id, checked: field.checked });
    } else if (field.value !== field.defaultValue) held.push({ id: field.id, text: field.value });
  }
  const focused = document.activeElement;
  let caret: Typed['caret'];
  if ((focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) && area.contains(focused)) {
    // Null for an input with no caret (a checkbox); some types throw instead.
    try {
      if (focused.selectionStart !== null && focused.selectionEnd !== null)
        caret = {
          id: focused.id,
          start: focused.selectionStart,
          end: focused.selectionEnd,
          direction: focused.selectionDirection ?? 'none',
        };
    } catch {
      caret = undefined;
    }
  }
  return { held, caret };
}

/**
 * Gives each held value back to its field, as the events a person's input fires, but
 * not to a field whose handler heard a change since it was taken (`changedSince`).
 */
export function replayTyped(typed: Typed, changedSince: ReadonlySet<string> = new Set()): void {
  for (const entry of typed.held) {
    if (changedSince.has(entry.id)) continue;
    give(entry);
    const field = document.getElementById(entry.id);
    if (field && field !== document.activeElement) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
  if (typed.caret && !changedSince.has(typed.caret.id)) putCaretBack(typed);
}

/** One field's value, through the event its kind fires. */
function give(entry: Held): void {
  const field = document.getElementById(entry.id);
  if ('text' in entry && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
    // React fires onChange for an input event only when the value differs from the last
    // it knows, which it learns from assignments to the element's own `value`. So the
    // field is told it is empty that way, then holds the text by the prototype's setter,
    // which React does not watch, and the event carries the text as new.
    field.value = '';
    const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, entry.text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  } else if ('choice' in entry && field instanceof HTMLSelectElement) {
    field.value = entry.choice;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if ('checked' in entry && field instanceof HTMLInputElement && field.checked !== entry.checked) {
    field.click();
  }
}

/** The field focused at adoption, if it still is, has its caret where it was. */
function putCaretBack({ held, caret }: Typed): void {
  const focused = caret && document.getElementById(caret.id);
  if (!caret || !(focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) return;
  // Focused elsewhere now: the person moved on, and focus goes nowhere they did not put it.
  if (document.activeElement !== focused) return;
  // Where it was, when the field shows what was typed; at the end when the field rewrote it (a mask).
  const kept = held.some((h) => h.id === caret.id && 'text' in h && h.text === focused.value);
  const end = focused.value.length;
  try {
    if (kept) focused.setSelectionRange(caret.start, caret.end, caret.direction);
    else focused.setSelectionRange(end, end);
  } catch {
    /* a type with no caret */
  }
}

/**
 * For a form step: takes what `area`'s fields hold in the commit that adopts the
 * build's page, and replays it once the page is live. A form React drew itself has
 * nothing to take. Returns the area's `onChangeCapture`: the fields whose change React's
 * own handlers heard in between. Not the DOM's events: a key that makes React adopt the
 * page is no change to React (the field already held it when adopted) and must be replayed.
 */
export function useReplayTyped(area: RefObject<HTMLElement | null>): (event: SyntheticEvent) => void {
  const hydrated = useHydrated();
  const typed = useRef<Typed | null>(null);
  const heardSince = useRef(new Set<string>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the adopting commit only, once.
  useLayoutEffect(() => {
    if (!hydrated && area.current) typed.current = takeTyped(area.current);
  }, []);
  useLayoutEffect(() => {
    if (!hydrated) return;
    // The form is React's now: the page stops keeping what is typed in it over a reload
    // (scripts/draft-guard.ts); the draft does from here.
    area.current?.closest('[data-prerendered]')?.removeAttribute('data-prerendered');
    if (!typed.current) return;
    const taken = typed.current;
    typed.current = null;
    replayTyped(taken, heardSince.current);
  }, [hydrated, area]);
  return useCallback((event: SyntheticEvent) => {
    if (typed.current && event.target instanceof Element && event.target.id) heardSince.current.add(event.target.id);
  }, []);
}
