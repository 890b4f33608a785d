// Baseline (c): the same RJSF page with the validators the app's build
// precompiles (scripts/compile-validators.mjs): the form library the app
// uses, without the app's engine, router and theme around it.
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import fns, { schema, uiSchema } from '../../src/generated/validators/mx/about-you.js';
import { mountAboutYou } from '../rjsf-page';

mountAboutYou(createPrecompiledValidator(fns, schema), schema, uiSchema);
