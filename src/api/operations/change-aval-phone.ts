import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../../generated/api/change-aval-phone';
import { registrationApi } from '../client';
import { ackOf, defineOperation, path } from '../define-operation';

export type ChangeAvalPhoneInput = FromSchema<typeof schema> & { id: string; type: string };

/** Changes the phone number the guarantor's NIP goes to. */
export const changeAvalPhone = defineOperation({
  name: 'changeAvalPhone',
  call: ({ id, type, aval_type, phone_number, new_phone_number }: ChangeAvalPhoneInput) =>
    ackOf(
      registrationApi.put(path`v1/users/${id}/${type}/aval/phone-number`, {
        json: { aval_type, phone_number, new_phone_number },
      }),
    ),
});
