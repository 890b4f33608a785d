import { readSession } from '../adapters/session';
import { generateRfc } from '../domain/rfc/rfc';
import type { FormBehaviour } from '../form/form-types';

interface Applicant {
  names: string;
  firstLastname: string;
  secondLastname?: string;
  dob: string;
}

function readApplicant(): Applicant | null {
  try {
    const raw = readSession('applicant');
    return raw ? (JSON.parse(raw) as Applicant) : null;
  } catch {
    return null;
  }
}

/** Prefills the RFC computed from 'Sobre ti' when the profile generates it and birth data is there. */
export const taxIdPrefill: FormBehaviour = {
  fillsFromSession: true,
  initial: ({ country }) => {
    const a = readApplicant();
    // The session may hold another version's data: anything but a date text means no prefill.
    if (!country.generateTaxId || typeof a?.dob !== 'string') return {};
    const [year, month, day] = a.dob.split('-').map(Number);
    if (!year || !month || !day) return {};
    return {
      rfc: generateRfc({
        names: a.names,
        firstLastname: a.firstLastname,
        secondLastname: a.secondLastname,
        birthDate: { year, month, day },
      }),
    };
  },
};
