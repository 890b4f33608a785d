// A form step's page holds the form the build rendered empty (scripts/prerender.ts).
// After a reload with a draft, that empty form was on show until React drew it
// afresh with the answers (src/ui/hydration.tsx): for a second or more on a slow
// phone, what the person typed looked lost. This script sits at the top of the
// page's #root, so it runs before the parser reaches the form. When the step's
// draft (sessionStorage, src/screens/form-step/draft.ts) holds answers, it puts
// the page's 'Cargando' shell (index.html's, kept in the <template> before it) in
// the form's place and takes data-prerendered away: main.tsx then draws the app as
// on a page without a form, and the form first shows with the answers in it. The
// form's markup, still parsed after the shell, stays hidden (src/styles.css,
// `.boot ~ *`) until React's first commit empties #root. Either way the script
// removes itself and the template: React adopts #root with nothing of theirs in it.
// A step whose address fills it (the address the search found, in its query) starts
// with values the same way: `data-query` names those parameters, and one with a value
// has the form drawn afresh too.
//
// Inline, not a file: a file would be one more request before the first paint on
// a slow network. script-src allows it by its hash (scripts/security-headers.ts)
// and still allows no other inline script.
/** The guard's text, as the page holds it; it reads the draft's key from its `data-draft`, the query's names from `data-query`. */
export const DRAFT_GUARD = [
  '(function (guard) {',
  '  var shell = guard.previousElementSibling, root = guard.parentNode, draft;',
  '  try { draft = JSON.parse(sessionStorage.getItem(guard.dataset.draft)); } catch (e) {}',
  "  var filled = Boolean(draft && typeof draft === 'object' && Object.keys(draft).length);",
  '  var query = new URLSearchParams(location.search);',
  "  (guard.dataset.query || '').split(' ').forEach(function (name) { if (name && query.get(name)) filled = true; });",
  '  if (filled) {',
  "    root.removeAttribute('data-prerendered');",
  '    root.insertBefore(shell.content, shell);',
  '  }',
  '  shell.remove();',
  '  guard.remove();',
  '})(document.currentScript);',
].join('\n');

/**
 * The guard with the page's 'Cargando' shell, for the top of a prerendered #root; `draftKey`
 * names the step's draft, `query` the parameters of its address that fill it.
 */
export function draftGuard(shell: string, draftKey: string, query: readonly string[] = []): string {
  for (const name of [draftKey, ...query])
    if (!/^[\w:-]+$/.test(name)) throw new Error(`draft-guard: ${name} cannot be written into an attribute`);
  const names = query.length ? ` data-query="${query.join(' ')}"` : '';
  return `<template>${shell}</template><script data-draft="${draftKey}"${names}>${DRAFT_GUARD}</script>`;
}
