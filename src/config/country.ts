// The active country profile (VITE_COUNTRY), with deployment overrides applied.
// The start screen always uses Mexico's, as the spec says.
import type { FromSchema } from 'json-schema-to-ts';
import type { schema } from '../generated/meta/country';
import { config } from './env';

export type Country = Omit<FromSchema<typeof schema>, '$schema'>;

const files = import.meta.glob<Country>('../../countries/[a-z][a-z].json', {
  eager: true,
  import: 'default',
});

export const countries: Record<string, Country> = Object.fromEntries(Object.values(files).map((c) => [c.code, c]));

function withOverrides(c: Country): Country {
  return {
    ...c,
    supportChatNumber: config.chatNumber || c.supportChatNumber,
    storeUrl: config.storeUrl || c.storeUrl,
    companySite: config.companySite || c.companySite,
    privacyUrl: config.privacyUrl || c.privacyUrl,
  };
}

export function countryProfile(code: string): Country {
  const c = countries[code];
  if (!c) throw new Error(`Unknown country profile "${code}" (VITE_COUNTRY); see countries/`);
  return withOverrides(c);
}

export const activeCountry: Country = countryProfile(config.country);
export const startCountry: Country = countryProfile('mx');
