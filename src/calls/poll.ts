// A screen's quiet read (the waiting screen's detail, the review's identity status), apart
// from run.ts: only those two lazy screens use it, so it stays off the first screen.
import { reportCallFailure } from '../adapters/error-reporting';
import { callNamed } from '../adapters/flow-events';
import { type ApiError, toApiError } from '../api/api-error';
import { isWrongVerification } from '../api/error-text';
import type { OperationInput, OperationName, OperationOutput } from '../api/registry';
import { loadOperations, type RunResult } from './run';

/**
 * A read that shows nothing, for a screen's poll: no loading overlay, no error modal, no
 * state. A failure is reported as run's are (spec 8: 4xx as warnings, 5xx or no answer as
 * errors), unless `expected` says the screen answers it (a status its step routes); the
 * poll goes on either way.
 */
export async function poll<N extends OperationName>(
  name: N,
  input: OperationInput<N>,
  expected?: (error: ApiError) => boolean,
): Promise<RunResult<OperationOutput<N>>> {
  const operation = (await loadOperations()).operations[name];
  const call = operation.call as (input: unknown) => Promise<OperationOutput<N>>;
  try {
    return { ok: true, data: await call(input) };
  } catch (e) {
    const error = await toApiError(e);
    if (!expected?.(error) && !isWrongVerification(error)) reportCallFailure(callNamed(name), error.status);
    return { ok: false, error };
  }
}
