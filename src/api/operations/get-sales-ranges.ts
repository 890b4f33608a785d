import type { SalesRange } from '../../domain/answers';
import { dataOf, defineOperation } from '../define-operation';

/** The weekly sales ranges (data.ranges). */
export const getSalesRanges = defineOperation({
  name: 'getSalesRanges',
  call: async (_input, send): Promise<SalesRange[]> => {
    const answer = await dataOf<{ ranges?: SalesRange[] }>(send());
    return answer.ranges ?? [];
  },
});
