/// <reference types="google.maps" />
// The Google form of the maps adapter: the current Places API
// (AutocompleteSuggestion + Place.fetchFields), loaded by @googlemaps/js-api-loader v2.
// Imported only through loadMaps(), so the loader is a lazy chunk of its own.
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { addressParts } from './address-parts';
import type { MapsAdapter, Suggestion } from './maps-types';

let optionsSet = false;
let places: Promise<google.maps.PlacesLibrary> | null = null;

function placesLibrary(apiKey: string, region: string): Promise<google.maps.PlacesLibrary> {
  // setOptions may run only once per page (the loader ignores later calls).
  if (!optionsSet) {
    setOptions({ key: apiKey, v: 'weekly', language: 'es', region: region.toUpperCase() });
    optionsSet = true;
  }
  if (!places) {
    places = importLibrary('places');
    // A failed load may be retried on the next visit of the screen.
    places.catch(() => {
      places = null;
    });
  }
  return places;
}

export async function createGoogleMaps({ apiKey, region }: { apiKey: string; region: string }): Promise<MapsAdapter> {
  const lib = await placesLibrary(apiKey, region);
  // One billing session runs from the first keystroke to the fetchFields of the chosen place.
  let session = new lib.AutocompleteSessionToken();
  const predictions = new Map<string, google.maps.places.PlacePrediction>();

  return {
    available: true,
    async suggest(text: string): Promise<Suggestion[]> {
      const { suggestions } = await lib.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: text,
        includedRegionCodes: [region],
        language: 'es',
        sessionToken: session,
      });
      predictions.clear();
      return suggestions.flatMap((s) => {
        const p = s.placePrediction;
        if (!p) return [];
        predictions.set(p.placeId, p);
        return [{ id: p.placeId, text: p.text.text }];
      });
    },
    async details(id: string) {
      const place = predictions.get(id)?.toPlace() ?? new lib.Place({ id });
      const { place: full } = await place.fetchFields({
        fields: ['addressComponents', 'formattedAddress'],
      });
      session = new lib.AutocompleteSessionToken();
      return addressParts(full.addressComponents ?? [], full.formattedAddress ?? '');
    },
  };
}
