import type { FromSchema } from 'json-schema-to-ts';
import type { ReverseOtpValidated } from '../../domain/answers';
import type { schema } from '../../generated/api/validate-reverse-otp';
import { dataOf, defineOperation } from '../define-operation';

export type ValidateReverseOtpPayload = FromSchema<typeof schema>;

/** Finishes the reverse one-time-password check (the sessionUuid query parameter). */
export const validateReverseOtp = defineOperation({
  name: 'validateReverseOtp',
  call: (payload: ValidateReverseOtpPayload, send) => dataOf<ReverseOtpValidated>(send({ json: payload })),
});
