// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countryProfile } from '../config/country';
import type { FormCtx } from '../form/form-types';
import { serviceArea, zipLookup } from './address';

const toluca = [
  { neighborhood: 'Centro', state: 'Estado de México', city: 'Toluca' },
  { neighborhood: 'La Merced', state: 'Estado de México', city: 'Toluca' },
];

/** A form context whose zip lookup answers `list` and records what was asked. */
function ctxAnswering(list: unknown[], asked: string[] = []): FormCtx {
  return {
    params: {},
    query: new URLSearchParams(),
    country: countryProfile('mx'),
    catalogs: { zipCodes: toluca },
    run: (async (name: string) => {
      asked.push(name);
      return { ok: true, data: list };
    }) as unknown as FormCtx['run'],
  };
}

describe('the zip lookup', () => {
  it('keeps a neighbourhood brought back by a reload when the zip still has it', async () => {
    const asked: string[] = [];
    const patch = await zipLookup.onChange?.(
      { zip_code: '50000', neighborhood: 'La Merced' },
      {},
      ctxAnswering(toluca, asked),
    );
    expect(asked).toEqual(['getZipCode']);
    expect(patch).toEqual({ neighborhood: 'La Merced', state: 'Estado de México', city: 'Toluca' });
  });

  it("drops a neighbourhood of another zip, and chooses a zip's only one at once", async () => {
    expect(
      await zipLookup.onChange?.(
        { zip_code: '50000', neighborhood: 'Roma' },
        { zip_code: '06700' },
        ctxAnswering(toluca),
      ),
    ).toEqual({ neighborhood: undefined });
    expect(await zipLookup.onChange?.({ zip_code: '50010' }, { zip_code: '50000' }, ctxAnswering([toluca[0]]))).toEqual(
      toluca[0],
    );
  });

  it('fills state and municipality when a neighbourhood is chosen from the list', async () => {
    const asked: string[] = [];
    expect(
      await zipLookup.onChange?.(
        { zip_code: '50000', neighborhood: 'Centro' },
        { zip_code: '50000' },
        ctxAnswering(toluca, asked),
      ),
    ).toEqual({ state: 'Estado de México', city: 'Toluca' });
    expect(asked).toEqual([]);
  });
});

describe('the service area', () => {
  it('never throws on a city that is not text (an old draft), and sends it out of the area', () => {
    const ctx = { ...ctxAnswering([]), catalogs: { cities: ['Toluca'] } };
    const odd = { toString: [] } as unknown;
    expect(serviceArea.redirect?.({ city: odd }, ctx)).toBe('outsideServiceArea');
    expect(serviceArea.redirect?.({ city: 'TOLUCA ' }, ctx)).toBeUndefined();
  });
});
