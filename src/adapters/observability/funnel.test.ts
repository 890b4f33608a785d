import { describe, expect, it } from 'vitest';
import type { Observed } from '../flow-events';
import { funnelEvent } from './funnel';

const step = { stepId: 'about-you', route: '/:phoneNumber/about-you' };
const call = { operation: 'createUser', method: 'POST', path: '/v2/users', at: 0, step };

describe('the usage funnel', () => {
  it('names a step view by its id and route template', () => {
    expect(funnelEvent({ type: 'step', ...step, at: 0, step })).toEqual([
      'Step Viewed',
      { step_id: 'about-you', route: '/:phoneNumber/about-you' },
    ]);
  });

  it('turns a sending call into submit, success or failure with its status', () => {
    const where = { step_id: 'about-you', route: '/:phoneNumber/about-you', operation: 'createUser' };
    expect(funnelEvent({ type: 'call-start', ...call })).toEqual(['Step Submitted', where]);
    expect(funnelEvent({ type: 'call-end', ...call, ok: true })).toEqual(['Step Succeeded', where]);
    expect(funnelEvent({ type: 'call-end', ...call, ok: false, status: 422 })).toEqual([
      'Step Failed',
      { ...where, status: '422' },
    ]);
    expect(funnelEvent({ type: 'call-end', ...call, ok: false, status: 0 })?.[1].status).toBe('0');
  });

  it('leaves reads (GET: catalogs, polling) out of the funnel', () => {
    const read: Observed = { type: 'call-start', ...call, operation: 'getCities', method: 'GET', path: '/v1/cities' };
    expect(funnelEvent(read)).toBeNull();
  });
});
