import { registrationApi } from '../client';
import { dataOf, defineOperation } from '../define-operation';

/** The business types, in the server's order (the screen moves 'Otros' last). */
export const getBusinessTypes = defineOperation({
  name: 'getBusinessTypes',
  api: registrationApi,
  method: 'GET',
  path: '/v1/business-types',
  tracking: { slice: 'catalogs', key: 'businessTypeData' },
  call: (_input, send) => dataOf<string[]>(send()),
});
