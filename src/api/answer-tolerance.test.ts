// What a success must carry, per operation, as the contract's `x-answer` says
// (api/openapi.yaml): an operation whose answer the flow can go on without takes a
// 204, an empty 200 or a 200 without `data` as a success; one whose answer it needs
// rejects them with an ApiError (the error modal). Every operation, from the document.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '../generated/api/contract';
import { operations } from './registry';
import { json, stubFetch } from './test-fetch';

/** Every path parameter and field any operation reads: each takes what it needs. */
const ANY_INPUT = {
  id: 'u-1',
  type: 'SK',
  user_type_id: 'SK',
  user_id: 'u-1',
  accountType: 'SK',
  zip: '50000',
  to: 'partner',
  aval_type: 'partner',
  phone_number: '5512345678',
  new_phone_number: '+525512345679',
  nip: '1234',
  verification_type: 'VERIFICATION',
  person_type: 'titular',
  signature: 'iVBORw0KGgo=',
  metadata: '{}',
  body: {},
};

const BARE = {
  'a 204': () => new Response(null, { status: 204 }),
  'an empty 200': () => new Response('', { status: 200 }),
  'a 200 without data': () => json(200, { message: 'ok' }),
  'a 200 whose data is null': () => json(200, { data: null }),
};

const names = Object.keys(contract) as (keyof typeof contract)[];
const call = (name: keyof typeof contract) =>
  (operations[name].call as (input: unknown) => Promise<unknown>)(ANY_INPUT);

afterEach(() => vi.unstubAllGlobals());

describe.each(Object.entries(BARE))('%s', (_, answer) => {
  it.each(names.filter((n) => contract[n].answer !== 'required'))(
    '%s goes on (x-answer optional or ignored)',
    async (name) => {
      stubFetch(answer);
      await expect(call(name)).resolves.toEqual({});
    },
  );

  it.each(names.filter((n) => contract[n].answer === 'required'))(
    '%s fails: the flow needs its answer',
    async (name) => {
      stubFetch(answer);
      await expect(call(name)).rejects.toMatchObject({ message: 'Ocurrió un error inesperado. Inténtalo de nuevo.' });
    },
  );
});

it('an optional answer is read when it is there: the default NIP, the guarantor names', async () => {
  stubFetch(() => json(200, { data: { nip: '4321', collateralName: 'María', shopkeeperName: 'Juan' } }));
  expect(await call('requestNip')).toMatchObject({ nip: '4321' });
  expect(await call('requestAvalNip')).toEqual({ nip: '4321', collateralName: 'María', shopkeeperName: 'Juan' });
});

it('covers every operation of the registry', () => {
  expect([...names].sort()).toEqual(Object.keys(operations).sort());
});
