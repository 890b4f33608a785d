import { useCallback } from 'react';
import type { ApiError } from '../api/api-error';
import { type FailedCall, type Run, type RunOptions, run } from '../calls/run';
import { useFlow } from './flow-context';

/**
 * `run` bound to the current step: an error whose status the step routes
 * (`onError`, e.g. 422 → /rejected) navigates there instead of showing the modal.
 * Only a call to the registration service is routed (spec 8: 'any origination call');
 * the operations service's lead assignment never sends a new applicant to /rejected.
 */
export function useRun(): Run {
  const flow = useFlow();
  const onError = 'onError' in flow.step ? flow.step.onError : undefined;
  const go = flow.go;
  return useCallback(
    ((name, ...[input, options]) => {
      const routeOf = (error: ApiError, call: FailedCall) =>
        call.service === 'registration' ? onError?.[String(error.status)] : undefined;
      const routed = (error: ApiError, call: FailedCall) => {
        const target = routeOf(error, call);
        if (!target) return false;
        go({ ...target, replace: true });
        return true;
      };
      // A status the step routes is never 'unshown': the person leaves for its route.
      const unshown = options?.unshown;
      const opts: RunOptions = {
        ...options,
        quiet: (e, call) => (options?.quiet?.(e, call) ?? false) || routed(e, call),
        ...(unshown ? { unshown: (e: ApiError, call: FailedCall) => !routeOf(e, call) && unshown(e, call) } : {}),
      };
      return (run as (n: typeof name, i: unknown, o: RunOptions) => ReturnType<Run>)(name, input, opts);
    }) as Run,
    [onError, go],
  );
}
