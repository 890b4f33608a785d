import type { User } from '../../domain/answers';
import { isHttpError } from '../api-error';
import { dataOf, defineOperation } from '../define-operation';

export interface GetUserByPhoneInput {
  phone_number: string;
  anonymous_id?: string;
}

/** The applicant's current state, or null for a new applicant (the lookup answers 404). */
export const getUserByPhone = defineOperation({
  name: 'getUserByPhone',
  tracking: { also: [{ key: 'newUser', pick: (answer) => answer === null }] },
  call: async ({ phone_number, anonymous_id }: GetUserByPhoneInput, send): Promise<User | null> => {
    const searchParams: Record<string, string> = { phone_number };
    if (anonymous_id) searchParams.anonymous_id = anonymous_id;
    try {
      return await dataOf<User>(send({ searchParams }));
    } catch (e) {
      if (isHttpError(e) && e.response.status === 404) {
        // The answer's body is not needed, but it must be released: an unread body keeps the
        // request open in Chromium (the API answers no-store), holding one of the host's
        // few connections, and the page never goes network-idle.
        await e.response.body?.cancel().catch(() => undefined);
        return null;
      }
      throw e;
    }
  },
});
