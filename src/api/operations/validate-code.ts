import type { FromSchema } from 'json-schema-to-ts';
import type { CodeValidated } from '../../domain/answers';
import type { schema } from '../../generated/api/validate-code';
import { registrationApi } from '../client';
import { dataOf, defineOperation } from '../define-operation';

export type ValidateCodePayload = FromSchema<typeof schema>;

/** Checks the security code; the answer carries the access token for the session. */
export const validateCode = defineOperation({
  name: 'validateCode',
  api: registrationApi,
  method: 'PUT',
  path: '/v1/users/code',
  tracking: { slice: 'origination', key: 'validateNipPhone', also: [{ key: 'codeConfirmed', pick: () => true }] },
  call: (payload: ValidateCodePayload, send) => dataOf<CodeValidated>(send({ json: payload })),
});
