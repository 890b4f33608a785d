import type { SalesRange } from '../../domain/answers';
import { registrationApi } from '../client';
import { dataOf, defineOperation } from '../define-operation';

/** The weekly sales ranges (data.ranges). */
export const getSalesRanges = defineOperation({
  name: 'getSalesRanges',
  call: async (): Promise<SalesRange[]> => {
    const answer = await dataOf<{ ranges?: SalesRange[] }>(registrationApi.get('v1/sales-ranges'));
    return answer.ranges ?? [];
  },
});
