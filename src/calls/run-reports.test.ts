// Which failed calls are reported (spec section 8): 5xx and no answer as errors,
// 4xx as warnings, by operation, method and path template; the answers the flow
// expects (a routed 422/412, a wrong code) not at all.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installReporter, type Report } from '../adapters/error-reporting';
import { operations } from '../api/registry';
import { poll } from './poll';
import { run } from './run';

const reports: Report[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  installReporter(null);
  reports.length = 0;
});

/** The operation's next answer is a failure with this status, in place of the network. */
function failing(name: keyof typeof operations, status: number, message = 'boom') {
  const spy = vi.spyOn(operations[name], 'call' as never) as unknown as {
    mockImplementationOnce(f: () => Promise<unknown>): unknown;
  };
  spy.mockImplementationOnce(() => Promise.reject({ status, message }));
}

describe('run reports', () => {
  it('a 5xx as an error and a 4xx as a warning, named by the operation and its path template', async () => {
    void operations; // every operation registers its method and path template when defined
    installReporter((r) => reports.push(r));
    failing('confirmNip', 503);
    await run('confirmNip', { id: 'u-1', type: 'SK', nip: '1234' });
    failing('saveTaxInfo', 400);
    await run('saveTaxInfo', { id: 'u-1', type: 'SK', body: { tax_payer_id: 'X' } });
    failing('sendCode', 0);
    await run('sendCode', { anonymous_id: 'a', phone_number: '5512345678' });
    expect(reports.map((r) => [r.level, r.message])).toEqual([
      ['error', 'confirmNip PUT /v1/users/{id}/{type}/nip: 503'],
      ['warning', 'saveTaxInfo POST /v1/users/{id}/{type}/tax_info: 400'],
      ['error', 'sendCode POST /v1/users/code: no answer'],
    ]);
    expect(reports[0]?.call).toEqual({ operation: 'confirmNip', method: 'PUT', path: '/v1/users/{id}/{type}/nip' });
  });

  it('not the answers the flow expects: a routed status, a wrong code', async () => {
    installReporter((r) => reports.push(r));
    failing('createUser', 422);
    // `quiet` stands in for what useRun passes for a status the step routes; that a
    // step's real onError gets here is checked in src/flow/use-run.test.tsx.
    await run('createUser', {} as never, { quiet: () => true });
    failing('validateCode', 401, 'unauthenticated for invalid credentials');
    await run('validateCode', { code: '1', phone_number: '5512345678', anonymous_id: 'a' });
    expect(reports).toEqual([]);
  });

  it("a screen's poll: its failures reported the same way, the ones its step routes not at all", async () => {
    installReporter((r) => reports.push(r));
    failing('getUserDetail', 503);
    expect((await poll('getUserDetail', { type: 'SK', id: 'u-1' })).ok).toBe(false);
    failing('getIdentityStatus', 404);
    await poll('getIdentityStatus', {
      user_type_id: 'SK',
      user_id: 'u-1',
      verification_type: 'VERIFICATION',
      person_type: 'titular',
    });
    failing('getUserDetail', 422);
    await poll('getUserDetail', { type: 'SK', id: 'u-1' }, (e) => e.status === 422);
    expect(reports.map((r) => [r.level, r.message])).toEqual([
      ['error', 'getUserDetail GET /v1/users/{type}/{id}: 503'],
      ['warning', 'getIdentityStatus GET /v1/users/{user_type_id}/{user_id}/mati-status: 404'],
    ]);
  });
});
