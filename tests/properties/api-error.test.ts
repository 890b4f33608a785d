// @vitest-environment node
// Failed calls under hostile answers (property tests): whatever the server or
// the network gives back, the error handling never throws and the person reads
// a text: the server's own (spec section 8: readable_message, else message) or,
// when it sent nothing readable, one of our Spanish sentences.
import fc from 'fast-check';
import ky from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isApiError,
  OFFLINE_MESSAGE,
  REQUEST_MESSAGE,
  SERVER_MESSAGE,
  TIMEOUT_MESSAGE,
  toApiError,
  UNEXPECTED_MESSAGE,
} from '../../src/api/api-error';
import { errorText, WRONG_VERIFICATION_TEXT } from '../../src/api/error-text';
import { operations } from '../../src/api/registry';
import { stubFetch } from '../../src/api/test-fetch';
import { hostileString, RUNS } from './hostile';

const OUR_TEXTS = [
  TIMEOUT_MESSAGE,
  OFFLINE_MESSAGE,
  SERVER_MESSAGE,
  REQUEST_MESSAGE,
  UNEXPECTED_MESSAGE,
  WRONG_VERIFICATION_TEXT,
];

/** Text a person can read on the modal: something besides spaces, control and invisible format characters. */
const readable = (x: unknown): x is string => typeof x === 'string' && x.replace(/[\s\p{Cc}\p{Cf}]/gu, '') !== '';

/** An error body as a server, a proxy or a cut connection may send it. */
const body: fc.Arbitrary<string> = fc.oneof(
  hostileString,
  fc.json(),
  fc
    .record(
      {
        message: fc.oneof(hostileString, fc.jsonValue()),
        readable_message: fc.oneof(hostileString, fc.jsonValue()),
        data: fc.jsonValue(),
      },
      { requiredKeys: [] },
    )
    .map((b) => JSON.stringify(b)),
  fc.json().map((j) => j.slice(0, Math.max(0, j.length - 3))),
);

/** The error ky really throws for this answer (as src/api/api-error.test.ts does). */
function httpError(status: number, text: string): Promise<unknown> {
  const response = new Response(text, { status, headers: { 'content-type': 'application/json' } });
  return ky('http://api.test/x', { retry: 0, fetch: async () => response }).then(
    () => 'no error',
    (e: unknown) => e,
  );
}

function parsed(text: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('error answers under hostile bodies', () => {
  it("shows the server's readable text unchanged, else a Spanish sentence; never blank, never a throw", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 400, max: 599 }), body, async (status, text) => {
        const error = await toApiError(await httpError(status, text));
        expect(isApiError(error)).toBe(true);
        expect(error.status).toBe(status);
        const shown = errorText(error);
        expect(readable(shown)).toBe(true);
        const { message, readable_message } = parsed(text);
        if (readable(readable_message)) expect(shown).toBe(readable_message);
        else if (readable(message) && message !== 'unauthenticated for invalid credentials')
          expect(shown).toBe(message);
        else expect(OUR_TEXTS).toContain(shown);
      }),
      { numRuns: RUNS.slow * 2 },
    );
  });

  it('turns anything thrown into an ApiError with a text, even objects that only look like ky errors', async () => {
    const lookalike = fc.record(
      {
        name: fc.constantFrom('HTTPError', 'TimeoutError', 'TypeError', 'Error'),
        message: fc.oneof(hostileString, fc.jsonValue()),
        response: fc.oneof(fc.anything(), fc.constant(new Response('{}', { status: 500 }))),
        status: fc.oneof(fc.integer(), fc.jsonValue()),
      },
      { requiredKeys: ['name'] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.anything(), lookalike), async (thrown) => {
        const error = await toApiError(thrown);
        expect(isApiError(error)).toBe(true);
        expect(readable(errorText(error))).toBe(true);
      }),
      { numRuns: RUNS.fast },
    );
  });
});

describe('a zip-code answer under hostile bodies', () => {
  it('gives well-formed neighbourhoods only, or an ApiError', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ data: fc.record({ data: fc.jsonValue() }) }),
          fc.record({
            data: fc.record({
              data: fc.array(
                fc.oneof(
                  fc.jsonValue(),
                  fc.record({ neighborhood: hostileString, state: hostileString, city: fc.jsonValue() }),
                ),
              ),
            }),
          }),
        ),
        async (answer) => {
          stubFetch(() => new Response(JSON.stringify(answer), { status: 200 }));
          const result = await operations.getZipCode.call({ zip: '06700' }).then(
            (list) => ({ list }),
            (error: unknown) => ({ error }),
          );
          if ('error' in result) expect(isApiError(result.error)).toBe(true);
          else {
            expect(Array.isArray(result.list)).toBe(true);
            for (const e of result.list)
              for (const key of ['neighborhood', 'state', 'city'] as const) expect(typeof e[key]).toBe('string');
          }
        },
      ),
      { numRuns: RUNS.slow * 2 },
    );
  });
});
