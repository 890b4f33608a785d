import { readSession, writeSession } from '../adapters/session';
import type { Submit } from '../form/form-types';

const pad = (n: unknown) => String(n).padStart(2, '0');

/** 'Sobre ti' → the registration payload of spec section 3, exactly. */
export function registrationPayload(data: Record<string, unknown>, phone: string) {
  const version = Number.parseInt(readSession('version') ?? '', 10);
  const anonymousId = readSession('anonymous_id');
  return {
    account_type_id: 'SK' as const,
    name: String(data.names ?? '').trim(),
    lastname: String(data.first_lastname ?? '').trim(),
    maternal_lastname: String(data.second_lastname ?? '').trim(),
    dob: `${data.year}-${pad(data.month)}-${pad(data.day)}`,
    length_of_residency_in_years: Number(data.time_here),
    marital_status: String(data.civil_status),
    phone_number: phone,
    utm_source: readSession('utm_source') ?? '',
    utm_name: readSession('utm_campaign') ?? '',
    utm_medium: readSession('utm_medium') ?? '',
    sales_identifier: readSession('sales_identifier') ?? '',
    ...(anonymousId ? { anonymous_id: anonymousId } : {}),
    ...(Number.isInteger(version) ? { kiban_flow_version_id: version } : {}),
  };
}

export const createUser: Submit = async (data, ctx) => {
  const phone = ctx.params.phoneNumber ?? '';
  const payload = registrationPayload(data, phone);
  const r = await ctx.run('createUser', payload as never);
  if (!r.ok) return null;
  writeSession('clientToken', r.data.authentication.access_token);
  // The RFC step prefills from these (the form's draft is gone after saving). Guarded: the
  // server has accepted the user, so blocked storage must not fail the step (a retry would
  // send createUser twice).
  writeSession(
    'applicant',
    JSON.stringify({
      names: payload.name,
      firstLastname: payload.lastname,
      secondLastname: payload.maternal_lastname,
      dob: payload.dob,
    }),
  );
  return { userId: String(r.data.user_id) };
};
