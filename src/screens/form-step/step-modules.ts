// Where a form step's two lazy modules come from: its precompiled validator
// (which also carries the schema, country values resolved) and its uiSchema.
// Kept apart from load-step.ts (which needs RJSF) so that the router can start
// fetching them the moment a form route opens, alongside the form engine and
// the step's copy, instead of one round trip after the other.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

export type ValidatorModule = { schema: RJSFSchema; default: ValidatorFunctions };

const validatorModules = import.meta.glob<ValidatorModule>('../../generated/validators/*/*.js');
const uiModules = import.meta.glob<UiSchema>('../../../schemas/steps/*.ui.json', { import: 'default' });

/** The step's validator module and uiSchema, fetched once (the import cache keeps them). */
export function stepModules(country: string, schemaName: string): Promise<[ValidatorModule, UiSchema]> {
  const load = validatorModules[`../../generated/validators/${country}/${schemaName}.js`];
  if (!load) return Promise.reject(new Error(`No compiled schema ${schemaName} for country ${country}`));
  const loadUi = uiModules[`../../../schemas/steps/${schemaName}.ui.json`];
  return Promise.all([load(), loadUi ? loadUi() : Promise.resolve({})]);
}
