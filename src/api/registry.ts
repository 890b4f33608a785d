// Every call of the contract (api/openapi.yaml), by its operationId, which the flow files use
// ("operation": "createUser"). Written from src/api/operations/ by `npm run gen:validators`: do not
// edit; adding a call is one file there (its export named as the file, in camelCase).
import { acceptAvalConsult } from './operations/accept-aval-consult';
import { assignLead } from './operations/assign-lead';
import { changeAvalPhone } from './operations/change-aval-phone';
import { confirmAvalNip } from './operations/confirm-aval-nip';
import { confirmNip } from './operations/confirm-nip';
import { createPassword } from './operations/create-password';
import { createUser } from './operations/create-user';
import { getBusinessTypes } from './operations/get-business-types';
import { getCities } from './operations/get-cities';
import { getContract } from './operations/get-contract';
import { getIdentityStatus } from './operations/get-identity-status';
import { getSalesRanges } from './operations/get-sales-ranges';
import { getUserByPhone } from './operations/get-user-by-phone';
import { getUserDetail } from './operations/get-user-detail';
import { getZipCode } from './operations/get-zip-code';
import { reportAdviserContact } from './operations/report-adviser-contact';
import { requestAvalNip } from './operations/request-aval-nip';
import { requestNip } from './operations/request-nip';
import { saveBusiness } from './operations/save-business';
import { saveBusinessAddress } from './operations/save-business-address';
import { saveSignature } from './operations/save-signature';
import { saveTaxInfo } from './operations/save-tax-info';
import { sendCode } from './operations/send-code';
import { startReverseOtp } from './operations/start-reverse-otp';
import { validateAvalSession } from './operations/validate-aval-session';
import { validateCode } from './operations/validate-code';
import { validateReverseOtp } from './operations/validate-reverse-otp';

export const operations = {
  acceptAvalConsult,
  assignLead,
  changeAvalPhone,
  confirmAvalNip,
  confirmNip,
  createPassword,
  createUser,
  getBusinessTypes,
  getCities,
  getContract,
  getIdentityStatus,
  getSalesRanges,
  getUserByPhone,
  getUserDetail,
  getZipCode,
  reportAdviserContact,
  requestAvalNip,
  requestNip,
  saveBusiness,
  saveBusinessAddress,
  saveSignature,
  saveTaxInfo,
  sendCode,
  startReverseOtp,
  validateAvalSession,
  validateCode,
  validateReverseOtp,
} as const;

export type OperationName = keyof typeof operations;

/** The input a named operation takes. */
export type OperationInput<N extends OperationName> = Parameters<(typeof operations)[N]['call']>[0];

/** What a named operation resolves with. */
export type OperationOutput<N extends OperationName> = Awaited<ReturnType<(typeof operations)[N]['call']>>;
