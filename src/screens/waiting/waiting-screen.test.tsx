// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installReporter, type Report } from '../../adapters/error-reporting';
import { callState, resetAllCalls, useCallStore } from '../../calls/call-state';
import { loadOperations } from '../../calls/run';
import { answer, renderStep, stubApi } from '../../testing/step-harness';
import WaitingScreen from './waiting-screen';

const waitingUser = { id: 'u1', next_step: 'ACCOUNT_NIP', status: 'WAITING' };

/** Stubs fetch with one answer per call (the last one repeats); returns the paths asked. */
function stubDetail(replies: Array<() => Response | Promise<Response>>): string[] {
  const asked: string[] = [];
  stubApi((s, n) => {
    asked.push(`${s.method} ${s.path}`);
    const reply = replies[Math.min(n, replies.length) - 1];
    return reply ? reply() : answer({ data: waitingUser });
  });
  return asked;
}

/** Lets the fake clock run `ms` and every answer settle. */
const elapse = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

// Any tracked call would show the overlay or the modal: the poll must never touch them.
let overlayShown = false;
let unsubscribe = () => {};

beforeEach(async () => {
  // The poll loads the operations on its first check, as the app does after its first call:
  // here, before the fake clock runs, so a check asks at its tick.
  await loadOperations();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sessionStorage.setItem('phone_number', '5512345678');
  overlayShown = false;
  unsubscribe = useCallStore.subscribe(() => {
    if (callState('origination', 'userDataDetail').loading) overlayShown = true;
  });
});

afterEach(() => {
  unsubscribe();
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetAllCalls();
  sessionStorage.clear();
});

describe('waiting screen', () => {
  it('shows the spinner and the text', () => {
    stubDetail([]);
    renderStep({ stepId: 'waiting', Screen: WaitingScreen, url: '/u1/waiting' });
    expect(screen.getByRole('status')).toHaveTextContent('Espera un momento estamos trabajando en su registro');
  });

  it('checks every 5 s, 12 times, then replaces the page with /something-happened', async () => {
    const asked = stubDetail([() => answer({ data: waitingUser })]);
    const router = renderStep({ stepId: 'waiting', Screen: WaitingScreen, url: '/u1/waiting' });

    // Half-way between ticks: the fake clock also follows real time (shouldAdvanceTime), and a
    // busy machine must not push a step across a tick boundary.
    await elapse(2_500);
    expect(asked).toHaveLength(0);
    for (let tick = 1; tick <= 11; tick += 1) {
      await elapse(5_000);
      expect(asked).toHaveLength(tick);
      expect(router.state.location.pathname).toBe('/u1/waiting');
    }
    await elapse(5_000);
    expect(asked).toHaveLength(12);
    expect(asked.every((a) => a === 'GET /v1/users/SK/u1')).toBe(true);
    expect(router.state.location.pathname).toBe('/something-happened');
    expect(router.state.historyAction).toBe('REPLACE');

    await elapse(30_000);
    expect(asked).toHaveLength(12);
    expect(overlayShown).toBe(false);
  });

  it('goes where the user state leads as soon as it is not waiting (whileWaiting first)', async () => {
    const asked = stubDetail([
      () => answer({ data: waitingUser }),
      () => answer({ data: { id: 'u1', next_step: 'PASSWORD', status: 'IN_PROGRESS' } }),
    ]);
    const router = renderStep({ stepId: 'waiting', Screen: WaitingScreen, url: '/u1/waiting' });

    await elapse(10_100);
    expect(asked).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/5512345678/u1/congratulations');
    expect(router.state.historyAction).toBe('REPLACE');
    await elapse(20_000);
    expect(asked).toHaveLength(2);
  });

  it('without the session phone, takes it from the detail (and keeps it for the next steps)', async () => {
    sessionStorage.removeItem('phone_number');
    const asked = stubDetail([
      () =>
        answer({ data: { id: 'u1', phone_number: '+52 5587654321', next_step: 'PASSWORD', status: 'IN_PROGRESS' } }),
    ]);
    const router = renderStep({ stepId: 'waiting', Screen: WaitingScreen, url: '/u1/waiting' });
    await elapse(5_100);
    expect(asked).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/5587654321/u1/congratulations');
    expect(sessionStorage.getItem('phone_number')).toBe('5587654321');
  });

  it('without any phone, sends the person to /home to verify it instead of polling on', async () => {
    sessionStorage.removeItem('phone_number');
    const asked = stubDetail([() => answer({ data: { id: 'u1', next_step: 'PASSWORD', status: 'IN_PROGRESS' } })]);
    const router = renderStep({ stepId: 'waiting', Screen: WaitingScreen, url: '/u1/waiting' });
    await elapse(5_100);
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.historyAction).toBe('REPLACE');
    await elapse(30_000);
    expect(asked).toHaveLength(1);
  });

  it('without any phone, a verdict whose route needs none is still followed', async () => {
    sessionStorage.removeItem('phone_number');
    stubDetail([() => answer({ data: { id: 'u1', next_step: 'ACCOUNT_NIP', status: 'REJECTED' } })]);
    const router = renderStep({ stepId: 'waiting', Screen: WaitingScreen, url: '/u1/waiting' });
    await elapse(5_100);
    expect(router.state.location.pathname).toBe('/rejected');
  });

  it('a rejected request goes to /rejected', async () => {
    stubDetail([() => answer({ data: { id: 'u1', next_step: 'ACCOUNT_NIP', status: 'REJECTED' } })]);
    const router = renderStep({ stepId: 'waiting', Screen: WaitingScreen, url: '/u1/waiting' });
    await elapse(5_100);
    expect(router.state.location.pathname).toBe('/rejected');
  });

  it('a failed check is tried again at the next tick, without the overlay or the error modal', async () => {
    const asked = stubDetail([
      () => answer({ message: 'boom' }, 500),
      () => Promise.reject(new TypeError('offline')),
      () => answer({ data: { id: 'u1', next_step: 'ACCOUNT_NIP', status: 'IN_PROGRESS' } }),
    ]);
    const router = renderStep({ stepId: 'waiting', Screen: WaitingScreen, url: '/u1/waiting' });

    const reports: Report[] = [];
    installReporter((r) => reports.push(r));
    await elapse(10_100);
    expect(asked).toHaveLength(2);
    expect(callState('origination', 'userDataDetail').error).toBeNull();
    // Spec 8: reported all the same, as errors (a 5xx, no answer), by the path template.
    expect(reports.map((r) => [r.level, r.message])).toEqual([
      ['error', 'getUserDetail GET /v1/users/{type}/{id}: 500'],
      ['error', 'getUserDetail GET /v1/users/{type}/{id}: no answer'],
    ]);
    installReporter(null);
    expect(router.state.location.pathname).toBe('/u1/waiting');
    await elapse(5_000);
    expect(router.state.location.pathname).toBe('/5512345678/u1/send-nip');
    expect(overlayShown).toBe(false);
  });

  it('a 422 on a check goes to /rejected (spec 8: any origination call), and the polling stops', async () => {
    const asked = stubDetail([
      () => answer({ data: waitingUser }),
      () => answer({ message: 'applicant does not meet the requirements' }, 422),
    ]);
    const router = renderStep({ stepId: 'waiting', Screen: WaitingScreen, url: '/u1/waiting' });

    await elapse(5_100);
    expect(router.state.location.pathname).toBe('/u1/waiting');
    await elapse(5_000);
    expect(asked).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/rejected');
    expect(router.state.historyAction).toBe('REPLACE');
    await elapse(30_000);
    expect(asked).toHaveLength(2);
    expect(callState('origination', 'userDataDetail').error).toBeNull();
    expect(overlayShown).toBe(false);
  });

  it('never overlaps: a slow answer holds the next check back', async () => {
    let release: (r: Response) => void = () => {};
    const asked = stubDetail([
      () => new Promise<Response>((resolve) => (release = resolve)),
      () => answer({ data: waitingUser }),
    ]);
    renderStep({ stepId: 'waiting', Screen: WaitingScreen, url: '/u1/waiting' });

    await elapse(20_000);
    expect(asked).toHaveLength(1);
    release(answer({ data: waitingUser }));
    await elapse(100);
    expect(asked).toHaveLength(2);
  });

  it('a late answer for a question since changed (another user, or the screen left) writes nothing', async () => {
    sessionStorage.removeItem('phone_number');
    let release: (r: Response) => void = () => {};
    const asked = stubDetail([
      () => new Promise<Response>((resolve) => (release = resolve)),
      () => answer({ data: waitingUser }),
    ]);
    const router = renderStep({ stepId: 'waiting', Screen: WaitingScreen, url: '/u1/waiting' });
    await elapse(5_100);
    expect(asked).toEqual(['GET /v1/users/SK/u1']);

    await act(() => router.navigate('/u2/waiting'));
    release(answer({ data: { id: 'u1', phone_number: '5587654321', next_step: 'PASSWORD', status: 'IN_PROGRESS' } }));
    await elapse(100);
    expect(callState('origination', 'userDataDetail').data).toBeNull();
    expect(sessionStorage.getItem('phone_number')).toBeNull();
    expect(router.state.location.pathname).toBe('/u2/waiting');
  });

  it('stops polling when the screen is left', async () => {
    const asked = stubDetail([() => answer({ data: waitingUser })]);
    const router = renderStep({ stepId: 'waiting', Screen: WaitingScreen, url: '/u1/waiting' });
    await elapse(5_100);
    expect(asked).toHaveLength(1);

    await act(() => router.navigate('/rejected'));
    await elapse(60_000);
    expect(asked).toHaveLength(1);
  });
});
