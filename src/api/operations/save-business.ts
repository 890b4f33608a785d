import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../../generated/api/save-business';
import { defineOperation, optionalDataOf } from '../define-operation';

export type SaveBusinessPayload = FromSchema<typeof schema>;

export interface SaveBusinessInput {
  id: string;
  type: string;
  body: SaveBusinessPayload;
}

/** Saves the 'Negocio' screen. A 412 means the business is not eligible (go to /rejected). */
export const saveBusiness = defineOperation({
  name: 'saveBusiness',
  call: ({ id, type, body }: SaveBusinessInput, send) => optionalDataOf(send({ id, type }, { json: body })),
});
