// The guarantor's link carries its parameters in the path
// (/:to/:user_type_id/:user_id/:phoneNumber/send-nip-partner) or, on the bare
// /send-nip-partner, in the query (to, user_id, user_type_id, phone_number).
import { formatPhone, type PhonePlan, readPhone } from '../../domain/phone';
import type { Flow } from '../../flow/flow-context';

export type AvalType = 'partner' | 'collateral';

export interface GuarantorParams {
  /** The aval type, sent as `?to=` and as `aval_type`. */
  to: AvalType;
  userId: string;
  userTypeId: string;
  phone: string;
}

function isAvalType(x: string): x is AvalType {
  return x === 'partner' || x === 'collateral';
}

/** The link's parameters, or null when the link is incomplete or names no known aval type. */
export function guarantorParams(flow: Pick<Flow, 'params' | 'query'>): GuarantorParams | null {
  const read = (param: string, query = param) => (flow.params[param] ?? flow.query.get(query) ?? '').trim();
  const to = read('to').toLowerCase();
  const userId = read('user_id');
  const userTypeId = read('user_type_id');
  const phone = read('phoneNumber', 'phone_number');
  if (!isAvalType(to) || !userId || !userTypeId) return null;
  return { to, userId, userTypeId, phone };
}

/** The number the link names, as people read it ('+52 55 1234 5678'); anything else as given. */
export function showPhone(phone: string, plan: PhonePlan): string {
  const reading = readPhone(phone, plan);
  return reading.kind === 'number' ? `${plan.phonePrefix} ${formatPhone(reading.digits, plan)}` : phone;
}
