// Which branch of the spec a phone number reaches. Data, so the README and the tests list
// it, and a new branch is one more row. A phone has 10 digits: the first 6 choose the
// scenario, the last 4 are free, so every test can use a number nobody used before.

/** The (next_step, status) pair the registration service answers. */
export interface Progress {
  next_step: string;
  status: string;
}

export interface Aval {
  aval_type: 'PARTNER' | 'COLLATERAL';
  phone: string;
}

/** A failure the service answers for one operation (named as in src/api/registry.ts). */
export interface Failure {
  status: number;
  message: string;
  readable_message?: string;
}

export interface Scenario {
  /** The first digits of the phone number. */
  prefix: string;
  description: string;
  /** After the consent NIP: how many detail polls answer WAITING before the verdict (null: never). */
  pollsUntilVerdict: number | null;
  verdict: 'IN_PROGRESS' | 'REJECTED';
  welcomeScreenNumber: number;
  /** Operations that fail for this phone, by operation name. */
  failures?: Readonly<Record<string, Failure>>;
  /**
   * Answers as a lender that gives no more than it must: a 204 with no body for every call
   * whose answer the client can go on without (`x-answer` optional or ignored in api/openapi.yaml).
   */
  bare?: true;
  /** After the consent NIP: the first detail polls answer these statuses, then the polls go on as above. */
  failingPolls?: readonly number[];
  /** Set for a user who already exists: where they are, and their guarantors. */
  existing?: Progress & { avals?: readonly Aval[] };
}

const NEW_APPLICANT = {
  pollsUntilVerdict: 0,
  verdict: 'IN_PROGRESS',
  welcomeScreenNumber: 1,
} as const;

/** Scenarios of new applicants; any phone not listed is a new applicant, pre-approved. */
export const NEW_APPLICANT_SCENARIOS: readonly Scenario[] = [
  {
    ...NEW_APPLICANT,
    prefix: '550001',
    description: 'rejected after the consent NIP',
    verdict: 'REJECTED',
  },
  {
    ...NEW_APPLICANT,
    prefix: '550002',
    description: 'waiting for 3 polls after the consent NIP, then pre-approved',
    pollsUntilVerdict: 3,
  },
  {
    ...NEW_APPLICANT,
    prefix: '550003',
    description: 'never ready: WAITING forever (the waiting screen times out)',
    pollsUntilVerdict: null,
  },
  {
    ...NEW_APPLICANT,
    prefix: '550004',
    description: 'registration answers 422 (go to /rejected)',
    failures: { createUser: { status: 422, message: 'applicant does not meet the requirements' } },
  },
  {
    ...NEW_APPLICANT,
    prefix: '550005',
    description: 'sending the security code fails with 500',
    failures: {
      sendCode: {
        status: 500,
        message: 'sms provider unavailable',
        readable_message: 'Estamos teniendo problemas para enviar tu código. Intenta más tarde.',
      },
    },
  },
  {
    ...NEW_APPLICANT,
    prefix: '550006',
    description: 'pre-approved with welcome_screen_number 0 (straight to advisor-contact)',
    welcomeScreenNumber: 0,
  },
  {
    ...NEW_APPLICANT,
    prefix: '550009',
    description: "answers 204, no body, wherever the page reads nothing (the NIP request, the adviser's choice…)",
    bare: true,
  },
  {
    ...NEW_APPLICANT,
    prefix: '550010',
    description: 'the lead assignment answers 422 (operations service: reported, on to Sobre ti)',
    failures: { assignLead: { status: 422, message: 'lead rejected by the crm' } },
  },
  {
    ...NEW_APPLICANT,
    prefix: '550011',
    description: 'the waiting polls fail twice (503, then 429), then pre-approved',
    failingPolls: [503, 429],
  },
  {
    ...NEW_APPLICANT,
    prefix: '550007',
    description: 'saving the business address answers 412 (go to /rejected)',
    failures: { saveBusinessAddress: { status: 412, message: 'business address not eligible' } },
  },
];

export interface ExistingUser extends Progress {
  /** SS in 5510SSxxxx. */
  row: string;
  avals?: readonly Aval[];
}

/**
 * Existing users: phone 5510SSxxxx is row SS. GET v1/users answers them instead of 404.
 * An array, not an object: '01'…'09' and '10'… would not keep their order as object keys.
 */
export const EXISTING_USERS: readonly ExistingUser[] = [
  { row: '01', next_step: 'BUSINESS_ADDRESS', status: 'IN_PROGRESS' },
  { row: '02', next_step: 'ABOUT_STORE', status: 'IN_PROGRESS' },
  { row: '03', next_step: 'ACCOUNT_NIP', status: 'IN_PROGRESS' },
  { row: '04', next_step: 'ACCOUNT_NIP', status: 'WAITING' },
  { row: '05', next_step: 'ACCOUNT_NIP', status: 'REJECTED' },
  { row: '06', next_step: 'ACCOUNT_BUREAU', status: 'IN_PROGRESS' },
  { row: '07', next_step: 'PASSWORD', status: 'IN_PROGRESS' },
  { row: '08', next_step: 'PASSWORD', status: 'WAITING' },
  { row: '09', next_step: 'PASSWORD', status: 'REJECTED' },
  { row: '10', next_step: 'INVENTORY', status: 'IN_PROGRESS' },
  {
    row: '11',
    next_step: 'PARTNER_NIP',
    status: 'IN_PROGRESS',
    avals: [{ aval_type: 'PARTNER', phone: '5522220000' }],
  },
  {
    row: '12',
    next_step: 'COLLATERAL_NIP',
    status: 'IN_PROGRESS',
    avals: [{ aval_type: 'COLLATERAL', phone: '5533330000' }],
  },
  { row: '13', next_step: 'TAX_ACCOUNT', status: 'IN_PROGRESS' },
  { row: '14', next_step: 'PENDING_APPROVAL', status: 'IN_PROGRESS' },
];

export const EXISTING_USER_PREFIX = '5510';

const DEFAULT_SCENARIO: Scenario = {
  ...NEW_APPLICANT,
  prefix: '',
  description: 'a new applicant, pre-approved at the first poll',
};

/** The scenario a phone number chooses. Separators and a +52 prefix are ignored. */
export function scenarioFor(phone: string): Scenario {
  const digits = phone.replace(/\D/g, '').slice(-10);
  const row = digits.startsWith(EXISTING_USER_PREFIX) ? digits.slice(4, 6) : undefined;
  const existing = row ? EXISTING_USERS.find((u) => u.row === row) : undefined;
  if (existing) {
    return {
      ...DEFAULT_SCENARIO,
      prefix: `${EXISTING_USER_PREFIX}${row}`,
      description: `existing user, row ${row}`,
      existing,
    };
  }
  return NEW_APPLICANT_SCENARIOS.find((s) => digits.startsWith(s.prefix)) ?? DEFAULT_SCENARIO;
}

/**
 * Guarantor, identity and signing rules. They key on ids from the links those people open,
 * since they never type a phone number. Listed here so the README can show them.
 */
export const LINK_RULES = {
  avalNames: { collateralName: 'María López', shopkeeperName: 'Juan Pérez' },
  /** Guarantor consent answers a redirection_url only when account_id ends with this. */
  consentRedirectsWhenAccountIdEndsWith: '1',
  /** The guarantor session check (PUT v1/users/aval/reverse-otp) accepts ids with this prefix. */
  validSessionPrefix: 'ok-',
  /** The identity check's answer for user ids no row of sandbox/identity.ts (IDENTITY_SCENARIOS) matches. */
  identity: { status: 'APPROVED', verifications_left: 2, mati_identity_id: 'mati-1' },
  /** Saving a signature answers 400 'user not in progress' (already signed) for these ids. */
  alreadySignedWhenUserIdEndsWith: '9',
  /** Lead assignment answers a redirection_url for these shopkeeper phones. */
  leadRedirectsWhenPhoneStartsWith: '550008',
  /** A link whose user id starts with this answers like scenario 550009: 204 wherever nothing is read. */
  bareWhenUserIdStartsWith: 'bare-',
  /** The contract document (GET …/contract) answers the PDF itself, not JSON with its url, for these ids. */
  contractIsThePdfWhenUserIdStartsWith: 'pdf-',
} as const;
