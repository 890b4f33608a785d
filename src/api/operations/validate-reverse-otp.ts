import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../../generated/api/validate-reverse-otp';
import type { ReverseOtpValidated } from '../answers';
import { registrationApi } from '../client';
import { dataOf, defineOperation } from '../define-operation';

export type ValidateReverseOtpPayload = FromSchema<typeof schema>;

/** Finishes the reverse one-time-password check (the sessionUuid query parameter). */
export const validateReverseOtp = defineOperation({
  name: 'validateReverseOtp',
  call: (payload: ValidateReverseOtpPayload) =>
    dataOf<ReverseOtpValidated>(registrationApi.put('v1/users/reverse-otp', { json: payload })),
});
