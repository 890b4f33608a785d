import type { FromSchema } from 'json-schema-to-ts';
import type { Redirection } from '../../domain/answers';
import type { schema } from '../../generated/api/assign-lead';
import { defineOperation, redirectionOf } from '../define-operation';

export type AssignLeadPayload = FromSchema<typeof schema>;

/** Hands the applicant to the sales team (operations service). The answer may be empty. */
export const assignLead = defineOperation({
  name: 'assignLead',
  call: (payload: AssignLeadPayload, send): Promise<Redirection> => redirectionOf(send({ json: payload })),
});
