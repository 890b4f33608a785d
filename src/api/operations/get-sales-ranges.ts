import type { SalesRange } from '../../domain/answers';
import { registrationApi } from '../client';
import { dataOf, defineOperation } from '../define-operation';

/** The weekly sales ranges (data.ranges). */
export const getSalesRanges = defineOperation({
  name: 'getSalesRanges',
  api: registrationApi,
  method: 'GET',
  path: '/v1/sales-ranges',
  tracking: { slice: 'catalogs', key: 'salesRangeData' },
  call: async (_input, send): Promise<SalesRange[]> => {
    const answer = await dataOf<{ ranges?: SalesRange[] }>(send());
    return answer.ranges ?? [];
  },
});
