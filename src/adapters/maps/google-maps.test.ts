import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { describe, expect, it, vi } from 'vitest';
import { createGoogleMaps } from './google-maps';

// A stand-in for the Places library: what the adapter calls, nothing more.
const fetchFields = vi.fn(async () => ({
  place: {
    formattedAddress: 'Paseo de la Reforma 222, Juárez, 06600 Ciudad de México, CDMX, México',
    addressComponents: [
      { longText: '222', shortText: '222', types: ['street_number'] },
      { longText: 'Paseo de la Reforma', shortText: 'P.º de la Reforma', types: ['route'] },
      { longText: '06600', shortText: '06600', types: ['postal_code'] },
    ],
  },
}));
const toPlace = vi.fn(() => ({ fetchFields }));
const fetchAutocompleteSuggestions = vi.fn(async () => ({
  suggestions: [
    {
      placePrediction: {
        placeId: 'p1',
        text: { text: 'Paseo de la Reforma 222, Juárez, CDMX' },
        toPlace,
      },
    },
    { placePrediction: null },
  ],
}));
class AutocompleteSessionToken {}
const Place = vi.fn(function Place() {
  return { fetchFields };
});

vi.mock('@googlemaps/js-api-loader', () => ({
  setOptions: vi.fn(),
  importLibrary: vi.fn(async () => ({
    AutocompleteSuggestion: { fetchAutocompleteSuggestions },
    AutocompleteSessionToken,
    Place,
  })),
}));

describe('Google maps adapter', () => {
  it('loads the places library once with the key, and suggests within the region', async () => {
    const maps = await createGoogleMaps({ apiKey: 'key-1', region: 'mx' });
    await createGoogleMaps({ apiKey: 'key-1', region: 'mx' });
    expect(setOptions).toHaveBeenCalledTimes(1);
    expect(setOptions).toHaveBeenCalledWith(expect.objectContaining({ key: 'key-1', language: 'es', region: 'MX' }));
    expect(importLibrary).toHaveBeenCalledWith('places');
    expect(importLibrary).toHaveBeenCalledTimes(1);

    expect(await maps.suggest('Reforma 222')).toEqual([{ id: 'p1', text: 'Paseo de la Reforma 222, Juárez, CDMX' }]);
    expect(fetchAutocompleteSuggestions).toHaveBeenCalledWith(
      expect.objectContaining({
        input: 'Reforma 222',
        includedRegionCodes: ['mx'],
        sessionToken: expect.any(AutocompleteSessionToken),
      }),
    );

    expect(await maps.details('p1')).toEqual({
      zipCode: '06600',
      direction: 'Paseo de la Reforma',
      streetNumber: '222',
    });
    expect(toPlace).toHaveBeenCalled();
    expect(fetchFields).toHaveBeenCalledWith({ fields: ['addressComponents', 'formattedAddress'] });
  });

  it('fetches details by id for a place it did not suggest', async () => {
    const maps = await createGoogleMaps({ apiKey: 'key-1', region: 'mx' });
    await maps.details('other');
    expect(Place).toHaveBeenCalledWith({ id: 'other' });
  });
});
