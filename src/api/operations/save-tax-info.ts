import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../../generated/api/save-tax-info';
import { registrationApi } from '../client';
import { ackOf, defineOperation } from '../define-operation';

export type SaveTaxInfoInput = FromSchema<typeof schema> & { id: string; type: string };

/** Saves the confirmed tax id (RFC in Mexico). */
export const saveTaxInfo = defineOperation({
  name: 'saveTaxInfo',
  api: registrationApi,
  method: 'POST',
  path: '/v1/users/{id}/{type}/tax_info',
  tracking: { slice: 'origination', key: 'putAdditionalData' },
  call: ({ id, type, tax_payer_id }: SaveTaxInfoInput, send) => ackOf(send({ id, type }, { json: { tax_payer_id } })),
});
