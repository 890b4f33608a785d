// A value shown through a mask: each '#' of the mask is one character of the
// value, anything else a separator shown between them ('###-#######-#' shows
// the Dominican cédula 3-7-1, '## #### ####' a Mexico City phone number).
// Separators are display only: forms keep, and APIs receive, the clean value.

/**
 * The clean value laid over the mask as far as it goes: a separator shows once
 * the character after it is typed ('0011' → '001-1' under '###-#######-#').
 */
export function applyMask(clean: string, mask: string): string {
  let shown = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= clean.length) break;
    if (slot === '#') {
      shown += clean[next];
      next += 1;
    } else shown += slot;
  }
  return shown + clean.slice(next);
}

/**
 * Where the caret goes in the shown text so that it stays after the same
 * character: `kept` characters of the clean value sit before it.
 */
export function caretAfter(shown: string, kept: number, mask: string): number {
  if (kept <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < shown.length; i += 1) {
    if (i >= mask.length || mask[i] === '#') seen += 1;
    if (seen === kept) return i + 1;
  }
  return shown.length;
}
