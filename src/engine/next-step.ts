// Pure functions over the manifest's routing tables: which step a user state
// leads to, and the href of a target. The tables are data (flows/onboarding.json);
// nothing here knows a step by name.
import { resolveCopy } from './copy';
import { asList, fillPath, pickPattern, withQuery } from './paths';
import type { FlowIndex, NextStepRule, Routing, Target } from './types';

export interface UserState {
  id?: string | number;
  user_id?: string | number;
  next_step?: string;
  status?: string;
  avals?: { aval_type: string; phone: string }[];
  request?: { next_step?: string; status?: string; welcome_screen_number?: number };
}

/** What a target's parameters and placeholders may draw on. */
export interface RouteContext {
  /** Route parameters available by name (phoneNumber, user_id, ...). */
  params: Record<string, string | undefined>;
  /** Extra values for placeholders in target params (`{avals.PARTNER.phone}`). */
  values?: Record<string, unknown>;
}

/** The request's next_step and status win over the account's when both are sent. */
export function userProgress(user: UserState): { nextStep: string; status: string } {
  return {
    nextStep: user.request?.next_step ?? user.next_step ?? '',
    status: user.request?.status ?? user.status ?? '',
  };
}

function pick(rule: NextStepRule | undefined, status: string): Target | undefined {
  if (!rule) return undefined;
  if ('byStatus' in rule) return rule.byStatus[status] ?? rule.byStatus['*'];
  return rule;
}

/** The target for a known user; `whileWaiting` rows override while the waiting screen polls. */
export function targetForUser(routing: Routing, user: UserState, waiting = false): Target {
  const { nextStep, status } = userProgress(user);
  const table = routing.byNextStep;
  const target =
    (waiting ? pick(routing.whileWaiting[nextStep], status) : undefined) ??
    pick(table[nextStep], status) ??
    pick(table['*'], status);
  if (!target) throw new Error(`No route for next_step ${nextStep} / ${status}`);
  return target;
}

/** Placeholder values a user state offers: `{avals.PARTNER.phone}`, `{user.id}`. */
export function userValues(user: UserState): Record<string, unknown> {
  const avals = Object.fromEntries((user.avals ?? []).map((a) => [a.aval_type, a]));
  return { user, avals };
}

export function hrefFor(manifest: FlowIndex, target: Target, ctx: RouteContext): string {
  const step = manifest.steps[target.step];
  if (!step) throw new Error(`Unknown step "${target.step}"`);
  const values = { ...ctx.values, params: ctx.params };
  const explicit = Object.fromEntries(Object.entries(target.params ?? {}).map(([k, v]) => [k, resolveCopy(v, values)]));
  const params = { ...ctx.params, ...explicit };
  const path = fillPath(pickPattern(asList(step.path), params), params);
  const query = target.query
    ? Object.fromEntries(Object.entries(target.query).map(([k, v]) => [k, resolveCopy(v, values)]))
    : undefined;
  return withQuery(path, query);
}
