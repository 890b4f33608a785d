import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../../generated/api/validate-aval-session';
import { defineOperation, optionalDataOf } from '../define-operation';

export type ValidateAvalSessionPayload = FromSchema<typeof schema>;

/** Checks the guarantor's phone-validation session: resolves when valid, rejects (4xx) when not. */
export const validateAvalSession = defineOperation({
  name: 'validateAvalSession',
  call: (payload: ValidateAvalSessionPayload, send) => optionalDataOf(send({ json: payload })),
});
