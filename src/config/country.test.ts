import { afterEach, describe, expect, it, vi } from 'vitest';
import { countries, countryProfile, DEV_COUNTRY_KEY, devCountryOverride } from './country';
import { config } from './env';

const visit = (url: string) => window.history.replaceState(null, '', url);

afterEach(() => {
  visit('/');
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the country profiles', () => {
  it('has every file of countries/, by code', () => {
    expect(Object.keys(countries).sort()).toEqual(expect.arrayContaining(['do', 'mx']));
    expect(countryProfile('do')).toMatchObject({ taxIdLabel: 'Cédula / RNC', taxIdLength: 11, includeZipCode: false });
    expect(() => countryProfile('xx')).toThrow(/Unknown country profile "xx"/);
  });
});

describe("a deployment's overrides (VITE_CHAT_NUMBER … VITE_LENDER_PHONE)", () => {
  it('replace the profile values the flow shows', () => {
    const saved = { ...config };
    Object.assign(config, {
      chatNumber: '5215587654321',
      storeUrl: 'https://store.lender.mx',
      companySite: 'https://lender.mx',
      privacyUrl: 'https://lender.mx/privacidad',
      webAppHome: 'https://app.lender.mx',
      lenderPhone: '55 8765 4321',
    });
    try {
      expect(countryProfile('mx')).toMatchObject({
        supportChatNumber: '5215587654321',
        storeUrl: 'https://store.lender.mx',
        companySite: 'https://lender.mx',
        privacyUrl: 'https://lender.mx/privacidad',
        webAppHome: 'https://app.lender.mx',
        lenderPhone: '55 8765 4321',
      });
    } finally {
      Object.assign(config, saved);
    }
    expect(countryProfile('mx').lenderPhone).toBe('55 0000 0000');
  });
});

describe('the dev-only ?country= override', () => {
  const other = config.country === 'do' ? 'mx' : 'do';

  it('picks another profile and keeps it for the tab, as the flow drops the query', () => {
    visit(`/home?country=${other}`);
    expect(devCountryOverride()).toBe(other);
    visit('/5512345678/u-1/additional-data');
    expect(devCountryOverride()).toBe(other);
    expect(sessionStorage.getItem(DEV_COUNTRY_KEY)).toBe(other);
  });

  it("goes back with the build's own code, and ignores a code with no profile", () => {
    visit(`/home?country=${other}`);
    devCountryOverride();
    visit(`/home?country=${config.country}`);
    expect(devCountryOverride()).toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    visit('/home?country=xx');
    expect(devCountryOverride()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('countries/xx.json'));
  });

  it('is never read by a production build', () => {
    vi.stubEnv('DEV', false);
    visit(`/home?country=${other}`);
    expect(devCountryOverride()).toBeNull();
    expect(sessionStorage.getItem(DEV_COUNTRY_KEY)).toBeNull();
  });
});
