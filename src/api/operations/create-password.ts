import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../../generated/api/create-password';
import { registrationApi } from '../client';
import { ackOf, defineOperation, path } from '../define-operation';

export type CreatePasswordInput = FromSchema<typeof schema> & { id: string; type: string };

/** Saves the applicant's 6-digit password. */
export const createPassword = defineOperation({
  name: 'createPassword',
  call: ({ id, type, password }: CreatePasswordInput) =>
    ackOf(registrationApi.put(path`v1/users/${id}/${type}/password`, { json: { password } })),
});
