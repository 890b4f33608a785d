import type { FromSchema } from 'json-schema-to-ts';
import type { NipSent } from '../../domain/answers';
import type { schema } from '../../generated/api/request-nip';
import { registrationApi } from '../client';
import { dataOf, defineOperation, path } from '../define-operation';

export type RequestNipPayload = FromSchema<typeof schema>;

export interface RequestNipInput {
  id: string;
  type: string;
  resend?: boolean;
}

/** Sends the credit-bureau consent NIP by SMS; the answer may carry a default NIP to prefill. */
export const requestNip = defineOperation({
  name: 'requestNip',
  call: ({ id, type, resend }: RequestNipInput) => {
    const json: RequestNipPayload = resend ? { resend: true } : {};
    return dataOf<NipSent>(registrationApi.post(path`v1/users/${id}/${type}/nip`, { json }));
  },
});
