import type { FromSchema } from 'json-schema-to-ts';
import type { Redirection } from '../../domain/answers';
import type { schema } from '../../generated/api/assign-lead';
import { operationsApi } from '../client';
import { defineOperation, redirectionOf } from '../define-operation';

export type AssignLeadPayload = FromSchema<typeof schema>;

/** Hands the applicant to the sales team (operations service). The answer may be empty. */
export const assignLead = defineOperation({
  name: 'assignLead',
  api: operationsApi,
  method: 'POST',
  path: '/v1/lead-assignment',
  tracking: { slice: 'operations', key: 'postLeadAssigmentData' },
  call: (payload: AssignLeadPayload, send): Promise<Redirection> => redirectionOf(send({ json: payload })),
});
