import { registrationApi } from '../client';
import { dataOf, defineOperation } from '../define-operation';

/** The municipalities where the service is offered. */
export const getCities = defineOperation({
  name: 'getCities',
  call: () => dataOf<string[]>(registrationApi.get('v1/cities', { searchParams: { 'only-allowed': 'true' } })),
});
