import { useCallback } from 'react';
import type { ApiError } from '../api/api-error';
import type { OperationName } from '../api/registry';
import { type CallOptions, type CallRunner, runCall } from '../calls/run-call';
import { useFlow } from './flow-context';

/**
 * runCall bound to the current step: an error whose status the step routes
 * (`onError`, e.g. 422 → /rejected) navigates there instead of showing the modal.
 */
export function useCallRunner(): CallRunner {
  const flow = useFlow();
  const onError = 'onError' in flow.step ? flow.step.onError : undefined;
  const go = flow.go;
  return useCallback(
    async <T>(name: OperationName, fn: () => Promise<T>, options?: CallOptions) => {
      const routed = (error: ApiError) => {
        const target = onError?.[String(error.status)];
        if (!target) return false;
        go({ ...target, replace: true });
        return true;
      };
      // A status the step routes is never 'unshown': the person leaves for its route.
      const unshown = options?.unshown;
      const opts: CallOptions = {
        ...options,
        ...(unshown ? { unshown: (e: ApiError) => !onError?.[String(e.status)] && unshown(e) } : {}),
      };
      const r = await runCall(name, fn, routed, opts);
      return r as { ok: true; data: T } | { ok: false; error: ApiError | null };
    },
    [onError, go],
  );
}
