import { writeSession } from '../adapters/session';
import type { FormBehaviour } from '../form/form-types';

/** A `token` in the link (an adviser's invitation) becomes the bearer client token. */
export const queryToken: FormBehaviour = {
  initial: ({ query }) => {
    const token = query.get('token');
    if (token) writeSession('clientToken', token);
    for (const key of ['utm_source', 'utm_medium', 'utm_campaign', 'sales_identifier'] as const) {
      const value = query.get(key);
      if (value) writeSession(key, value);
    }
    return {};
  },
};
