import type { IdentityStatus } from '../../domain/answers';
import { dataOf, defineOperation } from '../define-operation';

export interface GetIdentityStatusInput {
  user_type_id: string;
  user_id: string;
  verification_type: 'VERIFICATION' | 'REVERIFICATION';
  person_type: string;
}

/** The identity-document check (the review screen polls it). */
export const getIdentityStatus = defineOperation({
  name: 'getIdentityStatus',
  call: ({ user_type_id, user_id, verification_type, person_type }: GetIdentityStatusInput, send) =>
    dataOf<IdentityStatus>(
      send(
        { user_type_id, user_id },
        {
          searchParams: { verification_type, person_type },
        },
      ),
    ),
});
