// Type-level checks, run by `tsc --noEmit`: the payload and answer types come from the contract (api/openapi.yaml).
import { expectTypeOf } from 'vitest';
import type { User } from '../domain/answers';
import type { CreateUserPayload } from './operations/create-user';
import { type OperationInput, type OperationOutput, operations } from './registry';

expectTypeOf<OperationOutput<'getUserByPhone'>>().toEqualTypeOf<User | null>();
expectTypeOf<OperationOutput<'getCities'>>().toEqualTypeOf<string[]>();
expectTypeOf<OperationInput<'confirmNip'>>().toEqualTypeOf<{ nip: string } & { id: string; type: string }>();
expectTypeOf<CreateUserPayload['marital_status']>().toEqualTypeOf<
  'SINGLE' | 'MARRIED' | 'FREE_UNION' | 'DIVORCED' | 'WIDOW'
>();
expectTypeOf<CreateUserPayload['account_type_id']>().toEqualTypeOf<'SK'>();
expectTypeOf<CreateUserPayload['kiban_flow_version_id']>().toEqualTypeOf<number | undefined>();
expectTypeOf<NonNullable<User['avals']>[number]['aval_type']>().toEqualTypeOf<'PARTNER' | 'COLLATERAL'>();

// Calls without input take no argument.
void operations.getBusinessTypes.call();

const payload: CreateUserPayload = {
  account_type_id: 'SK',
  name: 'Ana',
  lastname: 'Ruiz',
  maternal_lastname: '',
  dob: '1990-01-01',
  length_of_residency_in_years: 1,
  marital_status: 'WIDOW',
  phone_number: '5512345678',
  utm_source: '',
  utm_name: '',
  utm_medium: '',
  sales_identifier: '',
};
// @ts-expect-error the schema's enum, not any string
payload.marital_status = 'SOLTERO';
// @ts-expect-error additionalProperties: false
const extra: CreateUserPayload = { ...payload, nickname: 'Anita' };
void extra;
// @ts-expect-error the adviser contact types are closed
void operations.reportAdviserContact.call({ accountType: 'SK', user_id: 'u-1', type: 'EMAIL' });
