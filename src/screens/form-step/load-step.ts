// What a form step needs, ready for RJSF: the schema, the uiSchema and a
// validator over the precompiled functions (modules: step-modules.ts).
import type { UiSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { stepModules } from './step-modules';

export async function loadStep(country: string, schemaName: string) {
  const [mod, ui] = await stepModules(country, schemaName);
  const { $schema: _drop, ...uiSchema } = ui as UiSchema & { $schema?: string };
  return {
    schema: mod.schema,
    uiSchema: uiSchema as UiSchema,
    validator: createPrecompiledValidator(mod.default, mod.schema),
  };
}
