import type { FromSchema } from 'json-schema-to-ts';
import type { Redirection } from '../../domain/answers';
import type { schema } from '../../generated/api/accept-aval-consult';
import { registrationApi } from '../client';
import { defineOperation, redirectionOf } from '../define-operation';

export type AcceptAvalConsultPayload = FromSchema<typeof schema>;

/** The guarantor accepts the credit consultation ('Aceptar Consulta'). */
export const acceptAvalConsult = defineOperation({
  name: 'acceptAvalConsult',
  api: registrationApi,
  method: 'POST',
  path: '/v1/users/aval/reverse-otp',
  tracking: { slice: 'collateral', key: 'redirectionUrlObject' },
  call: (payload: AcceptAvalConsultPayload, send): Promise<Redirection> => redirectionOf(send({ json: payload })),
});
