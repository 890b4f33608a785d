// What a form step sends, as its JSON says (`submit.payload` in flows/*.json):
// each field the server receives, by name, and where its value comes from. A
// text is a template (`"SK"`, `"{params.phoneNumber}"`, `"{session.utm_source}"`,
// `"{country.defaultZipCode}"`); an object reads the form's data through one of
// a few named conversions. flows:check holds every payload against the call's
// request schema in api/openapi.yaml, so a field added here is JSON only.
import { cleanTaxId } from '../domain/tax-id';
import { resolveCopy } from './copy';
import type { PayloadValue } from './types';

/** What a payload's templates and conversions read besides the form's data. */
export interface PayloadContext {
  /** Route parameters, session values and the country profile, by the placeholder's first name. */
  values: { params: Record<string, unknown>; session: Record<string, unknown>; country: Record<string, unknown> };
  /** The profile's tax id characters (the `taxId` conversion keeps only them). */
  taxIdCharacters: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v));
const pad = (v: unknown) => text(v).padStart(2, '0');

/** The named conversions a payload may apply to a value. */
function convert(value: unknown, as: 'text' | 'wholeNumber' | 'taxId' | undefined, ctx: PayloadContext): unknown {
  if (as === 'wholeNumber') return Number.parseInt(text(value), 10);
  if (as === 'taxId') return cleanTaxId(text(value), ctx.taxIdCharacters);
  return text(value);
}

/** One value of the payload; `undefined` for an optional value with nothing to send. */
function valueFor(spec: PayloadValue, data: Record<string, unknown>, ctx: PayloadContext): unknown {
  const fill = (template: string) => resolveCopy(template, ctx.values, '');
  if (typeof spec === 'string') return fill(spec);
  if ('date' in spec) {
    const [year, month, day] = spec.date;
    return `${text(data[year])}-${pad(data[month])}-${pad(data[day])}`;
  }
  let raw: unknown;
  if ('value' in spec) raw = fill(spec.value);
  else {
    // 'Otros' and its text: the value of `when` sends the field `use` instead.
    raw =
      spec.when !== undefined && text(data[spec.field]) === spec.when && spec.use ? data[spec.use] : data[spec.field];
    if (text(raw) === '' && spec.default !== undefined) raw = fill(spec.default);
  }
  const converted = convert(raw, spec.as, ctx);
  const empty = converted === '' || (typeof converted === 'number' && !Number.isInteger(converted));
  return spec.omitEmpty && empty ? undefined : converted;
}

/** The payload a step sends for `data`: its JSON's fields, in order, without the optional ones left empty. */
export function buildPayload(
  payload: Readonly<Record<string, PayloadValue>>,
  data: Record<string, unknown>,
  ctx: PayloadContext,
): Record<string, unknown> {
  const built: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(payload)) {
    const value = valueFor(spec, data, ctx);
    if (value !== undefined) built[name] = value;
  }
  return built;
}
