import { useCallback } from 'react';
import type { ApiError } from '../api/api-error';
import { type Run, type RunOptions, run } from '../calls/run';
import { useFlow } from './flow-context';

/**
 * `run` bound to the current step: an error whose status the step routes
 * (`onError`, e.g. 422 → /rejected) navigates there instead of showing the modal.
 */
export function useRun(): Run {
  const flow = useFlow();
  const onError = 'onError' in flow.step ? flow.step.onError : undefined;
  const go = flow.go;
  return useCallback(
    ((name, ...[input, options]) => {
      const routed = (error: ApiError) => {
        const target = onError?.[String(error.status)];
        if (!target) return false;
        go({ ...target, replace: true });
        return true;
      };
      // A status the step routes is never 'unshown': the person leaves for its route.
      const unshown = options?.unshown;
      const opts: RunOptions = {
        ...options,
        quiet: (e) => (options?.quiet?.(e) ?? false) || routed(e),
        ...(unshown ? { unshown: (e: ApiError) => !onError?.[String(e.status)] && unshown(e) } : {}),
      };
      return (run as (n: typeof name, i: unknown, o: RunOptions) => ReturnType<Run>)(name, input, opts);
    }) as Run,
    [onError, go],
  );
}
