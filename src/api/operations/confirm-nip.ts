import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../../generated/api/confirm-nip';
import { defineOperation, optionalDataOf } from '../define-operation';

export type ConfirmNipInput = FromSchema<typeof schema> & { id: string; type: string };

/** Confirms the consent NIP; the caller then refetches the user and routes by next_step. */
export const confirmNip = defineOperation({
  name: 'confirmNip',
  call: ({ id, type, nip }: ConfirmNipInput, send) => optionalDataOf(send({ id, type }, { json: { nip } })),
});
