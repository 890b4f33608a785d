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
// Before React adopts the form, what is typed in it lives in its fields alone: the
// app's draft does not know it yet, and over a reload Chromium keeps nothing of the
// fields, Firefox and WebKit nothing of one with autocomplete="off". So until then, a page left (pagehide, or hidden:
// a phone may drop a hidden tab without pagehide) keeps what its fields hold beyond
// the build's values under `<draft key>:typed`, never a password field's; the next
// load of the page puts it back in those fields once they are parsed (React, adopting
// them, hands it to the form: src/form/adopt-typed.ts). Every load forgets it, and so
// does the page shown again: it is kept only while the page is hidden or gone, so an
// old one never comes back after the step was saved. The form is React's once the app
// takes data-prerendered away (adopt-typed, at adoption): from then on its draft keeps
// what is typed.
//
// Inline, not a file: a file would be one more request before the first paint on
// a slow network. script-src allows it by its hash (scripts/security-headers.ts)
// and still allows no other inline script.
/** The guard's text, as the page holds it; it reads the draft's key from its `data-draft`, the query's names from `data-query`. */
export const DRAFT_GUARD = [
  '(function (guard) {',
  "  var shell = guard.previousElementSibling, root = guard.parentNode, typedKey = guard.dataset.draft + ':typed';",
  '  var draft, typed;',
  '  try { draft = JSON.parse(sessionStorage.getItem(guard.dataset.draft)); } catch (e) {}',
  '  try { typed = JSON.parse(sessionStorage.getItem(typedKey)); sessionStorage.removeItem(typedKey); } catch (e) {}',
  "  var filled = Boolean(draft && typeof draft === 'object' && Object.keys(draft).length);",
  '  var query = new URLSearchParams(location.search);',
  "  (guard.dataset.query || '').split(' ').forEach(function (name) { if (name && query.get(name)) filled = true; });",
  '  if (filled) {',
  "    root.removeAttribute('data-prerendered');",
  '    root.insertBefore(shell.content, shell);',
  '  } else keepTyped();',
  '  shell.remove();',
  '  guard.remove();',
  '  function keepTyped() {',
  "    if (typed && typed.forEach) document.addEventListener('DOMContentLoaded', function () { typed.forEach(putBack); });",
  "    addEventListener('pagehide', keep);",
  "    addEventListener('pageshow', function (e) { if (e.persisted) forget(); });",
  "    document.addEventListener('visibilitychange', function () { if (document.visibilityState === 'hidden') keep(); else forget(); });",
  '    function forget() {',
  '      try { sessionStorage.removeItem(typedKey); } catch (e) {}',
  '    }',
  '    function keep() {',
  "      if (!root.hasAttribute('data-prerendered')) return;",
  "      var held = [].slice.call(root.querySelectorAll('input[id], select[id], textarea[id]')).filter(function (field) {",
  "        return field.type !== 'password' && !field.disabled && !asBuilt(field);",
  '      }).map(function (field) {',
  '        return ticks(field) ? { id: field.id, checked: field.checked } : { id: field.id, value: field.value };',
  '      });',
  '      try {',
  '        if (held.length) sessionStorage.setItem(typedKey, JSON.stringify(held));',
  '        else sessionStorage.removeItem(typedKey);',
  '      } catch (e) {}',
  '    }',
  '    function putBack(held) {',
  '      var field = document.getElementById(held && held.id);',
  "      if (!field || !root.contains(field) || field.type === 'password' || !asBuilt(field)) return;",
  '      if (ticks(field)) field.checked = held.checked === true;',
  "      else if (typeof held.value === 'string') field.value = held.value;",
  '    }',
  '    function ticks(field) {',
  "      return field.type === 'checkbox' || field.type === 'radio';",
  '    }',
  // The same test as takeTyped's (src/form/adopt-typed.ts), which hands the fields to the form.
  '    function asBuilt(field) {',
  '      if (ticks(field)) return field.checked === field.defaultChecked;',
  "      if (field.tagName === 'SELECT')",
  '        return [].every.call(field.options, function (option) { return option.selected === option.defaultSelected; });',
  '      return field.value === field.defaultValue;',
  '    }',
  '  }',
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
