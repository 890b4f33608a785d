// What a form step needs, ready for RJSF: the schema, the uiSchema and a
// validator over the precompiled functions (module: step-modules.ts).
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { stepModule } from './step-modules';

export async function loadStep(country: string, schemaName: string) {
  const mod = await stepModule(country, schemaName);
  return {
    schema: mod.schema,
    uiSchema: mod.uiSchema,
    validator: createPrecompiledValidator(mod.default, mod.schema),
  };
}
