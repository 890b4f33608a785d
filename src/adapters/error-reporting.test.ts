import { afterEach, describe, expect, it } from 'vitest';
import { errorType, installReporter, type Report, reportError, scrub, WITHHELD } from './error-reporting';

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

  it.each([
    ['RFC GODE561231GR8 no coincide', 'RFC [redacted] no coincide'],
    ['rfc:gode561231gr8.', 'rfc:[redacted].'],
    ['la empresa ABC&010101A1B', 'la empresa [redacted]'],
    ['CURP GODE561231HDFRRN09', 'CURP [redacted]'],
    ['escribe a emma.gomez+1@correo.com.mx hoy', 'escribe a [redacted] hoy'],
    ['sendCode POST /v1/users/code: 500', 'sendCode POST /v1/users/code: 500'],
  ])('redacts RFCs, CURPs and e-mail addresses whole: %s', (text, scrubbed) => {
    expect(scrub(text)).toBe(scrubbed);
  });

  it('sends what was thrown by its type alone: a message that is not ours may hold a name', () => {
    installReporter((r) => reports.push(r));
    const error = new TypeError('readable_message: Emma Gómez ya tiene una solicitud');
    reportError(error);
    reportError('Emma Gómez');
    reportError({ readable_message: 'Emma Gómez' });
    expect(reports.map((r) => r.message)).toEqual([
      `TypeError: ${WITHHELD}`,
      `Non-Error string: ${WITHHELD}`,
      `Non-Error object: ${WITHHELD}`,
    ]);
    // The Error itself goes along for its stack; the reporter withholds its text too (sentry.ts).
    expect(reports[0]?.error).toBe(error);
  });

  it('names an error by a type that looks like one, else plainly', () => {
    const renamed = new Error('x');
    renamed.name = 'Emma Gómez 5512345678';
    expect([errorType(new RangeError('x')), errorType(renamed), errorType(null), errorType(42)]).toEqual([
      'RangeError',
      'Error',
      'Non-Error null',
      'Non-Error number',
    ]);
  });
});
