// A screen's exits come from its step's JSON: the code names them, the JSON says where.
import { describe, expect, it } from 'vitest';
import type { Step } from '../engine/types';
import { exitOf } from './flow-context';

const step: Step = {
  kind: 'custom',
  screen: 'addressSearch',
  path: '/x',
  exits: { chosen: { step: 'about-living', query: { from: 'search' } }, gaveUp: { step: 'home', replace: true } },
};

describe('exitOf', () => {
  it('gives the exit the JSON names, with what only the screen knows added', () => {
    expect(exitOf(step, 'gaveUp')).toEqual({ step: 'home', replace: true });
    expect(exitOf(step, 'chosen', { query: { zipCode: '50000' } })).toEqual({
      step: 'about-living',
      query: { from: 'search', zipCode: '50000' },
    });
  });

  it('refuses an exit the step does not name (flows:check reports it first)', () => {
    expect(() => exitOf(step, 'signed')).toThrow(/no exit "signed"/);
  });
});
