import type { ZipCodeEntry } from '../../domain/answers';
import { registrationApi } from '../client';
import { dataOf, defineOperation, path } from '../define-operation';

/** The neighbourhoods of a zip code (data.data); an unknown zip gives an empty list. */
export const getZipCode = defineOperation({
  name: 'getZipCode',
  call: async ({ zip }: { zip: string }): Promise<ZipCodeEntry[]> => {
    const answer = await dataOf<{ data?: ZipCodeEntry[] }>(registrationApi.get(path`v1/zip-codes/${zip}`));
    return answer.data ?? [];
  },
});
