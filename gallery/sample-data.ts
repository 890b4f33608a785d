// Sample data for the screen gallery (dev only), one set per country profile:
// the route parameters and query a step's link would carry, what a person would
// type in each form, the addresses the address search finds, and the answers
// the fetch shim gives in place of the lender's API. Invented values only;
// nothing here is copy (copy lives in the JSON the gallery shows).
import {
  type ApiError,
  OFFLINE_MESSAGE,
  REQUEST_MESSAGE,
  SERVER_MESSAGE,
  TIMEOUT_MESSAGE,
  UNEXPECTED_MESSAGE,
} from '../src/api/api-error';
import type { Country } from '../src/config/country';

type FormData = Record<string, unknown>;

/** One found address: the suggestion's line, and the parts the address form is prefilled with. */
export interface SampleAddress {
  id: string;
  text: string;
  zipCode: string;
  direction: string;
  streetNumber: string;
}

/** What differs between countries: people, phones, the shop and its address, the catalogs. */
interface Locale {
  /** The applicant's phone, as typed (national digits). */
  phone: string;
  /** The guarantor's phone (national digits, as the link carries it). */
  guarantorPhone: string;
  /** A new number for the guarantor, as typed. */
  newGuarantorPhone: string;
  applicant: { names: string; first_lastname: string; second_lastname: string };
  /** Full names as the links carry them. */
  titular: string;
  guarantor: string;
  shopkeeper: string;
  shop: { shop_name: string; business_type: string; other_businessType?: string };
  salesRanges: string[];
  /** The municipalities the service covers (the cities catalog). */
  cities: string[];
  address: {
    zip_code: string;
    neighborhood: string;
    state: string;
    city: string;
    street_name: string;
    street_number: string;
    apartment_number: string;
    /** A street that meets it, for a street name with '&' (not allowed). */
    crossStreet: string;
  };
  /**
   * Neighbourhoods of the sample zip code (none where the profile has no zip codes).
   * One, so the lookup chooses it: with several, zipLookup (src/behaviours/address.ts)
   * clears the neighbourhood a restored draft holds, and the filled form could not be sent.
   */
  zipNeighborhoods: string[];
  /** What is typed in the address search, and what it finds. */
  search: { text: string; found: SampleAddress[] };
}

const MEXICO: Locale = {
  phone: '5512345678',
  guarantorPhone: '5522220000',
  newGuarantorPhone: '5533334444',
  applicant: { names: 'María José', first_lastname: 'Pérez', second_lastname: 'López' },
  titular: 'Emma Gómez',
  guarantor: 'María López',
  shopkeeper: 'Juan Pérez',
  shop: { shop_name: 'Abarrotes Don Pepe', business_type: 'Otros', other_businessType: 'Dulcería' },
  salesRanges: ['Menos de $5,000', 'De $5,000 a $10,000', 'Más de $10,000'],
  cities: ['Toluca', 'Metepec', 'Zinacantepec'],
  address: {
    zip_code: '50000',
    neighborhood: 'Centro',
    state: 'Estado de México',
    city: 'Toluca',
    street_name: 'Av. Hidalgo',
    street_number: '120',
    apartment_number: '3B',
    crossStreet: 'Juárez',
  },
  zipNeighborhoods: ['Centro'],
  search: {
    text: 'Av. Hidalgo',
    found: [
      {
        id: 'mx-1',
        text: 'Av. Hidalgo 120, Centro, Toluca, Méx.',
        zipCode: '50000',
        direction: 'Av. Hidalgo',
        streetNumber: '120',
      },
      {
        id: 'mx-2',
        text: 'Av. Miguel Hidalgo 305, La Merced, Toluca, Méx.',
        zipCode: '50080',
        direction: 'Av. Miguel Hidalgo',
        streetNumber: '305',
      },
      {
        id: 'mx-3',
        text: 'Hidalgo 18, San Mateo, Metepec, Méx.',
        zipCode: '52140',
        direction: 'Hidalgo',
        streetNumber: '18',
      },
    ],
  },
};

// Santo Domingo: a sector instead of a colonia, a province for the state, no zip codes.
const DOMINICAN_REPUBLIC: Locale = {
  phone: '8095551234',
  guarantorPhone: '8295550000',
  newGuarantorPhone: '8495556789',
  applicant: { names: 'Rosa Elena', first_lastname: 'Peña', second_lastname: 'Batista' },
  titular: 'Rosa Peña',
  guarantor: 'Ana Batista',
  shopkeeper: 'Ramón Castillo',
  // The catalog's grocery type: the profile shows it as 'Colmado' (groceryLabel).
  shop: { shop_name: 'Colmado La Esquina', business_type: 'Tienda de abarrotes' },
  salesRanges: ['Menos de RD$15,000', 'De RD$15,000 a RD$30,000', 'Más de RD$30,000'],
  cities: ['Santo Domingo de Guzmán', 'Santo Domingo Este', 'Santo Domingo Norte', 'Santiago de los Caballeros'],
  address: {
    zip_code: '00000',
    neighborhood: 'Los Mina',
    state: 'Santo Domingo',
    city: 'Santo Domingo Este',
    street_name: 'Av. Venezuela',
    street_number: '12',
    apartment_number: 'Apto. 2B',
    crossStreet: 'Las Américas',
  },
  zipNeighborhoods: [],
  search: {
    text: 'Av. Venezuela',
    found: [
      {
        id: 'do-1',
        text: 'Av. Venezuela 12, Los Mina, Santo Domingo Este',
        zipCode: '',
        direction: 'Av. Venezuela',
        streetNumber: '12',
      },
      {
        id: 'do-2',
        text: 'Av. Venezuela 45, Ensanche Ozama, Santo Domingo Este',
        zipCode: '',
        direction: 'Av. Venezuela',
        streetNumber: '45',
      },
      {
        id: 'do-3',
        text: 'Calle Venezuela 7, Villa Consuelo, Santo Domingo de Guzmán',
        zipCode: '',
        direction: 'Calle Venezuela',
        streetNumber: '7',
      },
    ],
  },
};

/** By profile code; a profile without its own set (a new country) borrows Mexico's people and places. */
const LOCALES: Record<string, Locale> = { mx: MEXICO, do: DOMINICAN_REPUBLIC };

/** The answers the gallery's fetch shim knows, by name (see fetch-shim.ts for the paths). */
export type AnswerName =
  | 'businessTypes'
  | 'salesRanges'
  | 'cities'
  | 'zipCode'
  | 'sendCode'
  | 'startReverseOtp'
  | 'nip'
  | 'confirmNip'
  | 'avalNip'
  | 'confirmAvalNip'
  | 'changeAvalPhone'
  | 'acceptAvalConsult'
  | 'validateAvalSession'
  | 'identityStatus'
  | 'saveSignature'
  | 'userDetail'
  /** Any other call (form saves, the adviser contact, …). */
  | 'other';

/** `hang` never answers (until the gallery lets go of it): the screen stays in its waiting state. */
export type Answer = { status: number; body: unknown } | 'hang';
export type Answers = Partial<Record<AnswerName, Answer>>;

export const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
export const failure = (status: number, message: string): Answer => ({ status, body: { message } });

/** The answer to a call the gallery does not simulate: it sends nothing anywhere. */
export const PREVIEW_ERROR = {
  message: 'gallery preview',
  readable_message: 'Vista previa: la galería no envía datos.',
};

/** Everything a preview of one country is fed. */
export interface Samples {
  /** Route parameters by name (`:phoneNumber`, `:user_id`, ...). */
  params: Record<string, string>;
  /**
   * Query parameters by name, used when the step lists them in `query`. Names
   * left out on purpose (sessionUuid, token, already-sent, utm_*) would switch a
   * screen into another branch; the scenes (scenes.ts) set them where needed.
   */
  query: Record<string, string>;
  phone: string;
  newGuarantorPhone: string;
  search: { text: string; found: SampleAddress[] };
  answers: Record<AnswerName, Answer>;
}

export function samplesFor(country: Country): Samples {
  const l = LOCALES[country.code] ?? MEXICO;
  return {
    params: {
      phoneNumber: l.phone,
      user_id: 'u-galeria',
      user_type_id: 'SK',
      to: 'partner',
      person_type: 'titular',
      titular_full_name: l.titular,
      collateral_full_name: l.guarantor,
    },
    query: {
      user_id: 'u-galeria',
      user_type_id: 'SK',
      type: 'titular',
      titular_full_name: l.titular,
      collateral_full_name: l.guarantor,
      collateral_id: 'c-galeria',
      shopkeeper_name: l.shopkeeper,
      collateral_name: l.guarantor,
      to: 'partner',
      phone_number: l.guarantorPhone,
      verification_type: 'VERIFICATION',
    },
    phone: l.phone,
    newGuarantorPhone: l.newGuarantorPhone,
    search: l.search,
    answers: {
      // The API's catalog; the profile renames its grocery type ('Colmado').
      businessTypes: ok(['Tienda de abarrotes', 'Miscelánea', 'Papelería', 'Farmacia', 'Otros']),
      salesRanges: ok({ ranges: l.salesRanges.map((range_description, i) => ({ id: i + 1, range_description })) }),
      cities: ok(l.cities),
      zipCode: ok({
        data: l.zipNeighborhoods.map((neighborhood) => ({
          neighborhood,
          state: l.address.state,
          city: l.address.city,
        })),
      }),
      sendCode: ok({}),
      // The reverse OTP's start with nowhere to send the person (no redirection_url).
      startReverseOtp: ok({}),
      nip: ok({ nip: '1234' }),
      confirmNip: ok({}),
      avalNip: ok({ nip: '1234', collateralName: l.guarantor, shopkeeperName: l.shopkeeper }),
      confirmAvalNip: ok({}),
      changeAvalPhone: ok({}),
      acceptAvalConsult: ok({}),
      validateAvalSession: ok({}),
      identityStatus: ok({ status: 0, verifications_left: 2, mati_identity_id: '' }),
      saveSignature: ok({}),
      // The waiting screen's poll: no verdict yet, the screen keeps waiting.
      userDetail: 'hang',
      other: { status: 503, body: PREVIEW_ERROR },
    },
  };
}

/** A tax id of the profile's length: an RFC where it is generated, digits elsewhere. */
function taxId(country: Country): string {
  const sample = country.generateTaxId ? 'PELM850315AB1' : '00112345678901234';
  return sample.slice(0, country.taxIdLength);
}

/** What a person would type in a form step (filled) and a try that breaks every rule it can (invalid). */
export function formSamples(schema: string, country: Country): { filled?: FormData; invalid?: FormData } {
  const l = LOCALES[country.code] ?? MEXICO;
  const zip = (sample: string) => (country.includeZipCode ? sample : country.defaultZipCode);
  const { crossStreet, ...address } = l.address;
  switch (schema) {
    case 'about-you':
      return {
        filled: { ...l.applicant, day: 15, month: 3, year: 1985, time_here: 2, civil_status: 'MARRIED' },
        invalid: {
          names: `${l.applicant.names.slice(0, 1)}4${l.applicant.names.slice(2)}`,
          first_lastname: l.applicant.first_lastname.slice(0, 1),
          second_lastname: `${l.applicant.second_lastname} 2`,
          day: 15,
          month: 3,
          year: 1985,
        },
      };
    case 'additional-data':
      return { filled: { rfc: taxId(country), confirm: true }, invalid: { rfc: 'AB-1', confirm: false } };
    case 'more-about':
      return {
        filled: { ...l.shop, shop_age: 3, average_sale: 2 },
        invalid: { shop_name: ' ', shop_age: 3, business_type: 'Otros', other_businessType: '###' },
      };
    case 'about-living':
      return {
        filled: { ...address, zip_code: zip(address.zip_code) },
        invalid: {
          zip_code: zip(address.zip_code.slice(0, 3)),
          state: ' ',
          street_name: `${address.street_name} & ${crossStreet}`,
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

/**
 * The errors the app-wide error modal is shown with (spec section 8): what the
 * person reads for each kind of failure. The server's text is an example; the
 * others are the app's own messages (src/api/api-error.ts, src/api/error-text.ts).
 */
export const SAMPLE_ERRORS: { key: string; label: string; error: ApiError }[] = [
  {
    key: 'server-text',
    label: 'con el texto del servidor (de ejemplo)',
    error: {
      status: 500,
      message: 'Internal Server Error',
      readable_message: 'Texto de ejemplo que envía el servidor.',
    },
  },
  {
    key: 'wrong-verification',
    label: 'verificación incorrecta (lleva al inicio)',
    error: { status: 401, message: 'unauthenticated for invalid credentials' },
  },
  { key: 'server', label: 'el servidor falló sin texto', error: { status: 500, message: SERVER_MESSAGE } },
  { key: 'request', label: 'solicitud rechazada sin texto', error: { status: 400, message: REQUEST_MESSAGE } },
  { key: 'offline', label: 'sin conexión', error: { status: 0, message: OFFLINE_MESSAGE } },
  { key: 'timeout', label: 'la solicitud tardó demasiado', error: { status: 0, message: TIMEOUT_MESSAGE } },
  { key: 'unexpected', label: 'error inesperado', error: { status: 0, message: UNEXPECTED_MESSAGE } },
];
