import type { FromSchema } from 'json-schema-to-ts';
import type { Redirection } from '../../domain/answers';
import type { schema } from '../../generated/api/accept-aval-consult';
import { defineOperation, redirectionOf } from '../define-operation';

export type AcceptAvalConsultPayload = FromSchema<typeof schema>;

/** The guarantor accepts the credit consultation ('Aceptar Consulta'). */
export const acceptAvalConsult = defineOperation({
  name: 'acceptAvalConsult',
  call: (payload: AcceptAvalConsultPayload, send): Promise<Redirection> => redirectionOf(send({ json: payload })),
});
