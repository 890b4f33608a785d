import type { FromSchema } from 'json-schema-to-ts';
import type { AvalNipSent } from '../../domain/answers';
import type { schema } from '../../generated/api/request-aval-nip';
import { defineOperation, optionalDataOf } from '../define-operation';

export type RequestAvalNipPayload = FromSchema<typeof schema>;

export interface RequestAvalNipInput {
  id: string;
  type: string;
  /** The guarantor the NIP goes to (the route's 'to'). */
  to: string;
  resend?: boolean;
}

/**
 * Sends the guarantor's consent NIP; the answer may name the guarantor and the shopkeeper and
 * carry a default NIP (a 204 is a success: the SMS went out). A name an answer lacks keeps the
 * one an earlier answer gave.
 */
export const requestAvalNip = defineOperation({
  name: 'requestAvalNip',
  tracking: {
    resendKey: 'defaultResendNip',
    // The answer names the guarantor and the shopkeeper (spec 2, 3).
    also: [
      { key: 'collateralName', pick: (answer) => (answer as Partial<AvalNipSent>).collateralName, answerOnly: true },
      { key: 'shopkeeperName', pick: (answer) => (answer as Partial<AvalNipSent>).shopkeeperName, answerOnly: true },
    ],
  },
  call: ({ id, type, to, resend }: RequestAvalNipInput, send) => {
    const json: RequestAvalNipPayload = resend ? { resend: true } : {};
    return optionalDataOf<AvalNipSent>(send({ id, type }, { json, searchParams: { to } }));
  },
});
