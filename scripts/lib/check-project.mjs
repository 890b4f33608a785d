// The checks behind `npm run flows:check`, as a function so tests can run them
// on a broken copy of the project. Each check lives in checks/; this file only
// reads the project and runs them file by file, so the faults of one file come
// together, in the order a person editing it would meet them.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  checkCatalogs,
  checkCountryCode,
  checkFlowDefinitions,
  checkStepReferences,
  checkStepSchemaUsed,
  checkUiSchemaReferences,
} from './checks/cross-references.mjs';
import { checkDuplicateKeys } from './checks/duplicate-keys.mjs';
import { createFaultList } from './checks/faults.mjs';
import { checkStepSchemaSupported } from './checks/form-engine.mjs';
import {
  checkBlankSchemaCopy,
  checkBlankSettings,
  checkBlankTexts,
  checkRequiredMessages,
} from './checks/messages.mjs';
import { checkSubmit } from './checks/payload.mjs';
import {
  checkShellCopyPlaceholders,
  checkStepPlaceholders,
  checkStepSchemaPlaceholders,
  checkUiSchemaPlaceholders,
} from './checks/placeholders.mjs';
import { buildProject, listDataFiles, parseDataFile } from './checks/project.mjs';
import { checkExits, checkExitsAsked, checkRoutingDefined, checkRoutingTables } from './checks/routes.mjs';
import { checkSchemaLink } from './checks/schema-links.mjs';
import { checkAgainstMetaSchema, checkStepSchemaCompiles, createMetaValidators } from './checks/schema-validity.mjs';
import { checkTaxIdShape } from './checks/tax-id.mjs';
import { checkNamesCurrent } from './names-schema.mjs';

// Kept importable from here, where they have always been.
export { duplicateKeys } from './checks/duplicate-keys.mjs';
export { registryNames } from './checks/registries.mjs';
export { NEXT_STEPS } from './checks/routes.mjs';

/**
 * Every fault of the project at `root`: flows, step schemas and uiSchemas,
 * country profiles and the API schemas. An empty list means flows:check passes.
 * @returns {import('./checks/faults.mjs').Fault[]}
 */
export function checkProject(root) {
  const report = createFaultList();
  const { files, project } = loadProject(root, report);
  const validate = createMetaValidators(files);
  checkNamesCurrent(project, report);

  for (const [code, country] of Object.entries(project.countries)) {
    const file = `countries/${code}.json`;
    checkBlankSettings(file, country, report);
    checkAgainstMetaSchema(validate.country, file, country, report);
    checkCountryCode(file, code, country, report);
    checkTaxIdShape(file, country, report);
  }

  for (const file of project.flowFiles) {
    checkBlankTexts(file, files[file], report);
    checkAgainstMetaSchema(validate.flow, file, files[file], report);
    checkFlowDefinitions(project, file, report);
    checkShellCopyPlaceholders(file, files[file].copy, report);
  }
  checkRoutingDefined(project, report);
  for (const [id, entry] of Object.entries(project.steps)) {
    checkStepReferences(project, id, entry, report);
    if (entry.step.kind === 'form') checkSubmit(project, id, entry, report);
    checkExits(project, id, entry, report);
    checkExitsAsked(project, id, entry, report);
    checkStepPlaceholders(project, id, entry, report);
  }
  checkRoutingTables(project, report);
  checkCatalogs(project, report);

  for (const file of project.uiSchemaFiles) {
    const name = basename(file, '.ui.json');
    checkBlankTexts(file, files[file], report);
    checkAgainstMetaSchema(validate.ui, file, files[file], report);
    checkUiSchemaReferences(project, file, files[file], name, report);
    checkUiSchemaPlaceholders(project, file, files[file], name, report);
  }

  for (const file of project.stepSchemaFiles) {
    checkBlankSchemaCopy(file, files[file], report);
    checkStepSchemaPlaceholders(project, file, files[file], report);
    checkStepSchemaCompiles(file, files[file], project.countries, report);
    checkStepSchemaSupported(file, files[file], report);
    checkRequiredMessages(file, files[file], report);
    checkStepSchemaUsed(project, file, report);
  }

  return report.faults;
}

/**
 * Every JSON file of the project at `root` (parsed, with no duplicate keys, naming its
 * $schema; faults go to `report`) and what the checks read of them.
 */
export function loadProject(root, report = createFaultList()) {
  const files = {};
  for (const file of listDataFiles(root)) {
    const text = readFileSync(join(root, file), 'utf8');
    const parsed = parseDataFile(file, text, report);
    if (!parsed) continue;
    files[file] = parsed.json;
    checkDuplicateKeys(file, text, report);
    checkSchemaLink(root, file, parsed.json, report);
  }
  return { files, project: buildProject(root, files) };
}
