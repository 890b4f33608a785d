// @vitest-environment jsdom
// A form step's call, built from its JSON (submit.payload), on 'Sobre ti' with sessionStorage blocked (private mode, a policy: every access throws).
// The server accepts the user before the token and the prefill are stored, so a
// throw there would fail a step that went through, and the person's retry would
// register them twice. The submit goes on with the token in the page's memory, and
// a retry after a failure in the routing that follows does not send createUser again.
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../adapters/session';
import { behaviours } from '../../behaviours/registry';
import { resetAllCalls } from '../../calls/call-state';
import type { FormStep } from '../../engine/types';
import { useFlow } from '../../flow/flow-context';
import { useRun } from '../../flow/use-run';
import type { FormCtx } from '../../form/form-types';
import { answer, renderStep, stubApi } from '../../testing/step-harness';
import { useStepSubmit } from './use-step-submit';

const ABOUT_YOU = {
  names: 'Emma',
  first_lastname: 'Gómez',
  second_lastname: 'Díaz',
  day: 31,
  month: 12,
  year: 1994,
  time_here: 4,
  civil_status: 'MARRIED',
};
const CREATED = { user_id: 'u1', user_type: 'SK', authentication: { access_token: 'token-after-registration' } };

function blockStorage() {
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
    vi.spyOn(Storage.prototype, method).mockImplementation(blocked);
  }
}

beforeEach(() => blockStorage());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetAllCalls();
});

/** 'Sobre ti' as the form step submits it (useStepSubmit), without rjsf: one button sends ABOUT_YOU. */
function AboutYouSubmit() {
  const flow = useFlow();
  const run = useRun();
  const ctx: FormCtx = { params: flow.params, query: flow.query, country: flow.country, catalogs: {}, run };
  const step = flow.step as FormStep;
  const named = (step.behaviours ?? []).flatMap((n) => behaviours[n] ?? []);
  const { submit } = useStepSubmit(step, named, ctx);
  return createElement('button', { type: 'button', onClick: () => void submit(ABOUT_YOU) }, 'Continuar');
}

describe("'Sobre ti''s createUser with sessionStorage blocked", () => {
  it('succeeds, and the token lives on in the page for the next calls', async () => {
    const sent = stubApi((s) =>
      s.method === 'POST' ? answer({ data: CREATED }) : answer({ data: { id: 'u1', next_step: 'TAX_ACCOUNT' } }),
    );
    renderStep({ stepId: 'about-you', Screen: AboutYouSubmit, url: '/5512345678/about-you' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    // The routing that follows asks for user u1: the id the registration answered.
    await waitFor(() => expect(sent.map((s) => `${s.method} ${s.path}`)).toContain('GET /v1/users/SK/u1'));
    const created = sent.filter((s) => s.method === 'POST');
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toEqual(expect.objectContaining({ name: 'Emma', phone_number: '5512345678' }));
    // Storage threw on every access: the check below proves the blocking is real.
    expect(() => sessionStorage.getItem('clientToken')).toThrow();
    expect(readSession('clientToken')).toBe('token-after-registration');
  });

  it('a retry after the routing failed routes again without sending createUser a second time', async () => {
    const sent = stubApi((s) => {
      // The base URL is configuration: v2 paths keep it (the harness cuts it before /v1/ only).
      if (s.method === 'POST' && s.path.endsWith('/v2/users')) return answer({ data: CREATED });
      const lookups = sent.filter((x) => x.path === '/v1/users/SK/u1').length;
      // The lookup that routes the new user fails once (no answer), then says where to go.
      if (lookups === 1) return Promise.reject(new TypeError('offline'));
      return answer({ data: { id: 'u1', next_step: 'TAX_ACCOUNT', status: 'IN_PROGRESS' } });
    });
    const router = renderStep({ stepId: 'about-you', Screen: AboutYouSubmit, url: '/5512345678/about-you' });

    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(sent.map((s) => `${s.method} ${s.path}`)).toContain('GET /v1/users/SK/u1'));
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/5512345678/about-you');

    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/5512345678/u1/additional-data'));
    expect(sent.map((s) => `${s.method} ${s.path.replace(/^.*(?=\/v2\/)/, '')}`)).toEqual([
      'POST /v2/users',
      'GET /v1/users/SK/u1',
      'GET /v1/users/SK/u1',
    ]);
  });
});
