import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../../generated/api/change-aval-phone';
import { defineOperation, optionalDataOf } from '../define-operation';

export type ChangeAvalPhoneInput = FromSchema<typeof schema> & { id: string; type: string };

/** Changes the phone number the guarantor's NIP goes to. */
export const changeAvalPhone = defineOperation({
  name: 'changeAvalPhone',
  tracking: {
    // The applicant's (client's) guarantor gets a new number: both slices name the call.
    also: [{ key: 'origination.putClientNewPhone' }],
  },
  call: ({ id, type, aval_type, phone_number, new_phone_number }: ChangeAvalPhoneInput, send) =>
    optionalDataOf(
      send(
        { id, type },
        {
          json: { aval_type, phone_number, new_phone_number },
        },
      ),
    ),
});
