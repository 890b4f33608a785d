import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressParts } from './address-parts';
import { createGoogleMaps } from './google-maps';
import { loadMaps, nullMaps } from './maps';
import type { MapsAdapter } from './maps-types';

vi.mock('./google-maps', () => ({ createGoogleMaps: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(createGoogleMaps).mockReset();
});

const google: MapsAdapter = {
  available: true,
  suggest: async () => [],
  details: async () => ({ zipCode: '', direction: '', streetNumber: '' }),
};

describe('loadMaps', () => {
  it('without a key answers the null form and never loads the Google script', async () => {
    expect(await loadMaps({ apiKey: '', region: 'mx' })).toBe(nullMaps);
    expect(createGoogleMaps).not.toHaveBeenCalled();
  });

  it('with a key answers the Google form, restricted to the region', async () => {
    vi.mocked(createGoogleMaps).mockResolvedValue(google);
    expect(await loadMaps({ apiKey: 'k', region: 'mx' })).toBe(google);
    expect(createGoogleMaps).toHaveBeenCalledWith({ apiKey: 'k', region: 'mx' });
  });

  it('falls back to the null form when the script fails', async () => {
    vi.mocked(createGoogleMaps).mockRejectedValue(new Error('The Google Maps JavaScript API could not load.'));
    expect(await loadMaps({ apiKey: 'k', region: 'mx' })).toBe(nullMaps);
  });

  it('falls back to the null form when the script is not ready within 8 s', async () => {
    vi.useFakeTimers();
    vi.mocked(createGoogleMaps).mockReturnValue(new Promise(() => {}));
    let result: MapsAdapter | undefined;
    void loadMaps({ apiKey: 'k', region: 'mx' }).then((m) => {
      result = m;
    });
    await vi.advanceTimersByTimeAsync(7_999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(nullMaps);
  });

  it('the null form suggests nothing', async () => {
    expect(await nullMaps.suggest('Reforma')).toEqual([]);
    expect(nullMaps.available).toBe(false);
  });
});

describe('addressParts', () => {
  const c = (longText: string, ...types: string[]) => ({ longText, shortText: longText, types });

  it('reads zip code, street and exterior number', () => {
    expect(
      addressParts([
        c('222', 'street_number'),
        c('Paseo de la Reforma', 'route'),
        c('06600', 'postal_code'),
        c('Juárez', 'sublocality', 'political'),
      ]),
    ).toEqual({ zipCode: '06600', direction: 'Paseo de la Reforma', streetNumber: '222' });
  });

  it('without a street keeps the first line of the formatted address', () => {
    expect(addressParts([c('06600', 'postal_code')], 'Mercado Juárez, Ciudad de México, CDMX')).toEqual({
      zipCode: '06600',
      direction: 'Mercado Juárez',
      streetNumber: '',
    });
  });
});
