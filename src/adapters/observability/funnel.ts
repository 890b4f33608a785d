// The usage funnel, derived from the flow (flow-events), not written per
// screen: every step's view, and for the calls that send something (POST, PUT)
// from a step, its submit, success and failure. Reads (GET: catalogs, polling)
// are not submits. Properties are the step's id, its route template, the
// operation and the failure's status: never a value the person typed.
import type { Observed } from '../flow-events';

export type FunnelEvent = [name: string, props: Record<string, string>];

export function funnelEvent(event: Observed): FunnelEvent | null {
  if (event.type === 'step') return ['Step Viewed', { step_id: event.stepId, route: event.route }];
  if (event.method === 'GET') return null;
  const where = {
    step_id: event.step?.stepId ?? 'none',
    route: event.step?.route ?? 'none',
    operation: event.operation,
  };
  if (event.type === 'call-start') return ['Step Submitted', where];
  if (event.ok) return ['Step Succeeded', where];
  return ['Step Failed', { ...where, status: String(event.status ?? 0) }];
}
