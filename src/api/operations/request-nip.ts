import type { FromSchema } from 'json-schema-to-ts';
import type { NipSent } from '../../domain/answers';
import type { schema } from '../../generated/api/request-nip';
import { defineOperation, optionalDataOf } from '../define-operation';

export type RequestNipPayload = FromSchema<typeof schema>;

export interface RequestNipInput {
  id: string;
  type: string;
  resend?: boolean;
}

/** Sends the credit-bureau consent NIP by SMS; the answer may carry a default NIP to prefill (a 204 is a success: the SMS went out). */
export const requestNip = defineOperation({
  name: 'requestNip',
  tracking: { resendKey: 'defaultResendNip' },
  call: ({ id, type, resend }: RequestNipInput, send) => {
    const json: RequestNipPayload = resend ? { resend: true } : {};
    return optionalDataOf<NipSent>(send({ id, type }, { json }));
  },
});
