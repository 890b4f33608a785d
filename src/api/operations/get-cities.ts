import { registrationApi } from '../client';
import { dataOf, defineOperation } from '../define-operation';

/** The municipalities where the service is offered. */
export const getCities = defineOperation({
  name: 'getCities',
  api: registrationApi,
  method: 'GET',
  path: '/v1/cities',
  tracking: { slice: 'catalogs', key: 'citiesData' },
  call: (_input, send) => dataOf<string[]>(send({ searchParams: { 'only-allowed': 'true' } })),
});
