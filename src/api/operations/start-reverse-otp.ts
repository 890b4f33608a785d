import type { FromSchema } from 'json-schema-to-ts';
import { webUrl } from '../../domain/web-url';
import type { schema } from '../../generated/api/start-reverse-otp';
import type { ApiError } from '../api-error';
import { UNEXPECTED_MESSAGE } from '../api-error';
import { dataOf, defineOperation } from '../define-operation';

export type StartReverseOtpPayload = FromSchema<typeof schema>;

/**
 * Starts the reverse one-time-password check; the person continues at redirection_url.
 * An answer without one, with one that is not a web address (webUrl), or cut short leaves nowhere to go: it is a failure the person is told of.
 */
export const startReverseOtp = defineOperation({
  name: 'startReverseOtp',
  call: async (payload: StartReverseOtpPayload, send): Promise<{ redirection_url: string }> => {
    const response = send({ json: payload });
    const { redirection_url } = await dataOf<{ redirection_url?: unknown }>(response);
    const url = typeof redirection_url === 'string' ? webUrl(redirection_url) : null;
    if (url) return { redirection_url: url };
    const error: ApiError = { status: (await response).status, message: UNEXPECTED_MESSAGE };
    throw error;
  },
});
