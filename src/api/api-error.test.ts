import ky, { HTTPError, TimeoutError } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isApiError,
  OFFLINE_MESSAGE,
  REQUEST_MESSAGE,
  SERVER_MESSAGE,
  TIMEOUT_MESSAGE,
  toApiError,
  UNEXPECTED_MESSAGE,
} from './api-error';
import { operations } from './registry';
import { json, stubFetch } from './test-fetch';

afterEach(() => vi.unstubAllGlobals());

/** The error ky really throws for this answer. */
async function httpError(response: Response): Promise<unknown> {
  return ky('http://api.test/x', { retry: 0, fetch: async () => response }).then(
    () => 'no error',
    (e: unknown) => e,
  );
}

describe('toApiError', () => {
  it('reads message and readable_message from a JSON failure', async () => {
    const e = await httpError(json(500, { message: 'sms provider down', readable_message: 'Intenta más tarde.' }));
    expect(e).toBeInstanceOf(HTTPError);
    expect(await toApiError(e)).toEqual({
      status: 500,
      message: 'sms provider down',
      readable_message: 'Intenta más tarde.',
    });
  });

  it('keeps the status and message of a 4xx without readable_message', async () => {
    const e = await httpError(json(401, { message: 'unauthenticated for invalid credentials' }));
    expect(await toApiError(e)).toEqual({
      status: 401,
      message: 'unauthenticated for invalid credentials',
    });
  });

  it('gives a Spanish message for an HTML error page', async () => {
    const html = new Response('<!doctype html><h1>502 Bad Gateway</h1>', {
      status: 502,
      headers: { 'content-type': 'text/html' },
    });
    expect(await toApiError(await httpError(html))).toEqual({
      status: 502,
      message: SERVER_MESSAGE,
    });
  });

  it('survives a cut-off JSON body', async () => {
    const broken = new Response('{"message": "half', {
      status: 400,
      headers: { 'content-type': 'application/json' },
    });
    expect(await toApiError(await httpError(broken))).toEqual({
      status: 400,
      message: REQUEST_MESSAGE,
    });
  });

  it('ignores JSON that is not an error object', async () => {
    expect(await toApiError(await httpError(json(500, ['x'])))).toEqual({
      status: 500,
      message: SERVER_MESSAGE,
    });
    expect(await toApiError(await httpError(json(422, { message: 42 })))).toEqual({
      status: 422,
      message: REQUEST_MESSAGE,
    });
    expect(await toApiError(await httpError(new Response(null, { status: 500 })))).toEqual({
      status: 500,
      message: SERVER_MESSAGE,
    });
  });

  it('reports a timeout with status 0', async () => {
    const e = await ky('http://api.test/slow', {
      retry: 0,
      timeout: 20,
      fetch: (input) =>
        new Promise((_, reject) => {
          const signal = (input as Request).signal;
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    }).then(
      () => 'no error',
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(TimeoutError);
    expect(await toApiError(e)).toEqual({
      status: 0,
      message: 'La solicitud tardó demasiado. Revisa tu conexión e inténtalo de nuevo.',
    });
    expect(TIMEOUT_MESSAGE).toBe('La solicitud tardó demasiado. Revisa tu conexión e inténtalo de nuevo.');
  });

  it('reports a network failure with status 0', async () => {
    expect(await toApiError(new TypeError('Failed to fetch'))).toEqual({
      status: 0,
      message: 'No hay conexión a internet. Revisa tu conexión e inténtalo de nuevo.',
    });
    expect(OFFLINE_MESSAGE).toMatch(/^No hay conexión/);
  });

  it('passes an ApiError through and wraps anything else', async () => {
    const known = { status: 412, message: 'not eligible' };
    expect(await toApiError(known)).toBe(known);
    expect(await toApiError(new SyntaxError('Unexpected token <'))).toEqual({
      status: 0,
      message: UNEXPECTED_MESSAGE,
    });
    expect(await toApiError('weird')).toEqual({ status: 0, message: UNEXPECTED_MESSAGE });
  });
});

describe('operations reject with ApiErrors only', () => {
  it('when offline', async () => {
    stubFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(operations.getCities.call()).rejects.toEqual({
      status: 0,
      message: OFFLINE_MESSAGE,
    });
  });

  it('when a misrouted call answers the app page with 200', async () => {
    stubFetch(() => new Response('<!doctype html><div id="root"></div>', { status: 200 }));
    await expect(operations.getBusinessTypes.call()).rejects.toEqual({
      status: 0,
      message: UNEXPECTED_MESSAGE,
    });
  });

  it('with the server text of a 422', async () => {
    stubFetch(() => json(422, { message: 'applicant does not meet the requirements' }));
    await expect(operations.getSalesRanges.call()).rejects.toEqual({
      status: 422,
      message: 'applicant does not meet the requirements',
    });
  });
});

describe('isApiError', () => {
  it.each([
    [{ status: 0, message: 'x' }, true],
    [{ status: 500, message: 'x', readable_message: 'y' }, true],
    [{ status: 500, message: 'x', readable_message: 3 }, false],
    [{ status: '500', message: 'x' }, false],
    [{ message: 'x' }, false],
    [new Error('x'), false],
    [null, false],
    ['x', false],
  ])('%j → %s', (x, expected) => {
    expect(isApiError(x)).toBe(expected);
  });
});
