import { afterEach, describe, expect, it } from 'vitest';
import { installReporter, type Report, reportError, scrub } from './error-reporting';

const reports: Report[] = [];
afterEach(() => {
  installReporter(null);
  reports.length = 0;
});

describe('error reporting', () => {
  it('is a no-op until a reporter is installed', () => {
    expect(() => reportError(new Error('x'), 500)).not.toThrow();
  });

  it('sends 4xx as warnings and 5xx or no status as errors', () => {
    installReporter((r) => reports.push(r));
    reportError('createUser: bad', 400);
    reportError('createUser: down', 503);
    reportError(new Error('render failed'));
    expect(reports.map((r) => r.level)).toEqual(['warning', 'error', 'error']);
  });

  it.each([
    ['{"code":"123456","phone_number":"5512345678"}', '123456'],
    ['{"nip":"4321"}', '4321'],
    ['{"password":"246810"}', '246810'],
    ['{"signature":"iVBORw0KGgo="}', 'iVBORw0KGgo='],
    ['{"access_token":"sandbox-token-55"}', 'sandbox-token-55'],
    ['Tu código es 654321', '654321'],
  ])('never carries a secret: %s', (text, secret) => {
    installReporter((r) => reports.push(r));
    reportError(new Error(text), 500);
    expect(reports[0]?.message).not.toContain(secret);
    expect(scrub(text)).not.toContain(secret);
  });
});
