// The SDKs load after the first screen: what happens before is kept, not lost.
import { afterEach, describe, expect, it } from 'vitest';
import { holdEvents, identifyAnonymous, installAnalytics, track } from './analytics';
import { holdReports, installReporter, type Report, reportCallFailure, reportError } from './error-reporting';
import { callEnded, callNamed, callStarted, observeFlow, registerCall, stepShown } from './flow-events';

afterEach(() => {
  installReporter(null);
  installAnalytics(null);
});

describe('before the SDKs load', () => {
  it('reports wait for the reporter when one is on its way, and are dropped when none is', () => {
    reportError(new Error('lost: no reporter configured'));
    holdReports();
    reportError(new Error('render failed'));
    reportCallFailure({ operation: 'sendCode', method: 'POST', path: '/v1/users/code' }, 503);
    const reports: Report[] = [];
    installReporter((r) => reports.push(r));
    expect(reports.map((r) => [r.level, r.message])).toEqual([
      ['error', 'Error: [message withheld]'],
      ['error', 'sendCode POST /v1/users/code: 503'],
    ]);
    expect(reports[1]?.call).toEqual({ operation: 'sendCode', method: 'POST', path: '/v1/users/code' });
  });

  it('a failed call is a warning for a 4xx, an error for a 5xx or no answer', () => {
    const reports: Report[] = [];
    installReporter((r) => reports.push(r));
    const c = { operation: 'createUser', method: 'POST', path: '/v2/users' };
    reportCallFailure(c, 400);
    reportCallFailure(c, 500);
    reportCallFailure(c, 0);
    expect(reports.map((r) => r.level)).toEqual(['warning', 'error', 'error']);
    expect(reports[2]?.message).toBe('createUser POST /v2/users: no answer');
  });

  it('events wait for the sink, and the anonymous id reaches it once known', () => {
    holdEvents();
    track('download_app_click');
    identifyAnonymous('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    const got: string[] = [];
    const ids: string[] = [];
    installAnalytics(
      (e) => got.push(e),
      (id) => ids.push(id),
    );
    expect(got).toEqual(['download_app_click']);
    expect(ids).toEqual(['2ed6657d-e927-568b-95e1-2665a8aea6a2']);
  });

  it('flow events are replayed to a late observer, each with the step it happened on', () => {
    registerCall({ operation: 'sendCode', method: 'POST', path: '/v1/users/code' });
    stepShown('home', '/home');
    callStarted(callNamed('sendCode'));
    callEnded(callNamed('sendCode'), false, 500);
    const seen: Array<[string, string | undefined, boolean]> = [];
    const stop = observeFlow((e, replayed) => seen.push([e.type, e.step?.stepId, replayed]));
    stepShown('about-you', '/:phoneNumber/about-you');
    stop();
    expect(seen.slice(-4)).toEqual([
      ['step', 'home', true],
      ['call-start', 'home', true],
      ['call-end', 'home', true],
      ['step', 'about-you', false],
    ]);
  });
});
