import type {
  Ack,
  CodeValidated,
  CreatedUser,
  NipSent,
  Redirection,
  ReverseOtpValidated,
  User,
} from '../domain/answers';
import { createCallStore, slot } from './call-state';

/** The applicant's calls (spec 3, 'origination'); key names are the spec's. */
export const useOriginationStore = createCallStore({
  /** GET v1/users?phone_number: null data with newUser set means a new applicant. */
  userData: slot<User>(),
  userDataDetail: slot<User>(),
  postUserData: slot<CreatedUser>(),
  postAddress: slot<Ack>(),
  putBusiness: slot<Ack>(),
  postBusinessAddress: slot<Ack>(),
  /** The session's access token, from the code check or the reverse one-time password. */
  authData: slot<CodeValidated | ReverseOtpValidated>(),
  /** The tax id (additional-data screen). */
  putAdditionalData: slot<Ack>(),
  putClientNewPhone: slot<Ack>(),
  defaultNip: slot<NipSent>(),
  defaultResendNip: slot<NipSent>(),
  nipConfirmed: slot<Ack>(),
  pwdConfirmed: slot<Ack>(),
  codeConfirmed: slot<boolean>(),
  newUser: slot<boolean>(),
  /** The reverse one-time-password start. */
  redirectionUrlObject: slot<Redirection>(),
  /** Sending the security code (POST v1/users/code). */
  sendNipPhone: slot<Ack>(),
  /** Checking the security code (PUT v1/users/code). */
  validateNipPhone: slot<CodeValidated>(),
});
