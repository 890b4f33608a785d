import type { FromSchema } from 'json-schema-to-ts';
import type { CreatedUser } from '../../domain/answers';
import type { schema } from '../../generated/api/create-user';
import { dataOf, defineOperation } from '../define-operation';

export type CreateUserPayload = FromSchema<typeof schema>;

/** Registers the applicant ('Sobre ti'); the answer carries the access token to store. */
export const createUser = defineOperation({
  name: 'createUser',
  call: ({ body }: { body: CreateUserPayload }, send) => dataOf<CreatedUser>(send({ json: body })),
});
