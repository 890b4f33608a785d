import { dataOf, defineOperation } from '../define-operation';

/** The municipalities where the service is offered. */
export const getCities = defineOperation({
  name: 'getCities',
  call: (_input, send) => dataOf<string[]>(send({ searchParams: { 'only-allowed': 'true' } })),
});
