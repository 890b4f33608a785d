import { writeSession } from '../adapters/session';
import type { CreatedUser } from '../domain/answers';
import type { FormBehaviour } from '../form/form-types';

/**
 * 'Sobre ti' registered: its access token becomes the bearer token (spec 4), and the names and
 * birth date are kept for the RFC step's prefill (the form's draft is gone after saving). Blocked
 * storage keeps them in the page's memory (adapters/session.ts): the server has accepted the
 * user, and a failure here would make the person's retry register them twice.
 */
export const registration: FormBehaviour = {
  saved: (answer, sent) => {
    writeSession('clientToken', (answer as CreatedUser).authentication.access_token);
    writeSession(
      'applicant',
      JSON.stringify({
        names: sent.name,
        firstLastname: sent.lastname,
        secondLastname: sent.maternal_lastname,
        dob: sent.dob,
      }),
    );
  },
};
