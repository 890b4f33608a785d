// The shapes of the answers' `data`, from the contract (api/openapi.yaml, generated into
// src/generated/api/answers.ts): what the client reads of each answer, and no more. Here,
// outside api/ and calls/, so both use one set of types.
import type { FromSchema } from 'json-schema-to-ts';
import type { schemas } from '../generated/api/answers';

type Schemas = typeof schemas;
/** The `data` an answer of the contract carries. */
type DataOf<K extends keyof Schemas> = NonNullable<FromSchema<Schemas[K]> extends { data?: infer D } ? D : never>;

export type User = FromSchema<Schemas['User']>;
/** A success whose body nothing reads. */
export type Ack = Record<string, unknown>;
export type CreatedUser = DataOf<'CreatedUserAnswer'>;
export type CodeValidated = DataOf<'CodeValidatedAnswer'>;
export type ReverseOtpValidated = DataOf<'ReverseOtpValidatedAnswer'>;
export type Redirection = DataOf<'RedirectionAnswer'>;
export type NipSent = DataOf<'NipSentAnswer'>;
export type AvalNipSent = DataOf<'AvalNipSentAnswer'>;
export type ZipCodeEntry = DataOf<'ZipCodeAnswer'>['data'][number];
export type SalesRange = DataOf<'SalesRangesAnswer'>['ranges'][number];
export type AdviserContact = DataOf<'AdviserContactAnswer'>;
export type AdviserContactType = FromSchema<Schemas['AdviserContactType']>;
export type IdentityStatus = DataOf<'IdentityStatusAnswer'>;
export type Contract = DataOf<'ContractAnswer'>;
