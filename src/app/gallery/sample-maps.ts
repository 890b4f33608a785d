// The address search's maps service in the gallery (dev only): suggestions from
// the sample addresses of the country whose maps region is asked for, so both
// profiles show their own places whatever key is configured.
import { type MapsStandIn, nullMaps } from '../../adapters/maps/maps';
import type { Country } from '../../config/country';
import { samplesFor } from './sample-data';

let available = true;

/** Whether the next address search to load finds the service (the preview being mounted says). */
export function setMapsAvailable(yes: boolean): void {
  available = yes;
}

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4);

/** The stand-in for setMapsStandIn: each suggestion shares a word with what was typed. */
export function sampleMaps(countries: Country[]): MapsStandIn {
  return ({ region }) => {
    if (!available) return nullMaps;
    const country = countries.find((c) => c.mapsRegion === region) ?? countries[0];
    const found = country ? samplesFor(country).search.found : [];
    return {
      available: true,
      suggest: async (text) => {
        const typed = words(text);
        return found
          .filter((a) => words(a.text).some((w) => typed.includes(w)))
          .map(({ id, text: t }) => ({ id, text: t }));
      },
      details: async (id) => {
        const a = found.find((f) => f.id === id);
        return { zipCode: a?.zipCode ?? '', direction: a?.direction ?? '', streetNumber: a?.streetNumber ?? '' };
      },
    };
  };
}
