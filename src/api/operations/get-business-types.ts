import { dataOf, defineOperation } from '../define-operation';

/** The business types, in the server's order (the screen moves 'Otros' last). */
export const getBusinessTypes = defineOperation({
  name: 'getBusinessTypes',
  call: (_input, send) => dataOf<string[]>(send()),
});
