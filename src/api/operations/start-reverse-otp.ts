import type { FromSchema } from 'json-schema-to-ts';
import type { Redirection } from '../../domain/answers';
import type { schema } from '../../generated/api/start-reverse-otp';
import { registrationApi } from '../client';
import { defineOperation, redirectionOf } from '../define-operation';

export type StartReverseOtpPayload = FromSchema<typeof schema>;

/** Starts the reverse one-time-password check; the person continues at redirection_url. */
export const startReverseOtp = defineOperation({
  name: 'startReverseOtp',
  call: (payload: StartReverseOtpPayload): Promise<Redirection> =>
    redirectionOf(registrationApi.post('v1/users/reverse-otp', { json: payload })),
});
