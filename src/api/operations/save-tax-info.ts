import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../../generated/api/save-tax-info';
import { ackOf, defineOperation } from '../define-operation';

export interface SaveTaxInfoInput {
  id: string;
  type: string;
  body: FromSchema<typeof schema>;
}

/** Saves the confirmed tax id (RFC in Mexico). */
export const saveTaxInfo = defineOperation({
  name: 'saveTaxInfo',
  call: ({ id, type, body }: SaveTaxInfoInput, send) => ackOf(send({ id, type }, { json: body })),
});
