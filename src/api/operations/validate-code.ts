import type { FromSchema } from 'json-schema-to-ts';
import type { CodeValidated } from '../../domain/answers';
import type { schema } from '../../generated/api/validate-code';
import { dataOf, defineOperation } from '../define-operation';

export type ValidateCodePayload = FromSchema<typeof schema>;

/** Checks the security code; the answer carries the access token for the session. */
export const validateCode = defineOperation({
  name: 'validateCode',
  tracking: { also: [{ key: 'codeConfirmed', pick: () => true }] },
  call: (payload: ValidateCodePayload, send) => dataOf<CodeValidated>(send({ json: payload })),
});
