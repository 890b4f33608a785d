// Every data file names its meta-schema in "$schema", so editors autocomplete
// and underline mistakes while a person types, before flows:check runs.
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/** The `$schema` a data file should name, from the folder it lives in. */
function expectedSchema(file) {
  if (file.endsWith('.schema.json')) return DRAFT_07;
  if (file.startsWith('flows/')) return './flow.schema.json';
  if (file.startsWith('countries/')) return './country.schema.json';
  if (file.endsWith('.ui.json')) return '../ui.schema.json';
  return DRAFT_07;
}

/** Reports a missing "$schema", or a relative one that does not reach the file's meta-schema. */
export function checkSchemaLink(root, file, json, report) {
  const want = expectedSchema(file);
  const has = json && typeof json === 'object' && !Array.isArray(json) ? json.$schema : undefined;
  if (typeof has !== 'string') report.add(file, '', 'no "$schema"', `add "$schema": "${want}" as the first key`);
  else if (!/^https?:/.test(has) && (!existsSync(join(root, dirname(file), has)) || basename(has) !== basename(want)))
    report.add(file, '/$schema', `"$schema" points to "${has}", not to its meta-schema`, `set "$schema": "${want}"`);
}
