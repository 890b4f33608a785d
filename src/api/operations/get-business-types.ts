import { registrationApi } from '../client';
import { dataOf, defineOperation } from '../define-operation';

/** The business types, in the server's order (the screen moves 'Otros' last). */
export const getBusinessTypes = defineOperation({
  name: 'getBusinessTypes',
  call: () => dataOf<string[]>(registrationApi.get('v1/business-types')),
});
