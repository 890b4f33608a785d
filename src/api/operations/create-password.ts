import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../../generated/api/create-password';
import { defineOperation, optionalDataOf } from '../define-operation';

export interface CreatePasswordInput {
  id: string;
  type: string;
  body: FromSchema<typeof schema>;
}

/** Saves the applicant's 6-digit password. */
export const createPassword = defineOperation({
  name: 'createPassword',
  call: ({ id, type, body }: CreatePasswordInput, send) => optionalDataOf(send({ id, type }, { json: body })),
});
