// A form step's page is usable from its first paint (scripts/prerender.ts), but on
// a fast network its scripts used to arrive while its HTML was still being parsed,
// and then ran before that paint: the entry's evaluation (about 80 ms of main-thread
// CPU at 4x, one task) came at the parse's end, ahead of the frame that shows the
// form, and the step's preloaded chunks were compiled on the phone's other cores
// meanwhile. Visits of 'Sobre ti' at 4x CPU, network unthrottled, showed it in about
// a quarter of them: the form painted late, and a key typed at once waiting 100 to
// 200 ms for the entry. On such a page the build now:
// - keeps the entry's download where it was, at the top of the head, as a
//   modulepreload (fetched and compiled as early as the <script> was, not run);
// - holds the step's preloads in a <template>, out of the parser's sight;
// - ends the body with this script, which once the first frame has been painted
//   puts the preloads in the head and the entry's <script> after them.
// On a slow network nothing changes: the entry arrives long after the paint, and
// runs as soon as it has (a <script> added by a script runs when it arrives). A page
// with no form to show (index.html, a 'Cargando' page) keeps its <script>: there,
// waiting for a paint would only delay what the person came for.
// Inline, not a file, like the draft guard, and allowed by its hash
// (scripts/security-headers.ts).
/** The script's text, as the page holds it. */
export const AFTER_FIRST_PAINT = [
  '(function (starter) {',
  '  var held = starter.previousElementSibling, started = false;',
  '  function start() {',
  '    if (started) return;',
  '    started = true;',
  "    var entry = document.createElement('script');",
  "    entry.type = 'module';",
  "    entry.crossOrigin = 'anonymous';",
  "    entry.src = document.querySelector('link[data-entry]').href;",
  '    document.head.appendChild(held.content);',
  '    document.head.appendChild(entry);',
  '    held.remove();',
  '  }',
  // A hidden page paints nothing, and a browser without modulepreload (Safari 16 and older)
  // has not downloaded the entry yet: they start at once. A visible one, right after its first
  // frame (requestAnimationFrame runs just before the paint, a timer set there just after),
  // or after a second should no frame come.
  "  if (document.visibilityState === 'hidden' || !document.createElement('link').relList.supports('modulepreload')) start();",
  '  else {',
  '    requestAnimationFrame(function () { setTimeout(start, 0); });',
  '    setTimeout(start, 1000);',
  '  }',
  '  starter.remove();',
  '})(document.currentScript);',
].join('\n');

/** The entry's tag as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/**
 * A prerendered page (index.html with the step's form) whose scripts start once its first
 * frame is painted; `preloads`: the step's preload tags (scripts/route-pages.ts), held till then.
 */
export function scriptsAfterFirstPaint(page: string, preloads: string[]): string {
  const entries = [...page.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1) throw new Error(`after-first-paint: the page has ${entries.length} entry scripts, not 1`);
  if (!page.includes('</body>')) throw new Error('after-first-paint: the page has no </body>');
  const src = entries[0]?.[1] ?? '';
  return page
    .replace(ENTRY_SCRIPT, () => `<link rel="modulepreload" crossorigin href="${src}" data-entry>`)
    .replace(
      '</body>',
      () => `<template>${preloads.join('')}</template><script>${AFTER_FIRST_PAINT}</script>\n  </body>`,
    );
}
