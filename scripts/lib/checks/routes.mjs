// Where a person goes next: every navigation target is a step that can be
// reached with the route parameters known at that point, and the routing tables
// cover every next_step of spec section 3 and nothing else.
import { didYouMean, jsonPointer } from './faults.mjs';
import { checkRoutingPlaceholders } from './placeholders.mjs';
import { CONTEXT_PARAMS, paramsOf, pathsOf } from './route-params.mjs';

/** next_step values of spec section 3: each needs its own routing row. */
export const NEXT_STEPS = [
  'BUSINESS_ADDRESS',
  'ABOUT_STORE',
  'ACCOUNT_NIP',
  'ACCOUNT_BUREAU',
  'PASSWORD',
  'INVENTORY',
  'PARTNER_FORM',
  'PARTNER_BUREAU',
  'COLLATERAL_FORM',
  'COLLATERAL_BUREAU',
  'WISH_NEW_COLLATERAL',
  'ASK_NEW_COLLATERAL',
  'ASK_REPLACE_PARTNER',
  'PENDING_APPROVAL',
  'PARTNER_NIP',
  'COLLATERAL_NIP',
  'TAX_ACCOUNT',
];

/**
 * Reports a target (`{ step, params? }` at file#pointer) that names no step, or
 * whose step has no path whose parameters are all `available` here or given in
 * the target's own params: the app could not build its URL.
 */
export function checkTarget(project, target, file, pointer, available, report) {
  const to = project.steps[target?.step];
  if (!to) {
    report.add(
      file,
      `${pointer}/step`,
      `no step "${target?.step}"`,
      didYouMean(String(target?.step), Object.keys(project.steps)),
    );
    return;
  }
  const given = new Set([...available, ...Object.keys(target.params ?? {})]);
  const usable = pathsOf(to.step).some((p) => paramsOf(p).every((n) => given.has(n)));
  if (!usable)
    report.add(
      file,
      pointer,
      `step "${target.step}" needs route parameters ${pathsOf(to.step)
        .map((p) => `[${paramsOf(p).join(', ')}]`)
        .join(' or ')}, but only [${[...given].join(', ')}] are known here`,
      'add the missing ones under "params" or link to another step',
    );
}

/** Without a routing table no user can be sent past the start screen. */
export function checkRoutingDefined(project, report) {
  if (!project.routing)
    report.add('flows', '', 'no flow file holds "routing"', 'add the routing tables to flows/onboarding.json');
}

/**
 * The routing tables: each target reachable with the login context (and its
 * placeholders known there); each row keyed by a real next_step, and a row for
 * every next_step, since a missing one strands the person on the waiting screen.
 */
export function checkRoutingTables(project, report) {
  const { routing, routingFile: file } = project;
  if (!routing) return;
  const route = (target, at, available) => {
    checkTarget(project, target, file, jsonPointer(at), available, report);
    checkRoutingPlaceholders(project, target, at, report);
  };
  route(routing.newUser, ['routing', 'newUser'], CONTEXT_PARAMS);
  route(routing.wrongVerification, ['routing', 'wrongVerification'], []);
  for (const table of ['byNextStep', 'whileWaiting'])
    for (const [key, rule] of Object.entries(routing[table] ?? {})) {
      if (key !== '*' && !NEXT_STEPS.includes(key))
        report.add(
          file,
          jsonPointer(['routing', table, key]),
          `"${key}" is not a next_step of spec section 3, so this row never applies`,
          didYouMean(key, NEXT_STEPS),
        );
      const rows = rule.byStatus ? Object.entries(rule.byStatus).map(([s, t]) => [t, ['byStatus', s]]) : [[rule, []]];
      for (const [t, at] of rows) route(t, ['routing', table, key, ...at], CONTEXT_PARAMS);
    }
  for (const n of NEXT_STEPS)
    if (!routing.byNextStep?.[n])
      report.add(
        file,
        jsonPointer(['routing', 'byNextStep']),
        `next_step ${n} has no row`,
        `add "${n}": { "step": "…" }`,
      );
}

/**
 * A step's `exits`: each names a real step. Its route parameters and query come
 * from the screen's own code as well, so only the step is checked here.
 */
export function checkExits(project, id, { file, step }, report) {
  for (const [name, target] of Object.entries(step.exits ?? {}))
    if (!project.steps[target?.step])
      report.add(
        file,
        jsonPointer(['steps', id, 'exits', name, 'step']),
        `exit "${name}" leads to no step "${target?.step}"`,
        didYouMean(String(target?.step), Object.keys(project.steps)),
      );
}

/** Every exit a custom screen's code asks for by name (`flow.exit('signed')`) is in its step's `exits`. */
export function checkExitsAsked(project, id, { file, step }, report) {
  if (step.kind !== 'custom') return;
  for (const name of project.exitsAskedBy(step.screen))
    if (!step.exits?.[name])
      report.add(
        file,
        jsonPointer(['steps', id, 'exits']),
        `screen "${step.screen}" asks for exit "${name}", which this step does not name`,
        `add "${name}": { "step": "…" } under "exits"`,
      );
}
