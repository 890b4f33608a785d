// Type-level checks, run by `tsc --noEmit`: `run` takes the operation's name once, and
// the name types its input and its answer (from the registry).
import { expectTypeOf } from 'vitest';
import type { ApiError } from '../api/api-error';
import { defineOperation } from '../api/define-operation';
import type { User } from '../domain/answers';
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

// An operation is one the contract (api/openapi.yaml) names: its method, path and spec names come from there.
if (never()) {
  // @ts-expect-error no such operation in the contract
  defineOperation({ name: 'saveEverything', call: async () => 1 });
  defineOperation({
    name: 'confirmNip',
    call: async (_input: { id: string }, send) => {
      // @ts-expect-error confirmNip's path template has {id} and {type}
      void send({ user: 'u-1' });
      return 1;
    },
  });
}
