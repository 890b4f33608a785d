import { describe, expect, it } from 'vitest';
import onboarding from '../../flows/onboarding.json';
import { buildPayload, type PayloadContext } from './payload';
import type { FormStep, PayloadValue } from './types';

const payloadOf = (step: string) =>
  ((onboarding.steps as Record<string, unknown>)[step] as FormStep).submit.payload as Record<string, PayloadValue>;

const ctx = (session: Record<string, string | null> = {}, country: Record<string, unknown> = {}): PayloadContext => ({
  values: {
    params: { phoneNumber: '5512345678', user_id: 'u-1' },
    session,
    country: { defaultZipCode: '00000', ...country },
  },
  taxIdCharacters: '[A-ZÑ&0-9]',
});

describe("the payloads the flow's JSON declares", () => {
  it("'Sobre ti': the registration payload of spec section 3, exactly", () => {
    const data = {
      names: ' Emma ',
      first_lastname: 'Gómez',
      second_lastname: undefined,
      day: 1,
      month: 2,
      year: 1990,
      time_here: 4,
      civil_status: 'MARRIED',
    };
    const session = { utm_source: 'fb', utm_campaign: 'verano', anonymous_id: 'a-1', version: '3', utm_medium: null };
    expect(buildPayload(payloadOf('about-you'), data, ctx(session))).toEqual({
      account_type_id: 'SK',
      name: 'Emma',
      lastname: 'Gómez',
      maternal_lastname: '',
      dob: '1990-02-01',
      length_of_residency_in_years: 4,
      marital_status: 'MARRIED',
      phone_number: '5512345678',
      utm_source: 'fb',
      utm_name: 'verano',
      utm_medium: '',
      sales_identifier: '',
      anonymous_id: 'a-1',
      kiban_flow_version_id: 3,
    });
    // Without them in the session, the optional ones are left out, never sent empty.
    const bare = buildPayload(payloadOf('about-you'), data, ctx({ version: 'x' }));
    expect(bare).not.toHaveProperty('anonymous_id');
    expect(bare).not.toHaveProperty('kiban_flow_version_id');
  });

  it("'Negocio': whole numbers, and 'Otros' replaced by its text", () => {
    const data = {
      shop_name: 'Abarrotes Lupita ',
      business_type: 'Otros',
      other_businessType: 'Papelería',
      average_sale: '2',
      shop_age: 3,
    };
    expect(buildPayload(payloadOf('more-about'), data, ctx())).toEqual({
      name: 'Abarrotes Lupita',
      business_type: 'Papelería',
      sales_average_range_id: 2,
      business_age: 3,
    });
    expect(buildPayload(payloadOf('more-about'), { ...data, business_type: 'Farmacia' }, ctx()).business_type).toBe(
      'Farmacia',
    );
  });

  it("the RFC's clean form; the address's zip or the profile's default", () => {
    expect(buildPayload(payloadOf('additional-data'), { rfc: 'gode-561231-gr8' }, ctx())).toEqual({
      tax_payer_id: 'GODE561231GR8',
    });
    const address = {
      street_name: 'Hidalgo',
      street_number: '12',
      neighborhood: 'Centro',
      state: 'México',
      city: 'Toluca',
    };
    expect(buildPayload(payloadOf('about-living'), { ...address, zip_code: '50000' }, ctx()).zip_code).toBe('50000');
    expect(buildPayload(payloadOf('about-living'), address, ctx())).toMatchObject({
      zip_code: '00000',
      apartment_number: '',
    });
  });
});
