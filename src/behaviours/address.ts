import type { FormData } from '../form/form-model';
import type { FormBehaviour } from '../form/form-types';

/**
 * What the address search found (query zipCode, direction, streetNumber), as
 * starting values. A profile without zip codes (includeZipCode false) hides the
 * field and always holds its defaultZipCode ('00000'), whatever the search found.
 */
export const addressFromSearch: FormBehaviour = {
  initial: ({ query, country }) => {
    const start: FormData = {};
    const zip = query.get('zipCode');
    const street = query.get('direction');
    const number = query.get('streetNumber');
    if (!country.includeZipCode) start.zip_code = country.defaultZipCode;
    else if (zip) start.zip_code = zip;
    if (street) start.street_name = street;
    if (number) start.street_number = number;
    return start;
  },
};

/** A zip code worth looking up: 5 digits, and not the '00000' placeholder. */
export function isLookupZip(zip: unknown): zip is string {
  return typeof zip === 'string' && /^\d{5}$/.test(zip) && zip !== '00000';
}

type ZipEntry = { neighborhood: string; state: string; city: string };

/**
 * Looks up the neighbourhoods of a complete zip code; choosing a neighbourhood
 * fills state and municipality. A single neighbourhood is chosen at once.
 */
export const zipLookup: FormBehaviour = {
  onChange: async (next, prev, ctx) => {
    // No zip codes in this profile: nothing to look up.
    if (ctx.country.includeZipCode && next.zip_code !== prev.zip_code && isLookupZip(next.zip_code)) {
      const zip = next.zip_code;
      const r = await ctx.run('getZipCode', { zip });
      // Overtaken by the lookup of a zip typed since: that one fills the form.
      if (!r.ok && r.error === null) return undefined;
      const list = (r.ok ? r.data : []) as ZipEntry[];
      // A neighbourhood already chosen for this zip (a draft brought back by a
      // reload) stays chosen; one from another zip is dropped.
      const kept = list.find((e) => e.neighborhood === next.neighborhood);
      const chosen = kept ?? (list.length === 1 ? list[0] : undefined);
      return chosen ? { ...chosen } : { neighborhood: undefined };
    }
    if (next.neighborhood !== prev.neighborhood && typeof next.neighborhood === 'string') {
      const list = (ctx.catalogs.zipCodes ?? []) as ZipEntry[];
      const entry = list.find((e) => e.neighborhood === next.neighborhood);
      if (entry) return { state: entry.state, city: entry.city };
    }
    return undefined;
  },
};

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Service exists only in some municipalities: any other takes the step's `outsideServiceArea` exit ('Fuera del área de servicio'). */
export const serviceArea: FormBehaviour = {
  redirect: (data, ctx) => {
    const allowed = ctx.catalogs.cities;
    if (!Array.isArray(allowed) || allowed.length === 0) return undefined; // unknown list: let the server decide
    // Form data may come back from an old draft as anything: only text names a city.
    const city = fold(typeof data.city === 'string' ? data.city : '');
    return allowed.some((c) => typeof c === 'string' && fold(c) === city) ? undefined : 'outsideServiceArea';
  },
};
