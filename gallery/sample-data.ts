// Sample data for the screen gallery (dev only), one set per country profile:
// the route parameters and query a step's link would carry, the addresses the
// address search finds, and the answers the gallery has the sandbox give
// (sandbox/answers.ts) in place of its own. What a person types in a form step is not here: it is the step
// schema's `examples` (json-sources.ts formSamples), so a new form step needs
// nothing in this folder. Invented values only; nothing here is copy.
import {
  type ApiError,
  OFFLINE_MESSAGE,
  REQUEST_MESSAGE,
  SERVER_MESSAGE,
  TIMEOUT_MESSAGE,
  UNEXPECTED_MESSAGE,
} from '../src/api/api-error';
import type { Country } from '../src/config/country';

/** One found address: the suggestion's line, and the parts the address form is prefilled with. */
export interface SampleAddress {
  id: string;
  text: string;
  zipCode: string;
  direction: string;
  streetNumber: string;
}

/** What differs between countries in links and answers: people, phones, the catalogs, the zip lookup, the address search. */
interface Locale {
  /** The applicant's phone, as typed (national digits). */
  phone: string;
  /** The guarantor's phone (national digits, as the link carries it). */
  guarantorPhone: string;
  /** A new number for the guarantor, as typed. */
  newGuarantorPhone: string;
  /** Another country's number, as pasted from a contact ('+' and its code). */
  foreignPhone: string;
  /** Full names as the links carry them. */
  titular: string;
  guarantor: string;
  shopkeeper: string;
  salesRanges: string[];
  /** The municipalities the service covers (the cities catalog). */
  cities: string[];
  /** Where the sample zip code is (the zip lookup's answer). */
  address: { state: string; city: string };
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
  foreignPhone: '+1 809 555 1234',
  titular: 'Emma Gómez',
  guarantor: 'María López',
  shopkeeper: 'Juan Pérez',
  salesRanges: ['Menos de $5,000', 'De $5,000 a $10,000', 'Más de $10,000'],
  cities: ['Toluca', 'Metepec', 'Zinacantepec'],
  address: { state: 'Estado de México', city: 'Toluca' },
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
  foreignPhone: '+52 55 1234 5678',
  titular: 'Rosa Peña',
  guarantor: 'Ana Batista',
  shopkeeper: 'Ramón Castillo',
  salesRanges: ['Menos de RD$15,000', 'De RD$15,000 a RD$30,000', 'Más de RD$30,000'],
  cities: ['Santo Domingo de Guzmán', 'Santo Domingo Este', 'Santo Domingo Norte', 'Santiago de los Caballeros'],
  address: { state: 'Santo Domingo', city: 'Santo Domingo Este' },
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

/** The answers the gallery sets, by the sandbox's operation names (sandbox/*-routes.ts `op`). */
export type AnswerName =
  | 'getBusinessTypes'
  | 'getSalesRanges'
  | 'getCities'
  | 'getZipCode'
  | 'sendCode'
  | 'startReverseOtp'
  | 'requestNip'
  | 'confirmNip'
  | 'requestAvalNip'
  | 'confirmAvalNip'
  | 'changeAvalPhone'
  | 'acceptAvalConsult'
  | 'validateAvalSession'
  | 'getIdentityStatus'
  | 'saveSignature'
  | 'getUserDetail'
  /** Any other call (form saves, the adviser contact, …). */
  | '*';

/** `hang` never answers (until the gallery lets go of it): the screen stays in its waiting state. */
export type Answer = { status: number; body: unknown } | 'hang';
export type Answers = Partial<Record<AnswerName, Answer>>;

export const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
export const failure = (status: number, message: string): Answer => ({ status, body: { message } });

/** The answer to a call the gallery does not set: the sandbox records nothing of it. */
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
  foreignPhone: string;
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
    foreignPhone: l.foreignPhone,
    search: l.search,
    answers: {
      // The API's catalog; the profile renames its grocery type ('Colmado').
      getBusinessTypes: ok(['Tienda de abarrotes', 'Miscelánea', 'Papelería', 'Farmacia', 'Otros']),
      getSalesRanges: ok({ ranges: l.salesRanges.map((range_description, i) => ({ id: i + 1, range_description })) }),
      getCities: ok(l.cities),
      getZipCode: ok({
        data: l.zipNeighborhoods.map((neighborhood) => ({
          neighborhood,
          state: l.address.state,
          city: l.address.city,
        })),
      }),
      sendCode: ok({}),
      // The reverse OTP's start with nowhere to send the person (no redirection_url).
      startReverseOtp: ok({}),
      requestNip: ok({ nip: '1234' }),
      confirmNip: ok({}),
      requestAvalNip: ok({ nip: '1234', collateralName: l.guarantor, shopkeeperName: l.shopkeeper }),
      confirmAvalNip: ok({}),
      changeAvalPhone: ok({}),
      acceptAvalConsult: ok({}),
      validateAvalSession: ok({}),
      getIdentityStatus: ok({ status: 0, verifications_left: 2, mati_identity_id: '' }),
      saveSignature: ok({}),
      // The waiting screen's poll: no verdict yet, the screen keeps waiting.
      getUserDetail: 'hang',
      '*': { status: 503, body: PREVIEW_ERROR },
    },
  };
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
