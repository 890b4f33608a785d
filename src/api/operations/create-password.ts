import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../../generated/api/create-password';
import { registrationApi } from '../client';
import { ackOf, defineOperation } from '../define-operation';

export interface CreatePasswordInput {
  id: string;
  type: string;
  body: FromSchema<typeof schema>;
}

/** Saves the applicant's 6-digit password. */
export const createPassword = defineOperation({
  name: 'createPassword',
  api: registrationApi,
  method: 'PUT',
  path: '/v1/users/{id}/{type}/password',
  tracking: { slice: 'origination', key: 'pwdConfirmed' },
  call: ({ id, type, body }: CreatePasswordInput, send) => ackOf(send({ id, type }, { json: body })),
});
