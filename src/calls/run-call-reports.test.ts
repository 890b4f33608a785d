// Which failed calls are reported (spec section 8): 5xx and no answer as errors,
// 4xx as warnings, by operation, method and path template; the answers the flow
// expects (a routed 422/412, a wrong code) not at all.
import { afterEach, describe, expect, it } from 'vitest';
import { installReporter, type Report } from '../adapters/error-reporting';
import { operations } from '../api/registry';
import { runCall } from './run-call';

const reports: Report[] = [];
afterEach(() => {
  installReporter(null);
  reports.length = 0;
});

const failing =
  (status: number, message = 'boom') =>
  () =>
    Promise.reject({ status, message });

describe('runCall reports', () => {
  it('a 5xx as an error and a 4xx as a warning, named by the operation and its path template', async () => {
    void operations; // every operation registers its method and path template when defined
    installReporter((r) => reports.push(r));
    await runCall('confirmNip', failing(503));
    await runCall('saveTaxInfo', failing(400));
    await runCall('sendCode', failing(0));
    expect(reports.map((r) => [r.level, r.message])).toEqual([
      ['error', 'confirmNip PUT /v1/users/{id}/{type}/nip: 503'],
      ['warning', 'saveTaxInfo POST /v1/users/{id}/{type}/tax_info: 400'],
      ['error', 'sendCode POST /v1/users/code: no answer'],
    ]);
    expect(reports[0]?.call).toEqual({ operation: 'confirmNip', method: 'PUT', path: '/v1/users/{id}/{type}/nip' });
  });

  it('not the answers the flow expects: a routed status, a wrong code', async () => {
    installReporter((r) => reports.push(r));
    await runCall('createUser', failing(422), () => true);
    await runCall('validateCode', failing(401, 'unauthenticated for invalid credentials'));
    expect(reports).toEqual([]);
  });
});
