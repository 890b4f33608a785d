// A page written from the project's sources and kept in git (docs/flow.md from the flow
// files, docs/api-reference.md from api/openapi.yaml). `npm test` checks the copy in git
// is what its sources give now; the script's own run writes it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {object} GeneratedDoc
 * @property {string} output   the page, relative to the root
 * @property {string} source   what it is written from, as the stale message names it
 * @property {string} command  the command that writes it
 * @property {(root: string) => string} render
 */

/** Whether the page under root is what its sources give; the message says what to do when not. */
export function checkGenerated(root, /** @type {GeneratedDoc} */ doc) {
  let current = '';
  try {
    current = readFileSync(join(root, doc.output), 'utf8');
  } catch {
    // a missing page is stale too
  }
  return current === doc.render(root)
    ? { ok: true, message: `${doc.output} is current` }
    : {
        ok: false,
        message: `${doc.output} is stale: it no longer matches ${doc.source}. Run \`${doc.command}\` and commit ${doc.output}.`,
      };
}

/** The script's command line: `[root] [--check]`; writes the page, or with --check exits 1 when it is stale. */
export function generatedDocMain(/** @type {GeneratedDoc} */ doc, /** @type {string} */ defaultRoot) {
  const args = process.argv.slice(2);
  const root = args.find((a) => !a.startsWith('--')) ?? defaultRoot;
  if (args.includes('--check')) {
    const { ok, message } = checkGenerated(root, doc);
    (ok ? console.log : console.error)(message);
    process.exit(ok ? 0 : 1);
  }
  writeFileSync(join(root, doc.output), doc.render(root));
  console.log(`wrote ${doc.output}`);
}
