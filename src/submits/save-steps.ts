// The submits of the steps after 'Sobre ti': each builds its payload (spec
// section 3) and calls its operation for account type SK and the route's user.
import type { FormCtx, Submit } from '../form/form-types';
import type { FormData } from '../form/form-values';
import { cleanTaxId } from '../widgets/tax-id/tax-id';

const user = (ctx: FormCtx) => ({ id: ctx.params.user_id ?? '', type: 'SK' });
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const saved = (ok: boolean, ctx: FormCtx) => (ok ? { userId: ctx.params.user_id ?? '' } : null);

export const saveTaxInfo: Submit = async (data, ctx) => {
  // The clean value, never the separators the profile's mask shows (the cédula is sent as 11 digits).
  const tax_payer_id = cleanTaxId(text(data.rfc), ctx.country.taxIdCharacters);
  const r = await ctx.run('saveTaxInfo', { ...user(ctx), tax_payer_id });
  return saved(r.ok, ctx);
};

export function businessPayload(data: FormData) {
  const type = text(data.business_type);
  return {
    name: text(data.shop_name),
    // copy-check: data (the catalog's value for 'other', as schemas/steps/more-about.json's `const`)
    business_type: type === 'Otros' ? text(data.other_businessType) : type,
    sales_average_range_id: Number(data.average_sale),
    business_age: Number(data.shop_age),
  };
}

export const saveBusiness: Submit = async (data, ctx) => {
  const body = businessPayload(data);
  const r = await ctx.run('saveBusiness', { ...user(ctx), body });
  return saved(r.ok, ctx);
};

export function addressPayload(data: FormData, ctx: FormCtx) {
  return {
    zip_code: ctx.country.includeZipCode ? text(data.zip_code) : ctx.country.defaultZipCode,
    street_name: text(data.street_name),
    apartment_number: text(data.apartment_number),
    street_number: text(data.street_number),
    neighborhood: text(data.neighborhood),
    state: text(data.state),
    city: text(data.city),
  };
}

export const saveBusinessAddress: Submit = async (data, ctx) => {
  const body = addressPayload(data, ctx);
  const r = await ctx.run('saveBusinessAddress', { ...user(ctx), body });
  return saved(r.ok, ctx);
};

export const createPassword: Submit = async (data, ctx) => {
  const password = text(data.password);
  const r = await ctx.run('createPassword', { ...user(ctx), password });
  return saved(r.ok, ctx);
};
