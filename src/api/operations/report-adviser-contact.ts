import type { AdviserContact, AdviserContactType } from '../../domain/answers';
import { registrationApi } from '../client';
import { dataOf, defineOperation } from '../define-operation';

export interface ReportAdviserContactInput {
  accountType: string;
  user_id: string;
  type: AdviserContactType;
}

/** Records how the pre-approved applicant wants to continue with an adviser. */
export const reportAdviserContact = defineOperation({
  name: 'reportAdviserContact',
  api: registrationApi,
  method: 'PUT',
  path: '/v1/users/{accountType}/{user_id}/adviser-contact-type/{type}',
  tracking: { slice: 'advisor', key: 'advisorData' },
  call: ({ accountType, user_id, type }: ReportAdviserContactInput, send) =>
    dataOf<AdviserContact>(send({ accountType, user_id, type })),
});
