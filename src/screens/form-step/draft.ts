// What a person typed in a form step survives a reload (sessionStorage), except
// secret fields (codes, NIPs, passwords), which are never stored.
//
// A keystroke only schedules the write: serialising the form and writing storage
// on every key cost a slow phone more than the form's own validation. The last
// data of each step is written once typing pauses (DRAFT_PAUSE_MS), and at once
// when the page is hidden or left (a reload, another app), so nothing typed is
// lost to a reload.
import { draftKey } from '../../adapters/session';

const DRAFT_PAUSE_MS = 400;

/** The last data of each step, with its secret fields, not yet written (filtered when written: a key costs no copy). */
const unsaved = new Map<string, { data: Record<string, unknown>; secret: readonly string[] }>();
let timer: ReturnType<typeof setTimeout> | undefined;

export function readDraft(stepId: string): Record<string, unknown> {
  try {
    const raw = sessionStorage.getItem(draftKey(stepId));
    const value: unknown = raw ? JSON.parse(raw) : {};
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function writeDraft(stepId: string, data: Record<string, unknown>, secret: readonly string[]): void {
  unsaved.set(stepId, { data, secret });
  listenForLeaving();
  clearTimeout(timer);
  timer = setTimeout(saveDrafts, DRAFT_PAUSE_MS);
}

export function clearDraft(stepId: string): void {
  unsaved.delete(stepId);
  try {
    sessionStorage.removeItem(draftKey(stepId));
  } catch {
    /* ignore */
  }
}

/** Writes every draft not yet stored. */
export function saveDrafts(): void {
  clearTimeout(timer);
  for (const [stepId, { data, secret }] of unsaved) {
    const kept = Object.fromEntries(Object.entries(data).filter(([k]) => !secret.includes(k)));
    try {
      sessionStorage.setItem(draftKey(stepId), JSON.stringify(kept));
    } catch {
      /* storage full or disabled: nothing to keep */
    }
  }
  unsaved.clear();
}

let listening = false;
function listenForLeaving() {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', saveDrafts);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveDrafts();
  });
}

/** Forgets the drafts waiting to be written (the stored ones go with the session: forgetSession). */
export function dropUnsavedDrafts(): void {
  clearTimeout(timer);
  unsaved.clear();
}
