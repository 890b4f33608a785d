import type { ZipCodeEntry } from '../../domain/answers';
import { registrationApi } from '../client';
import { dataOf, defineOperation, path } from '../define-operation';

/** The neighbourhoods of a zip code (data.data); an unknown zip gives an empty list. */
export const getZipCode = defineOperation({
  name: 'getZipCode',
  call: async ({ zip }: { zip: string }): Promise<ZipCodeEntry[]> => {
    const answer = await dataOf<{ data?: unknown }>(registrationApi.get(path`v1/zip-codes/${zip}`));
    // The screen reads each entry's names: a null or half entry would break it, so only whole ones are kept.
    return Array.isArray(answer.data) ? answer.data.filter(isZipCodeEntry) : [];
  },
});

function isZipCodeEntry(x: unknown): x is ZipCodeEntry {
  if (typeof x !== 'object' || x === null) return false;
  const { neighborhood, state, city } = x as Record<string, unknown>;
  return typeof neighborhood === 'string' && typeof state === 'string' && typeof city === 'string';
}
