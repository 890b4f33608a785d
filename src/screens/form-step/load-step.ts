// Lazily loads what a form step needs: its precompiled validator module (which
// also carries the schema it was compiled from, country values resolved) and
// its uiSchema. Each lands in its own chunk, fetched with the step.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';

type ValidatorModule = { schema: RJSFSchema; default: ValidatorFunctions };

const validatorModules = import.meta.glob<ValidatorModule>('../../generated/validators/*/*.js');
const uiModules = import.meta.glob<UiSchema>('../../../schemas/steps/*.ui.json', {
  import: 'default',
});

export async function loadStep(country: string, schemaName: string) {
  const load = validatorModules[`../../generated/validators/${country}/${schemaName}.js`];
  if (!load) throw new Error(`No compiled schema ${schemaName} for country ${country}`);
  const loadUi = uiModules[`../../../schemas/steps/${schemaName}.ui.json`];
  const [mod, ui] = await Promise.all([load(), loadUi ? loadUi() : Promise.resolve({})]);
  const { $schema: _drop, ...uiSchema } = ui as UiSchema & { $schema?: string };
  return {
    schema: mod.schema,
    uiSchema: uiSchema as UiSchema,
    validator: createPrecompiledValidator(mod.default, mod.schema),
  };
}
