import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../../generated/api/save-signature';
import { defineOperation, optionalDataOf } from '../define-operation';

export type SaveSignatureInput = FromSchema<typeof schema> & {
  user_type_id: string;
  user_id: string;
};

/** Saves the drawn signature. A 400 'user not in progress' means the contract is already signed. */
export const saveSignature = defineOperation({
  name: 'saveSignature',
  call: ({ user_type_id, user_id, person_type, signature, metadata }: SaveSignatureInput, send) =>
    optionalDataOf(
      send(
        { user_type_id, user_id },
        {
          json: { person_type, signature, metadata },
        },
      ),
    ),
});
