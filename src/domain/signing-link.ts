// The ids a signing link carries from screen to screen: in the query of
// /send-contract-sign (where the person type is called `type`), in the path of
// review-documents (`person_type`), and again in the query of the screens the
// review leads to, so each can build its next link.

export interface SigningLink {
  user_type_id: string;
  user_id: string;
  titular_full_name: string;
  person_type: string;
  collateral_full_name: string;
}

export type VerificationType = 'VERIFICATION' | 'REVERIFICATION';

const KEYS = ['user_type_id', 'user_id', 'titular_full_name', 'person_type', 'collateral_full_name'] as const;

/** The link's ids: route parameters first, then the query; '' for any missing one. */
export function signingLink(params: Record<string, string | undefined>, query: URLSearchParams): SigningLink {
  const read = (key: string, queryKey = key) => (params[key] ?? query.get(queryKey) ?? '').trim();
  return {
    user_type_id: read('user_type_id'),
    user_id: read('user_id'),
    titular_full_name: read('titular_full_name'),
    person_type: read('person_type', 'type') || read('person_type'),
    collateral_full_name: read('collateral_full_name'),
  };
}

/** True when every named id (all of them by default) is present. */
export function hasIds(link: SigningLink, keys: ReadonlyArray<keyof SigningLink> = KEYS): boolean {
  return keys.every((k) => link[k] !== '');
}

/** The link as the query of /send-contract-sign and /error-documents. */
export function linkQuery(link: SigningLink): Record<string, string> {
  return {
    user_type_id: link.user_type_id,
    user_id: link.user_id,
    titular_full_name: link.titular_full_name,
    type: link.person_type,
    collateral_full_name: link.collateral_full_name,
  };
}

/** The route parameters of review-documents. */
export function linkParams(link: SigningLink): Record<string, string> {
  return { ...link };
}

/** The verification_type query parameter; anything else is read as a first verification. */
export function verificationTypeOf(value: string | null): VerificationType {
  return value === 'REVERIFICATION' ? 'REVERIFICATION' : 'VERIFICATION';
}

/** The identity status call's input for this link. */
export function statusInput(link: SigningLink, verification_type: VerificationType) {
  return {
    user_type_id: link.user_type_id,
    user_id: link.user_id,
    verification_type,
    person_type: link.person_type,
  };
}
