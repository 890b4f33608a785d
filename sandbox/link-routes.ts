// The guarantor, identity and signing calls. Those people arrive by a link, not by the
// start screen, so these calls need no bearer token (spec 6: their authentication is not shown).
import { CONTRACT_PDF } from './contract-pdf.ts';
import { invalidPayload, notFound, RawAnswer, SandboxError } from './http.ts';
import { identityFor } from './identity.ts';
import type { Ctx, Route } from './router.ts';
import { LINK_RULES } from './scenarios.ts';
import { randomCode } from './store.ts';

export const CONTRACT_PDF_PATH = '/sandbox/contract.pdf';

const VERIFICATION_TYPES = ['VERIFICATION', 'REVERIFICATION'];

/** A body field the route's schema has already checked to be a string. */
const str = (ctx: Ctx, key: string) => String(ctx.body[key] ?? '');

function avalTo(ctx: Ctx): string {
  const to = ctx.query.get('to');
  if (!to) throw invalidPayload('to is required');
  return to;
}

/**
 * Where the guarantor's NIP goes: `to` itself when it is a phone, else the user's guarantor of
 * that type; for a user the sandbox does not know, 'partner (id)', so a test finds its own SMS.
 */
function avalPhone(ctx: Ctx, to: string): string {
  const digits = to.replace(/\D/g, '');
  if (digits.length >= 10) return digits.slice(-10);
  const id = ctx.params.id ?? '';
  const phone = ctx.state.users.get(id)?.avals.find((a) => a.aval_type === to.toUpperCase())?.phone;
  return phone ?? `${to} (${id})`;
}

export const linkRoutes: readonly Route[] = [
  {
    op: 'acceptAvalConsult',
    handle: (ctx) => {
      const account_id = str(ctx, 'account_id');
      const account_type_id = str(ctx, 'account_type_id');
      const collateral_id = str(ctx, 'collateral_id');
      if (!account_id.endsWith(LINK_RULES.consentRedirectsWhenAccountIdEndsWith)) return {};
      // The phone check happens elsewhere and sends the guarantor back with a session.
      const query = new URLSearchParams({
        sessionUuid: `ok-${collateral_id}`,
        user_id: account_id,
        user_type_id: account_type_id,
        collateral_id,
        shopkeeper_name: LINK_RULES.avalNames.shopkeeperName,
        collateral_name: LINK_RULES.avalNames.collateralName,
      });
      return { redirection_url: `/verify-aval-phone?${query}` };
    },
  },
  {
    op: 'validateAvalSession',
    handle: (ctx) => {
      const session = String(ctx.body.session_id);
      if (!session.startsWith(LINK_RULES.validSessionPrefix)) throw notFound('session');
      return { session_id: session };
    },
  },
  {
    op: 'requestAvalNip',
    handle: (ctx) => {
      const to = avalTo(ctx);
      const nip = randomCode(4);
      ctx.state.avalNips.set(`${ctx.params.id}|${to}`, nip);
      const { collateralName, shopkeeperName } = LINK_RULES.avalNames;
      ctx.sms(
        avalPhone(ctx, to),
        'nip',
        nip,
        `${shopkeeperName} te eligió como aval. Tu NIP para autorizar la consulta es ${nip}`,
      );
      return { nip, collateralName, shopkeeperName };
    },
  },
  {
    op: 'confirmAvalNip',
    handle: (ctx) => {
      const sent = ctx.state.avalNips.get(`${ctx.params.id}|${avalTo(ctx)}`);
      if (!sent || sent !== ctx.body.nip) {
        throw new SandboxError(400, 'invalid nip', 'El NIP no es correcto. Revisa tu SMS.');
      }
      return {};
    },
  },
  {
    op: 'changeAvalPhone',
    handle: (ctx) => {
      const aval_type = str(ctx, 'aval_type');
      const new_phone_number = str(ctx, 'new_phone_number');
      const phone = new_phone_number.slice(-10);
      const user = ctx.state.users.get(ctx.params.id ?? '');
      const aval = user?.avals.find((a) => a.aval_type === aval_type.toUpperCase());
      if (aval) aval.phone = phone;
      return { aval_type, phone_number: phone };
    },
  },
  {
    op: 'getIdentityStatus',
    handle: (ctx) => {
      const type = ctx.query.get('verification_type') ?? '';
      if (!VERIFICATION_TYPES.includes(type)) {
        throw invalidPayload(`verification_type must be one of ${VERIFICATION_TYPES.join(', ')}`);
      }
      if (!ctx.query.get('person_type')) throw invalidPayload('person_type is required');
      return identityFor(ctx.params.user_id ?? '');
    },
  },
  {
    op: 'getContract',
    handle: (ctx) =>
      (ctx.params.user_id ?? '').startsWith(LINK_RULES.contractIsThePdfWhenUserIdStartsWith)
        ? new RawAnswer(200, { type: 'application/pdf', bytes: CONTRACT_PDF })
        : { url: CONTRACT_PDF_PATH },
  },
  {
    op: 'saveSignature',
    handle: (ctx) => {
      const userId = ctx.params.user_id ?? '';
      const key = `${userId}|${String(ctx.body.person_type)}`;
      // A second signature is refused the way an already-signed contract is.
      if (userId.endsWith(LINK_RULES.alreadySignedWhenUserIdEndsWith) || ctx.state.signed.has(key)) {
        throw new SandboxError(400, 'user not in progress');
      }
      ctx.state.signed.add(key);
      return {};
    },
  },
];
