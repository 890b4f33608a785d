// Baseline (a): the 'Sobre ti' step as a team would first write it with RJSF:
// @rjsf/validator-ajv8 compiling the schema in the browser, ajv-errors for the
// Spanish messages. The bench compares the app against this page.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import schemaJson from '../../schemas/steps/about-you.json';
import uiJson from '../../schemas/steps/about-you.ui.json';
import { mountAboutYou } from '../rjsf-page';

const validator = customizeValidator({ extenderFn: (ajv) => ajvErrors(ajv) });
const { $schema: _schemaRef, ...schema } = schemaJson as RJSFSchema;
const { $schema: _uiRef, ...stepUi } = uiJson as UiSchema;
mountAboutYou(validator, schema, stepUi);
