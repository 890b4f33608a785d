// What the identity check (GET v1/users/{user_type_id}/{user_id}/mati-status) answers,
// chosen by the start of the user id in the signing link, so every branch of the entry
// and the review can be reached by hand and by tests. Stateless: the same id always
// gets the same answer, whatever the verification_type, and the sandbox widget's
// buttons only end the widget (the verdict comes from this table).
//
// | user_id starts with | status        | verifications_left | what the person sees                                               |
// |---------------------|---------------|--------------------|--------------------------------------------------------------------|
// | docs-approved       | APPROVED      | 2                  | widget as REVERIFICATION (with the identity id), then approved     |
// | docs-rejected       | REJECTED      | 1                  | widget as VERIFICATION, then error-documents with 'Reiniciar'      |
// | docs-exhausted      | REJECTED      | 0                  | entry: 'Agotaste los intentos…'; error-documents: the modal        |
// | docs-review         | UNDER_REVIEW  | 2                  | widget as VERIFICATION, then manual-verification                   |
// | docs-never          | 0 (not ready) | 2                  | widget as VERIFICATION, review waits 300 s, then something-happened |
// | anything else       | APPROVED      | 2                  | as docs-approved (LINK_RULES.identity, identity id 'mati-1')       |
import { LINK_RULES } from './scenarios.ts';

export interface IdentityAnswer {
  status: 'APPROVED' | 'REJECTED' | 'UNDER_REVIEW' | 0;
  verifications_left: number;
  mati_identity_id: string;
}

export interface IdentityScenario {
  prefix: string;
  description: string;
  answer: IdentityAnswer;
}

export const IDENTITY_SCENARIOS: readonly IdentityScenario[] = [
  {
    prefix: 'docs-approved',
    description: 'identity approved: verified again, then approved',
    answer: { status: 'APPROVED', verifications_left: 2, mati_identity_id: 'mati-docs-approved' },
  },
  {
    prefix: 'docs-rejected',
    description: 'documents rejected, 1 attempt left',
    answer: { status: 'REJECTED', verifications_left: 1, mati_identity_id: 'mati-docs-rejected' },
  },
  {
    prefix: 'docs-exhausted',
    description: 'documents rejected, no attempts left',
    answer: { status: 'REJECTED', verifications_left: 0, mati_identity_id: 'mati-docs-exhausted' },
  },
  {
    prefix: 'docs-review',
    description: 'documents under manual review',
    answer: { status: 'UNDER_REVIEW', verifications_left: 2, mati_identity_id: 'mati-docs-review' },
  },
  {
    prefix: 'docs-never',
    description: 'never ready: status 0 forever (the review times out)',
    answer: { status: 0, verifications_left: 2, mati_identity_id: 'mati-docs-never' },
  },
];

/** The answer for a user id: the first row whose prefix it starts with, else LINK_RULES.identity. */
export function identityFor(userId: string): IdentityAnswer {
  const row = IDENTITY_SCENARIOS.find((s) => userId.startsWith(s.prefix));
  return { ...(row ? row.answer : LINK_RULES.identity) };
}
