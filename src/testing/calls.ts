// The calls' state as tests read and set it: by the spec's slice and key names
// (section 3), the names each operation's declaration tracks it under.
import type { ApiError } from '../api/api-error';
import type { Slice } from '../api/define-operation';
import { operations } from '../api/registry';
import { type CallId, track } from '../calls/call-state';

const idOf = (slice: Slice, key: string) => (key.includes('.') ? key : `${slice}.${key}`) as CallId;

/** Every key the operations declare, as 'slice.key'. */
export function declaredIds(): CallId[] {
  const ids = Object.values(operations).flatMap(({ tracking: t }) => [
    idOf(t.slice, t.key),
    ...(t.resendKey ? [idOf(t.slice, t.resendKey)] : []),
    ...(t.also ?? []).map((a) => idOf(t.slice, a.key)),
  ]);
  return [...new Set(ids)];
}

/** The keys declared in a slice. */
export const keysOfSlice = (slice: Slice): string[] =>
  declaredIds()
    .filter((id) => id.startsWith(`${slice}.`))
    .map((id) => id.slice(slice.length + 1));

/** Sets a key's state by hand, as a call would. */
export const tracker = (slice: Slice) => ({
  start: (key: string) => track.start(idOf(slice, key)),
  succeed: (key: string, data: unknown) => track.succeed(idOf(slice, key), data),
  fail: (key: string, error: ApiError) => track.fail(idOf(slice, key), error),
  reset: (key: string) => track.reset(idOf(slice, key)),
});
