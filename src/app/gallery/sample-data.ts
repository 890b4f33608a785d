// Sample data for the screen gallery (dev only): the route parameters and query a
// step's link would carry, what a person would type in each form, and the
// answers the fetch shim gives in place of the lender's API. Invented values
// only; nothing here is copy (copy lives in the JSON the gallery shows).
import type { Country } from '../../config/country';

type FormData = Record<string, unknown>;

/** Route parameters by name (`:phoneNumber`, `:user_id`, ...). */
export const SAMPLE_PARAMS: Record<string, string> = {
  phoneNumber: '5512345678',
  user_id: 'u-galeria',
  user_type_id: 'SK',
  to: 'partner',
  person_type: 'titular',
  titular_full_name: 'Emma Gómez',
  collateral_full_name: 'María López',
};

/**
 * Query parameters by name, used when the step lists them in `query`. Names
 * left out on purpose (sessionUuid, token, already-sent, utm_*) would switch a
 * screen into another branch; the extra states below set them where needed.
 */
export const SAMPLE_QUERY: Record<string, string> = {
  user_id: 'u-galeria',
  user_type_id: 'SK',
  type: 'titular',
  titular_full_name: 'Emma Gómez',
  collateral_full_name: 'María López',
  collateral_id: 'c-galeria',
  shopkeeper_name: 'Juan Pérez',
  collateral_name: 'María López',
  to: 'partner',
  phone_number: '5522220000',
  verification_type: 'VERIFICATION',
};

/** A tax id of the profile's length: an RFC where it is generated, digits elsewhere. */
function taxId(country: Country): string {
  const sample = country.generateTaxId ? 'PELM850315AB1' : '00112345678901234';
  return sample.slice(0, country.taxIdLength);
}

/** What a person would type in a form step (filled) and a try that breaks every rule it can (invalid). */
export function formSamples(schema: string, country: Country): { filled?: FormData; invalid?: FormData } {
  switch (schema) {
    case 'about-you':
      return {
        filled: {
          names: 'María José',
          first_lastname: 'Pérez',
          second_lastname: 'López',
          day: 15,
          month: 3,
          year: 1985,
          time_here: 2,
          civil_status: 'MARRIED',
        },
        invalid: { names: 'M4ría', first_lastname: 'P', second_lastname: 'López 2', day: 15, month: 3, year: 1985 },
      };
    case 'additional-data':
      return { filled: { rfc: taxId(country), confirm: true }, invalid: { rfc: 'AB-1', confirm: false } };
    case 'more-about':
      return {
        filled: {
          shop_name: 'Abarrotes Don Pepe',
          shop_age: 3,
          business_type: 'Otros',
          other_businessType: 'Dulcería',
          average_sale: 2,
        },
        invalid: { shop_name: ' ', shop_age: 3, business_type: 'Otros', other_businessType: '###' },
      };
    case 'about-living':
      return {
        filled: {
          zip_code: country.includeZipCode ? '50000' : country.defaultZipCode,
          neighborhood: 'Centro',
          state: 'Estado de México',
          city: 'Toluca',
          street_name: 'Av. Hidalgo',
          street_number: '120',
          apartment_number: '3B',
        },
        invalid: {
          zip_code: country.includeZipCode ? '500' : country.defaultZipCode,
          state: ' ',
          street_name: 'Hidalgo & Juárez',
          street_number: '12345678901',
        },
      };
    case 'create-password':
      return {
        filled: { password: '123456', password_confirmation: '123456' },
        invalid: { password: 'abc', password_confirmation: '12' },
      };
    default:
      return {};
  }
}

/** The answers the gallery's fetch shim knows, by name (see fetch-shim.ts for the paths). */
export type AnswerName =
  | 'businessTypes'
  | 'salesRanges'
  | 'cities'
  | 'zipCode'
  | 'nip'
  | 'avalNip'
  | 'identityStatus'
  | 'validateAvalSession'
  | 'userDetail';

/** `hang` never answers: the screen stays in its waiting state (the waiting screen's poll). */
export type Answer = { status: number; body: unknown } | 'hang';
export type Answers = Partial<Record<AnswerName, Answer>>;

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

export const DEFAULT_ANSWERS: Record<AnswerName, Answer> = {
  businessTypes: ok(['Tienda de abarrotes', 'Miscelánea', 'Papelería', 'Farmacia', 'Otros']),
  salesRanges: ok({
    ranges: [
      { id: 1, range_description: 'Menos de $5,000' },
      { id: 2, range_description: 'De $5,000 a $10,000' },
      { id: 3, range_description: 'Más de $10,000' },
    ],
  }),
  cities: ok(['Toluca', 'Metepec', 'Zinacantepec']),
  zipCode: ok({
    data: [
      { neighborhood: 'Centro', state: 'Estado de México', city: 'Toluca' },
      { neighborhood: 'La Merced', state: 'Estado de México', city: 'Toluca' },
    ],
  }),
  nip: ok({ nip: '1234' }),
  avalNip: ok({ nip: '1234', collateralName: 'María López', shopkeeperName: 'Juan Pérez' }),
  identityStatus: ok({ status: 0, verifications_left: 2, mati_identity_id: '' }),
  validateAvalSession: ok({}),
  userDetail: 'hang',
};

/** The answer to any other call: the gallery sends nothing anywhere. */
export const PREVIEW_ERROR = {
  message: 'gallery preview',
  readable_message: 'Vista previa: la galería no envía datos.',
};

/** States beyond the default one, for screens whose copy changes with the link or an answer. */
export const EXTRA_STATES: Record<
  string,
  { state: string; label: string; query?: Record<string, string>; answers?: Answers }[]
> = {
  'send-contract-sign': [
    { state: 'incomplete-link', label: 'enlace incompleto (modal)', query: {} },
    {
      state: 'exhausted',
      label: 'sin intentos',
      answers: { identityStatus: ok({ status: 'REJECTED', verifications_left: 0, mati_identity_id: '' }) },
    },
  ],
  'error-documents': [
    {
      state: 'exhausted',
      label: 'sin intentos (modal)',
      answers: { identityStatus: ok({ status: 'REJECTED', verifications_left: 0, mati_identity_id: '' }) },
    },
  ],
  'verify-aval-phone': [{ state: 'invalid-link', label: 'enlace incompleto', query: {} }],
  'send-nip-partner': [{ state: 'invalid-link', label: 'enlace incompleto', query: {} }],
  'approved-documents': [{ state: 'invalid-link', label: 'enlace incompleto', query: {} }],
};

/** The error the app-wide error modal shows in the gallery: a server's readable message. */
export const SAMPLE_ERRORS = {
  server: {
    status: 500,
    message: 'Internal Server Error',
    readable_message: 'Texto de ejemplo que envía el servidor.',
  },
  wrongVerification: { status: 401, message: 'unauthenticated for invalid credentials' },
};
