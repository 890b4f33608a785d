// @vitest-environment jsdom
// What is reported when a call fails through useRun (spec 8):
// 5xx and no answer as errors, 4xx as warnings, but not the answers the flow
// expects. A status the step's onError routes (422/412 → /rejected) is the
// person's route, not a failure; the lookup's 404 is a new applicant. These go
// through the step's real onError (flows/onboarding.json) and the real reporter
// hook, not a `quiet` written by hand.
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installReporter, type Report } from '../adapters/error-reporting';
import { callState, isUnshown, resetAllCalls } from '../calls/call-state';
import type { Run, RunResult } from '../calls/run';
import { answer, renderStep, stubApi } from '../testing/step-harness';
import { useRouteAfterLogin } from './use-route-after-login';
import { useRun } from './use-run';

const reports: Report[] = [];
let result: RunResult<unknown> | undefined;

beforeEach(() => {
  installReporter((r) => reports.push(r));
  result = undefined;
});
afterEach(() => {
  cleanup();
  installReporter(null);
  reports.length = 0;
  vi.unstubAllGlobals();
  resetAllCalls();
});

/** One button that runs one call through the step's useRun, and keeps its result. */
function CallButton({ label, call }: { label: string; call: (run: Run) => Promise<RunResult<unknown>> }) {
  const run = useRun();
  const press = async () => {
    result = await call(run);
  };
  return (
    <button type="button" onClick={() => void press()}>
      {label}
    </button>
  );
}

/** 'Negocio' (onError 412 and 422 → rejected): one button saves the business. */
const SaveBusiness = () => (
  <CallButton label="save" call={(run) => run('saveBusiness', { id: 'u1', type: 'SK', body: {} as never })} />
);

/** The start screen's lookup (its step routes 422). */
const LookUp = () => <CallButton label="look" call={(run) => run('getUserByPhone', { phone_number: '5512345678' })} />;

/** The start screen once the code is checked: the lookup, then the lead for a new applicant. */
function AfterLogin() {
  const routeAfterLogin = useRouteAfterLogin();
  return (
    <button type="button" onClick={() => void routeAfterLogin('5512345678', 'anon-1')}>
      route
    </button>
  );
}

const BUSINESS_URL = '/5512345678/u1/more-about';

async function saveAnswered(status: number) {
  stubApi(() => answer({ message: 'answered' }, status));
  const router = renderStep({ stepId: 'more-about', Screen: SaveBusiness, url: BUSINESS_URL, strict: false });
  fireEvent.click(screen.getByRole('button', { name: 'save' }));
  await waitFor(() => expect(result).toBeDefined());
  await act(async () => {});
  return router;
}

describe('useRun reports', () => {
  it.each([422, 412])(
    'not a %i that the step routes to /rejected: the person goes there, nothing is reported',
    async (status) => {
      const router = await saveAnswered(status);
      expect(result).toMatchObject({ ok: false, error: { status } });
      expect(router.state.location.pathname).toBe('/rejected');
      expect(reports).toEqual([]);
      expect(callState('origination', 'putBusiness').error).toBeNull();
    },
  );

  it('an unexpected 4xx as a warning, named by the operation and its path template', async () => {
    const router = await saveAnswered(409);
    expect(router.state.location.pathname).toBe(BUSINESS_URL);
    expect(callState('origination', 'putBusiness').error?.status).toBe(409);
    expect(reports.map((r) => [r.level, r.message])).toEqual([
      ['warning', 'saveBusiness POST /v1/users/{id}/{type}/businesses: 409'],
    ]);
  });

  it('a 5xx as an error', async () => {
    await saveAnswered(503);
    expect(reports.map((r) => [r.level, r.status])).toEqual([['error', 503]]);
  });

  it("not the lookup's 404: a new applicant, not a failure", async () => {
    const sent = stubApi(() => answer({ message: 'user not found' }, 404));
    renderStep({ stepId: 'home', Screen: LookUp, url: '/home', strict: false });
    fireEvent.click(screen.getByRole('button', { name: 'look' }));
    await waitFor(() => expect(result).toBeDefined());
    expect(sent.map((s) => s.path)).toEqual(['/v1/users?phone_number=5512345678']);
    expect(result).toEqual({ ok: true, data: null });
    expect(callState('origination', 'newUser').data).toBe(true);
    expect(reports).toEqual([]);
  });

  it('but a lookup that fails otherwise is reported', async () => {
    stubApi(() => answer({ message: 'down' }, 500));
    renderStep({ stepId: 'home', Screen: LookUp, url: '/home', strict: false });
    fireEvent.click(screen.getByRole('button', { name: 'look' }));
    await waitFor(() => expect(result).toBeDefined());
    expect(reports.map((r) => [r.level, r.message])).toEqual([['error', 'getUserByPhone GET /v1/users: 500']]);
  });

  it('a failed lead assignment: kept in its slot for the record, reported, and the applicant goes on', async () => {
    stubApi((s) =>
      s.path.startsWith('/v1/users?')
        ? answer({ message: 'user not found' }, 404)
        : answer({ message: 'crm down' }, 500),
    );
    const router = renderStep({ stepId: 'home', Screen: AfterLogin, url: '/home', strict: false });
    fireEvent.click(screen.getByRole('button', { name: 'route' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/5512345678/about-you'));
    const lead = callState('operations', 'postLeadAssigmentData');
    expect(lead.error).toMatchObject({ status: 500 });
    // Stored, but not for the error modal: the person is not stopped by a hand-off they never see.
    expect(isUnshown(lead.error)).toBe(true);
    expect(reports.map((r) => [r.level, r.message])).toEqual([['error', 'assignLead POST /v1/lead-assignment: 500']]);
  });
});
