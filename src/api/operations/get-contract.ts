import type { Contract } from '../../domain/answers';
import { registrationApi } from '../client';
import { dataOf, defineOperation } from '../define-operation';

/** Where the contract document is; the screen opens it in a new window. */
export const getContract = defineOperation({
  name: 'getContract',
  api: registrationApi,
  method: 'GET',
  path: '/v1/users/{user_type_id}/{user_id}/contract',
  call: ({ user_type_id, user_id }: { user_type_id: string; user_id: string }, send) =>
    dataOf<Contract>(send({ user_type_id, user_id })),
});
