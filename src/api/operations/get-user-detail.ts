import type { User } from '../../domain/answers';
import { registrationApi } from '../client';
import { dataOf, defineOperation, path } from '../define-operation';

export interface GetUserDetailInput {
  /** The account type, 'SK' for the applicant. Note the order: type before id. */
  type: string;
  id: string;
}

/** The user detail; the waiting screen polls it and reads request.welcome_screen_number. */
export const getUserDetail = defineOperation({
  name: 'getUserDetail',
  call: ({ type, id }: GetUserDetailInput) => dataOf<User>(registrationApi.get(path`v1/users/${type}/${id}`)),
});
