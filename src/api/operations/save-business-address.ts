import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../../generated/api/save-business-address';
import { defineOperation, optionalDataOf } from '../define-operation';

export type SaveBusinessAddressPayload = FromSchema<typeof schema>;

export interface SaveBusinessAddressInput {
  id: string;
  type: string;
  body: SaveBusinessAddressPayload;
}

/** Saves the business address. A 412 means the address is outside the service (go to /rejected). */
export const saveBusinessAddress = defineOperation({
  name: 'saveBusinessAddress',
  tracking: { also: [{ key: 'postAddress' }] },
  call: ({ id, type, body }: SaveBusinessAddressInput, send) => optionalDataOf(send({ id, type }, { json: body })),
});
