// The third parties a screen loads, as the gallery has them answer (dev only):
// the address search suggests the sample addresses of the country whose maps
// region is asked for, and the identity widget is the sandbox's, or one that
// stays loading or never loads, as the preview being mounted asks.
import { setIdentityStandIn, unavailableIdentity } from '../src/adapters/identity/identity';
import type { IdentityAdapter } from '../src/adapters/identity/identity-types';
import { sandboxIdentity } from '../src/adapters/identity/sandbox-identity';
import { type MapsStandIn, nullMaps, setMapsStandIn } from '../src/adapters/maps/maps';
import type { Country } from '../src/config/country';
import { samplesFor } from './sample-data';

/** How the third parties answer a preview: as usual when not said. */
export interface Services {
  maps?: 'unavailable';
  identity?: 'loading' | 'unavailable';
}

let current: Services = {};

/** The services of the preview being mounted (read when its screen loads them). */
export function setServices(services: Services | undefined): void {
  current = services ?? {};
}

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4);

/** Each suggestion shares a word with what was typed. */
function sampleMaps(countries: Country[]): MapsStandIn {
  return ({ region }) => {
    if (current.maps === 'unavailable') return nullMaps;
    const country = countries.find((c) => c.mapsRegion === region) ?? countries[0];
    const found = country ? samplesFor(country).search.found : [];
    return {
      available: true,
      suggest: async (text) => {
        const typed = words(text);
        return found
          .filter((a) => words(a.text).some((w) => typed.includes(w)))
          .map(({ id, text: line }) => ({ id, text: line }));
      },
      details: async (id) => {
        const a = found.find((f) => f.id === id);
        return { zipCode: a?.zipCode ?? '', direction: a?.direction ?? '', streetNumber: a?.streetNumber ?? '' };
      },
    };
  };
}

/** A widget that never says it is ready: the screen keeps its loading spinner. */
const loadingIdentity: IdentityAdapter = { mount: () => () => undefined };

function sampleIdentity(): IdentityAdapter {
  if (current.identity === 'loading') return loadingIdentity;
  if (current.identity === 'unavailable') return unavailableIdentity;
  return sandboxIdentity;
}

/** Installs the stand-ins (`countries`: the profiles the gallery shows); returns their undo. */
export function installStandIns(countries: Country[]): () => void {
  setMapsStandIn(sampleMaps(countries));
  setIdentityStandIn(sampleIdentity);
  return () => {
    setMapsStandIn(null);
    setIdentityStandIn(null);
    current = {};
  };
}
