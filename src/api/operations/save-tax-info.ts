import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../../generated/api/save-tax-info';
import { defineOperation, optionalDataOf } from '../define-operation';

export interface SaveTaxInfoInput {
  id: string;
  type: string;
  body: FromSchema<typeof schema>;
}

/** Saves the confirmed tax id (RFC in Mexico). */
export const saveTaxInfo = defineOperation({
  name: 'saveTaxInfo',
  call: ({ id, type, body }: SaveTaxInfoInput, send) => optionalDataOf(send({ id, type }, { json: body })),
});
