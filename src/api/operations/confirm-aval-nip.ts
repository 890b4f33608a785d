import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../../generated/api/confirm-aval-nip';
import { registrationApi } from '../client';
import { ackOf, defineOperation, path } from '../define-operation';

export type ConfirmAvalNipInput = FromSchema<typeof schema> & {
  id: string;
  type: string;
  to: string;
};

/** Confirms the guarantor's consent NIP. */
export const confirmAvalNip = defineOperation({
  name: 'confirmAvalNip',
  call: ({ id, type, to, nip }: ConfirmAvalNipInput) =>
    ackOf(
      registrationApi.put(path`v1/users/${id}/${type}/aval/nip`, {
        json: { nip },
        searchParams: { to },
      }),
    ),
});
