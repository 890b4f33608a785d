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
const arrived = new Map<string, StepModule>();
const keyOf = (country: string, schemaName: string) => `../../generated/validators/${country}/${schemaName}.js`;

/** The step's module, fetched once (the import cache keeps it). */
export function stepModule(country: string, schemaName: string): Promise<StepModule> {
  const key = keyOf(country, schemaName);
  const load = modules[key];
  if (!load) return Promise.reject(new Error(`No compiled schema ${schemaName} for country ${country}`));
  return load().then((m) => {
    arrived.set(key, m);
    return m;
  });
}

/** The step's module if it has already arrived: a form preloaded before its first render renders at once. */
export function arrivedStepModule(country: string, schemaName: string): StepModule | undefined {
  return arrived.get(keyOf(country, schemaName));
}
