import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../../generated/api/confirm-aval-nip';
import { defineOperation, optionalDataOf } from '../define-operation';

export type ConfirmAvalNipInput = FromSchema<typeof schema> & {
  id: string;
  type: string;
  to: string;
};

/** Confirms the guarantor's consent NIP. */
export const confirmAvalNip = defineOperation({
  name: 'confirmAvalNip',
  call: ({ id, type, to, nip }: ConfirmAvalNipInput, send) =>
    optionalDataOf(
      send(
        { id, type },
        {
          json: { nip },
          searchParams: { to },
        },
      ),
    ),
});
