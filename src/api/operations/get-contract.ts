import type { Contract } from '../../domain/answers';
import { webUrl } from '../../domain/web-url';
import { type ApiError, UNEXPECTED_MESSAGE } from '../api-error';
import { dataOf, defineOperation } from '../define-operation';

/**
 * Where the contract document is; the screen opens it in a new window. A url that is no web
 * address we may follow (webUrl: `javascript:`, plain http to another site in production) is a
 * failure the person is told of, never a window sent there.
 */
export const getContract = defineOperation({
  name: 'getContract',
  call: async ({ user_type_id, user_id }: { user_type_id: string; user_id: string }, send): Promise<Contract> => {
    const response = send({ user_type_id, user_id });
    const { url } = await dataOf<Contract>(response);
    const safe = typeof url === 'string' ? webUrl(url) : null;
    if (safe) return { url: safe };
    const error: ApiError = { status: (await response).status, message: UNEXPECTED_MESSAGE };
    throw error;
  },
});
