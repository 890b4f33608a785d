import type { ZipCodeEntry } from '../../domain/answers';
import { dataOf, defineOperation } from '../define-operation';

/** The neighbourhoods of a zip code (data.data); an unknown zip gives an empty list. */
export const getZipCode = defineOperation({
  name: 'getZipCode',
  tracking: {
    // Keyed by the zip the person is typing: a zip retyped while the first lookup is slow
    // must list its own neighbourhoods, never the first zip's.
    meeting: 'latest wins',
  },
  call: async ({ zip }: { zip: string }, send): Promise<ZipCodeEntry[]> => {
    const answer = await dataOf<{ data?: unknown }>(send({ zip }));
    // The screen reads each entry's names: a null or half entry would break it, so only whole ones are kept.
    return Array.isArray(answer.data) ? answer.data.filter(isZipCodeEntry) : [];
  },
});

function isZipCodeEntry(x: unknown): x is ZipCodeEntry {
  if (typeof x !== 'object' || x === null) return false;
  const { neighborhood, state, city } = x as Record<string, unknown>;
  return typeof neighborhood === 'string' && typeof state === 'string' && typeof city === 'string';
}
