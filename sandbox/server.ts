// The lender's registration and operations services, in memory, as a connect-style
// middleware: Vite's dev and preview servers mount it, and standalone.mjs serves it alone.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createAnswers } from './answers.ts';
import { catalogRoutes } from './catalog-routes.ts';
import { CONTRACT_PDF } from './contract-pdf.ts';
import {
  bearerToken,
  NO_CONTENT,
  notFound,
  RawAnswer,
  readJsonBody,
  SandboxError,
  send,
  sendJson,
  sendPreflight,
  sendRaw,
  unauthenticated,
} from './http.ts';
import { CONTRACT_PDF_PATH, linkRoutes } from './link-routes.ts';
import { LEAD_REDIRECT_PATH, operationsRoutes } from './operations-routes.ts';
import { registrationRoutes } from './registration-routes.ts';
import { type Ctx, matchRoute, type Route } from './router.ts';
import { LINK_RULES, scenarioFor } from './scenarios.ts';
import { createState, findUser, type OutboxEntry, resetState, type SandboxState } from './store.ts';
import { createTelemetry } from './telemetry-routes.ts';
import { loadValidators, type Validators } from './validate.ts';

export interface SandboxOptions {
  /** Where the SMS outbox is printed (never request bodies: they carry codes and NIPs). */
  log?: (line: string) => void;
}

export interface Sandbox {
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  state: SandboxState;
  validators: Validators;
}

const SERVICES: ReadonlyArray<{ prefix: string; routes: readonly Route[] }> = [
  // Literal paths first: 'aval/reverse-otp' must not be read as '{type}/{id}'.
  {
    prefix: '/sandbox/registration/',
    routes: [...linkRoutes, ...registrationRoutes, ...catalogRoutes],
  },
  { prefix: '/sandbox/operations/', routes: operationsRoutes },
];

const LEAD_REDIRECT_PAGE =
  '<!doctype html><html lang="es"><meta charset="utf-8"><title>Sandbox</title>' +
  '<p>El sandbox te redirigió aquí (redirection_url de la asignación de lead).</p></html>';

export function createSandbox(opts: SandboxOptions = {}): Sandbox {
  const log = opts.log ?? (() => {});
  const state = createState();
  const validators = loadValidators();
  const served = (op: string) => {
    const at = validators.operations.get(op);
    if (!at) throw new Error(`sandbox route ${op}: no such operation in api/openapi.yaml`);
    return at;
  };
  const telemetry = createTelemetry();
  const answers = createAnswers();

  const sms = (host: string) => (to: string, kind: OutboxEntry['kind'], code: string, text: string) => {
    const message = `${text}\n\n${originBoundLine(host, code)}`;
    state.outbox.push({ to, kind, text, message, code, at: new Date().toISOString() });
    log(`[sandbox] SMS to +52 ${to}: ${text}`);
  };

  async function answer(route: Route, params: Record<string, string>, req: IncomingMessage, url: URL) {
    const withBody = served(route.op).hasBody;
    const body = (withBody ? await readJsonBody(req) : {}) as Record<string, unknown>;
    const userId = route.userParam ? (params[route.userParam] ?? '') : undefined;
    if (route.auth) checkToken(state, req, userId ?? '');
    if (withBody) validators.check(route.op, body);

    // Whose call it is, for its scenario: the phone it sends (the lead's is the shopkeeper's), or its user's.
    const sentPhone = [body.phone_number, body.shopkeeper_phone].find((p) => typeof p === 'string') as
      | string
      | undefined;
    const phone = sentPhone ?? (userId !== undefined ? findUser(state, userId)?.phone : undefined);
    const scenario = phone ? scenarioFor(phone) : undefined;
    const failure = scenario?.failures?.[route.op];
    if (failure) throw new SandboxError(failure.status, failure.message, failure.readable_message);
    const pathUser = params.id ?? params.user_id ?? '';
    const bare = scenario?.bare || pathUser.startsWith(LINK_RULES.bareWhenUserIdStartsWith);

    const ctx: Ctx = {
      params,
      query: url.searchParams,
      body,
      state,
      sms: sms(hostOf(req)),
      user: () => {
        const user = userId === undefined ? undefined : findUser(state, userId);
        if (!user) throw notFound('user');
        return user;
      },
    };
    const data = await route.handle(ctx);
    // The work is done (an SMS sent, a step saved); only the answer is left out.
    return bare && served(route.op).answer !== 'required' ? NO_CONTENT : data;
  }

  async function dispatch(req: IncomingMessage, res: ServerResponse, url: URL, next: () => void) {
    const method = req.method ?? 'GET';
    const service = SERVICES.find((s) => url.pathname.startsWith(s.prefix));
    if (method === 'OPTIONS' && (service || url.pathname.startsWith('/sandbox/'))) {
      sendPreflight(res);
      return;
    }
    if (service) {
      const match = matchRoute(service.routes, served, method, url.pathname.slice(service.prefix.length));
      if (!match) throw new SandboxError(404, `no such endpoint: ${method} ${url.pathname}`);
      // An answer set for this page (sandbox/answers.ts) comes first; a request left waiting
      // that the page gave up on gets none.
      const set = await answers.answerFor(req, match.route.op);
      if (set === 'gone') return;
      if (set) {
        sendJson(res, set.status, set.body);
        return;
      }
      const data = await answer(match.route, match.params, req, url);
      // The sandbox answers as the contract says, or says it does not (a 500 naming the field).
      if (data instanceof RawAnswer) {
        validators.checkRaw(match.route.op, data.status, data.body?.type);
        sendRaw(res, data);
        return;
      }
      validators.checkAnswer(match.route.op, 200, { data });
      sendJson(res, 200, { data });
      return;
    }
    if (await telemetry.handle(req, res, url)) return;
    const key = `${method} ${url.pathname}`;
    if (await answers.control(req, res, key)) return;
    if (key === 'GET /sandbox/outbox') sendJson(res, 200, state.outbox);
    else if (key === 'POST /sandbox/reset') {
      resetState(state);
      telemetry.reset();
      sendJson(res, 200, { data: {} });
    } else if (key === `GET ${CONTRACT_PDF_PATH}`) send(res, 200, CONTRACT_PDF, 'application/pdf');
    else if (key === `GET ${LEAD_REDIRECT_PATH}`) send(res, 200, LEAD_REDIRECT_PAGE, 'text/html; charset=utf-8');
    else next();
  }

  return {
    state,
    validators,
    handle(req, res, next) {
      const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
      dispatch(req, res, url, next).catch((e: unknown) => {
        if (e instanceof SandboxError) sendJson(res, e.status, e.body);
        else {
          console.error('[sandbox] handler failed', e);
          sendJson(res, 500, { message: 'sandbox failure' });
        }
      });
    },
  };
}

/** The host the request named (its Host header), without the port: the origin-bound line has none. */
export function hostOf(req: IncomingMessage): string {
  const header = req.headers.host ?? '';
  try {
    return new URL(`http://${header}`).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** The last line of an SMS the WebOTP API reads: '@host #code' (wicg.github.io/sms-one-time-codes). */
export function originBoundLine(host: string, code: string): string {
  return `@${host} #${code}`;
}

/** Calls under v1/users/{id}/... need the bearer token issued to that user's phone. */
function checkToken(state: SandboxState, req: IncomingMessage, userId: string): void {
  const token = bearerToken(req);
  const phone = token ? state.tokens.get(token) : undefined;
  const user = findUser(state, userId);
  if (!phone || (user && user.phone !== phone)) throw unauthenticated();
}
