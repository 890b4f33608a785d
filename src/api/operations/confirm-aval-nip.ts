import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../../generated/api/confirm-aval-nip';
import { registrationApi } from '../client';
import { ackOf, defineOperation } from '../define-operation';

export type ConfirmAvalNipInput = FromSchema<typeof schema> & {
  id: string;
  type: string;
  to: string;
};

/** Confirms the guarantor's consent NIP. */
export const confirmAvalNip = defineOperation({
  name: 'confirmAvalNip',
  api: registrationApi,
  method: 'PUT',
  path: '/v1/users/{id}/{type}/aval/nip',
  tracking: { slice: 'collateral', key: 'nipConfirmed' },
  call: ({ id, type, to, nip }: ConfirmAvalNipInput, send) =>
    ackOf(
      send(
        { id, type },
        {
          json: { nip },
          searchParams: { to },
        },
      ),
    ),
});
