// Where a form step's lazy module comes from: generated at build time from its
// schema and uiSchema (scripts/lib/validators.mjs), it carries the precompiled
// validator, the schema with the country's values resolved, and the uiSchema.
// Kept apart from load-step.ts (which needs RJSF) so that the router can start
// fetching it the moment a form route opens, alongside the form engine and the
// step's copy, instead of one round trip after the other.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

export type StepModule = { schema: RJSFSchema; uiSchema: UiSchema; default: ValidatorFunctions };

const modules = import.meta.glob<StepModule>('../../generated/validators/*/*.js');

/** The step's module, fetched once (the import cache keeps it). */
export function stepModule(country: string, schemaName: string): Promise<StepModule> {
  const load = modules[`../../generated/validators/${country}/${schemaName}.js`];
  if (!load) return Promise.reject(new Error(`No compiled schema ${schemaName} for country ${country}`));
  return load();
}
