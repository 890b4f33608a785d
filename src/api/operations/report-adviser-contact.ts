import type { AdviserContact, AdviserContactType } from '../../domain/answers';
import { defineOperation, optionalDataOf } from '../define-operation';

export interface ReportAdviserContactInput {
  accountType: string;
  user_id: string;
  type: AdviserContactType;
}

/** Records how the pre-approved applicant wants to continue with an adviser (nothing of the answer is needed). */
export const reportAdviserContact = defineOperation({
  name: 'reportAdviserContact',
  call: ({ accountType, user_id, type }: ReportAdviserContactInput, send) =>
    optionalDataOf<AdviserContact>(send({ accountType, user_id, type })),
});
