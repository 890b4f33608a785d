// What a form step needs, ready for RJSF: the schema, the uiSchema and a
// validator over the precompiled functions (module: step-modules.ts).
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { arrivedStepModule, type StepModule, stepModule } from './step-modules';

export type LoadedStep = { schema: RJSFSchema; uiSchema: UiSchema; validator: ValidatorType };

// One validator per module: a step visited again starts with the one it had.
const ready = new WeakMap<StepModule, LoadedStep>();

function forRjsf(mod: StepModule): LoadedStep {
  let step = ready.get(mod);
  if (!step) {
    step = {
      schema: mod.schema,
      uiSchema: mod.uiSchema,
      validator: createPrecompiledValidator(mod.default, mod.schema),
    };
    ready.set(mod, step);
  }
  return step;
}

export async function loadStep(country: string, schemaName: string): Promise<LoadedStep> {
  return forRjsf(await stepModule(country, schemaName));
}

/** The step at once, when its module has already arrived (preloaded with the route). */
export function loadedStep(country: string, schemaName: string): LoadedStep | undefined {
  const mod = arrivedStepModule(country, schemaName);
  return mod && forRjsf(mod);
}
