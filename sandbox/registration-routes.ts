// The applicant's side of the registration service (spec 7), with its state machine:
// createUser → TAX_ACCOUNT, tax_info → ABOUT_STORE, businesses → BUSINESS_ADDRESS,
// businesses/address → ACCOUNT_NIP, consent NIP → PASSWORD/WAITING (then polls decide),
// password → INVENTORY.
import { SALES_RANGES } from './catalogs.ts';
import { invalidPayload, notFound, SandboxError, unauthenticated } from './http.ts';
import type { Ctx, Route } from './router.ts';
import { scenarioFor } from './scenarios.ts';
import { findUserByPhone, issueToken, randomCode, type SandboxUser, userIdFor, userView } from './store.ts';

const ADVISER_CONTACT_TYPES = ['CALL_ADVISER', 'WITH_ADVISER', 'WHATSAPP_CHAT'];

const moveTo = (user: SandboxUser, next_step: string, status = 'IN_PROGRESS') => {
  user.progress = { next_step, status };
  user.awaitingVerdict = undefined;
  return userView(user);
};

/** One poll of an applicant waiting for the bureau's verdict (spec 4, waiting screen). */
function poll(user: SandboxUser): void {
  const waiting = user.awaitingVerdict;
  if (!waiting) return;
  const { pollsUntilVerdict, verdict, failingPolls = [] } = scenarioFor(user.phone);
  const failing = failingPolls[waiting.failed ?? 0];
  if (failing !== undefined) {
    waiting.failed = (waiting.failed ?? 0) + 1;
    throw new SandboxError(failing, 'bureau check unavailable');
  }
  if (pollsUntilVerdict !== null && waiting.polls >= pollsUntilVerdict) {
    moveTo(user, user.progress.next_step, verdict);
    return;
  }
  waiting.polls += 1;
}

const phoneOf = (ctx: Ctx) => String(ctx.body.phone_number);

export const registrationRoutes: readonly Route[] = [
  {
    op: 'sendCode',
    handle: (ctx) => {
      const phone = phoneOf(ctx);
      const code = randomCode(6);
      ctx.state.codes.set(phone, code);
      ctx.sms(phone, 'code', code, `Tu código es ${code}`);
      return { phone_number: phone };
    },
  },
  {
    op: 'validateCode',
    handle: (ctx) => {
      const phone = phoneOf(ctx);
      const sent = ctx.state.codes.get(phone);
      if (!sent || sent !== ctx.body.code) throw unauthenticated('El código no es correcto.');
      return {
        authentication: { access_type: 'Bearer', access_token: issueToken(ctx.state, phone) },
      };
    },
  },
  {
    op: 'startReverseOtp',
    handle: (ctx) => {
      const phone = phoneOf(ctx);
      const session = `rotp-${phone}-${randomCode(6)}`;
      ctx.state.reverseOtpSessions.set(session, phone);
      // The real check happens on another site, which sends the person back with a session.
      return { redirection_url: `/home/${phone}?sessionUuid=${session}` };
    },
  },
  {
    op: 'validateReverseOtp',
    handle: (ctx) => {
      const phone = ctx.state.reverseOtpSessions.get(String(ctx.body.session_id));
      if (!phone) throw unauthenticated('La verificación no es válida o ya expiró.');
      return {
        phone_number: phone,
        access_type: 'Bearer',
        access_token: issueToken(ctx.state, phone),
      };
    },
  },
  {
    op: 'getUserByPhone',
    handle: (ctx) => {
      // Lenient on the query's format: a lookup of '+52 55…' finds the same person.
      const phone = (ctx.query.get('phone_number') ?? '').replace(/\D/g, '').slice(-10);
      if (!phone) throw invalidPayload('phone_number is required');
      const user = findUserByPhone(ctx.state, phone);
      if (!user) throw notFound('user');
      return userView(user);
    },
  },
  {
    op: 'createUser',
    handle: (ctx) => {
      const phone = phoneOf(ctx);
      // Idempotent: a person whose first answer was lost can submit again.
      const user = findUserByPhone(ctx.state, phone) ?? {
        id: userIdFor(phone),
        phone,
        progress: { next_step: 'TAX_ACCOUNT', status: 'IN_PROGRESS' },
        avals: [],
        welcomeScreenNumber: scenarioFor(phone).welcomeScreenNumber,
      };
      ctx.state.users.set(user.id, user);
      return {
        user_id: user.id,
        user_type: 'SK',
        authentication: { access_token: issueToken(ctx.state, phone) },
      };
    },
  },
  {
    op: 'getUserDetail',
    userParam: 'id',
    auth: true,
    handle: (ctx) => {
      const user = ctx.user();
      poll(user);
      return userView(user);
    },
  },
  {
    op: 'saveTaxInfo',
    userParam: 'id',
    auth: true,
    handle: (ctx) => moveTo(ctx.user(), 'ABOUT_STORE'),
  },
  {
    op: 'saveBusiness',
    userParam: 'id',
    auth: true,
    handle: (ctx) => {
      if (!SALES_RANGES.some((r) => r.id === ctx.body.sales_average_range_id)) {
        throw invalidPayload('sales_average_range_id is not a known sales range');
      }
      return moveTo(ctx.user(), 'BUSINESS_ADDRESS');
    },
  },
  {
    op: 'saveBusinessAddress',
    userParam: 'id',
    auth: true,
    handle: (ctx) => moveTo(ctx.user(), 'ACCOUNT_NIP'),
  },
  {
    op: 'requestNip',
    userParam: 'id',
    auth: true,
    handle: (ctx) => {
      const user = ctx.user();
      const nip = randomCode(4);
      ctx.state.nips.set(user.id, nip);
      ctx.sms(user.phone, 'nip', nip, `Tu NIP para autorizar la consulta de tu historial crediticio es ${nip}`);
      return { nip };
    },
  },
  {
    op: 'confirmNip',
    userParam: 'id',
    auth: true,
    handle: (ctx) => {
      const user = ctx.user();
      if (ctx.state.nips.get(user.id) !== ctx.body.nip) {
        throw new SandboxError(400, 'invalid nip', 'El NIP no es correcto. Revisa tu SMS.');
      }
      const answer = moveTo(user, 'PASSWORD', 'WAITING');
      user.awaitingVerdict = { polls: 0 };
      return answer;
    },
  },
  {
    op: 'createPassword',
    userParam: 'id',
    auth: true,
    handle: (ctx) => moveTo(ctx.user(), 'INVENTORY'),
  },
  {
    op: 'reportAdviserContact',
    userParam: 'user_id',
    auth: true,
    handle: (ctx) => {
      const type = ctx.params.type ?? '';
      if (!ADVISER_CONTACT_TYPES.includes(type)) {
        throw invalidPayload(`type must be one of ${ADVISER_CONTACT_TYPES.join(', ')}`);
      }
      ctx.user();
      return { type };
    },
  },
];
