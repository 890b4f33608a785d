import type { User } from '../../domain/answers';
import { dataOf, defineOperation } from '../define-operation';

export interface GetUserDetailInput {
  /** The account type, 'SK' for the applicant. Note the order: type before id. */
  type: string;
  id: string;
}

/** The user detail; the waiting screen polls it and reads request.welcome_screen_number. */
export const getUserDetail = defineOperation({
  name: 'getUserDetail',
  call: ({ type, id }: GetUserDetailInput, send) => dataOf<User>(send({ type, id })),
});
