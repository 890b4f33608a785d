import type { FromSchema } from 'json-schema-to-ts';
import type { CreatedUser } from '../../domain/answers';
import type { schema } from '../../generated/api/create-user';
import { registrationApi } from '../client';
import { dataOf, defineOperation } from '../define-operation';

export type CreateUserPayload = FromSchema<typeof schema>;

/** Registers the applicant ('Sobre ti'); the answer carries the access token to store. */
export const createUser = defineOperation({
  name: 'createUser',
  api: registrationApi,
  method: 'POST',
  path: '/v2/users',
  tracking: { slice: 'origination', key: 'postUserData' },
  call: ({ body }: { body: CreateUserPayload }, send) => dataOf<CreatedUser>(send({ json: body })),
});
