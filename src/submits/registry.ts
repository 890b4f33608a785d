// Submits by the name a form step's JSON gives in `submit`.
import type { Submit } from '../form/form-types';
import { createUser } from './create-user';
import { createPassword, saveBusiness, saveBusinessAddress, saveTaxInfo } from './save-steps';

export const submits: Record<string, Submit> = {
  createUser,
  saveTaxInfo,
  saveBusiness,
  saveBusinessAddress,
  createPassword,
};
