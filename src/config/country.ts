// The active country profile (VITE_COUNTRY), with deployment overrides applied.
// The start screen always uses Mexico's, as the spec says.

import buildCountry from '@build-country';
import type { FromSchema } from 'json-schema-to-ts';
import mexico from '../../countries/mx.json';
import type { schema } from '../generated/meta/country';
import { config } from './env';

export type Country = Omit<FromSchema<typeof schema>, '$schema'>;

// The dev server and the tests know every profile (the dev panel's `?country=`
// switch, the gallery); a build carries only Mexico's, for the start screen, and
// its own (VITE_COUNTRY, resolved by the `@build-country` alias in vite.config.ts).
const profiles: Country[] = import.meta.env.DEV
  ? Object.values(
      import.meta.glob<Country>('../../countries/[a-z][a-z].json', {
        eager: true,
        import: 'default',
      }),
    )
  : [mexico as Country, buildCountry as Country];

export const countries: Record<string, Country> = Object.fromEntries(profiles.map((c) => [c.code, c]));

function withOverrides(c: Country): Country {
  return {
    ...c,
    supportChatNumber: config.chatNumber || c.supportChatNumber,
    storeUrl: config.storeUrl || c.storeUrl,
    companySite: config.companySite || c.companySite,
    privacyUrl: config.privacyUrl || c.privacyUrl,
    webAppHome: config.webAppHome || c.webAppHome,
    lenderPhone: config.lenderPhone || c.lenderPhone,
  };
}

export function countryProfile(code: string): Country {
  const c = countries[code];
  if (!c) throw new Error(`Unknown country profile "${code}" (VITE_COUNTRY); see countries/`);
  return withOverrides(c);
}

/** Where the dev server keeps the country chosen with `?country=`, for the rest of the tab's life. */
export const DEV_COUNTRY_KEY = 'devCountry';

/**
 * Dev server only: `?country=do` in the address runs this tab under another
 * profile (the dev panel's switch sets it), kept in sessionStorage so that the
 * flow's own links, which drop the query, stay in it; `?country=` with the
 * build's own code goes back. The profile is a build-time choice: a production
 * build never reads this (import.meta.env.DEV is false there, and the whole
 * branch is dropped from the bundle). An unknown code is ignored, with a warning.
 */
export function devCountryOverride(): string | null {
  if (!import.meta.env.DEV || typeof window === 'undefined') return null;
  try {
    const asked = new URLSearchParams(window.location.search).get('country')?.trim().toLowerCase();
    if (asked !== undefined) {
      if (!asked || asked === config.country) sessionStorage.removeItem(DEV_COUNTRY_KEY);
      else if (countries[asked]) sessionStorage.setItem(DEV_COUNTRY_KEY, asked);
      else console.warn(`?country=${asked}: no countries/${asked}.json; keeping the current profile`);
    }
    const kept = sessionStorage.getItem(DEV_COUNTRY_KEY);
    return kept && countries[kept] ? kept : null;
  } catch {
    return null; // storage blocked: the build's profile
  }
}

export const activeCountry: Country = countryProfile(devCountryOverride() ?? config.country);
export const startCountry: Country = countryProfile('mx');

/** The step that keeps Mexico's profile whatever the build (spec section 1). */
export const START_STEP = 'home';

/** The profile a step's screen (and the chat button over it) uses. */
export const countryForStep = (stepId: string | undefined): Country =>
  stepId === START_STEP ? startCountry : activeCountry;
