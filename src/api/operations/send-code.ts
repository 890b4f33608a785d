import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../../generated/api/send-code';
import { defineOperation, optionalDataOf } from '../define-operation';

export type SendCodePayload = FromSchema<typeof schema>;

/** Sends the 6-digit security code by SMS (start screen, and 'Reenviar Código'). */
export const sendCode = defineOperation({
  name: 'sendCode',
  call: (payload: SendCodePayload, send) => optionalDataOf(send({ json: payload })),
});
