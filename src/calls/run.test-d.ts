// Type-level checks, run by `tsc --noEmit`: `run` takes the operation's name once, and
// the name types its input and its answer (from the registry).
import { expectTypeOf } from 'vitest';
import type { ApiError } from '../api/api-error';
import type { User } from '../domain/answers';
import { CALLS, type CallTable } from './call-table';
import { type RunResult, run } from './run';

declare const never: () => never;
// A function is only checked, never called: these lines run no call.
if (never()) {
  expectTypeOf(run('getUserByPhone', { phone_number: '5512345678' })).resolves.toEqualTypeOf<RunResult<User | null>>();
  expectTypeOf(run('getCities')).resolves.toEqualTypeOf<RunResult<string[]>>();
  expectTypeOf<RunResult<string[]>>().toEqualTypeOf<
    { ok: true; data: string[] } | { ok: false; error: ApiError | null }
  >();

  // The input, or a function that builds it inside the call.
  void run('sendCode', async () => ({ anonymous_id: 'a', phone_number: '5512345678' }));
  void run('confirmNip', { id: 'u-1', type: 'SK', nip: '1234' }, { unshown: () => true });

  // @ts-expect-error a wrong input: confirmNip needs the NIP
  void run('confirmNip', { id: 'u-1', type: 'SK' });
  // @ts-expect-error a wrong input: the zip is a string
  void run('getZipCode', { zip: 50000 });
  // @ts-expect-error an operation that takes an input needs it
  void run('saveBusiness');
  // @ts-expect-error an operation without input takes none
  void run('getCities', { page: 1 });
  // @ts-expect-error no such operation
  void run('saveEverything', {});
  // @ts-expect-error a lazy input is checked too
  void run('sendCode', async () => ({ phone_number: '5512345678' }));
}

// The call table has a row for every operation: one left out does not compile.
const { getZipCode, ...withoutZip } = CALLS;
void getZipCode;
// @ts-expect-error getZipCode's row is missing
const incomplete: CallTable = withoutZip;
void incomplete;
// A resend rule reads its own operation's input.
const wrongResend: CallTable['getZipCode'] = {
  ...CALLS.getZipCode,
  // @ts-expect-error getZipCode's input has no resend flag
  resend: { when: (i) => i.resend, writes: CALLS.getZipCode.writes },
};
void wrongResend;
