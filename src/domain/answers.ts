// The shapes of the answers' `data`, derived from schemas/api/user.json and answers.json
// (DESIGN.md 'Answer shapes'). Here, outside api/ and calls/, so both use one set of types.
import type { FromSchema } from 'json-schema-to-ts';
import type { schema as answers } from '../generated/api/answers';
import type { schema as user } from '../generated/api/user';

type Def = (typeof answers)['definitions'];

export type User = FromSchema<typeof user>;
export type Ack = FromSchema<Def['ack']>;
export type CreatedUser = FromSchema<Def['createdUser']>;
export type CodeValidated = FromSchema<Def['codeValidated']>;
export type ReverseOtpValidated = FromSchema<Def['reverseOtpValidated']>;
export type Redirection = FromSchema<Def['redirection']>;
export type NipSent = FromSchema<Def['nipSent']>;
export type AvalNipSent = FromSchema<Def['avalNipSent']>;
export type ZipCodeEntry = FromSchema<Def['zipCode']>['data'][number];
export type SalesRange = FromSchema<Def['salesRanges']>['ranges'][number];
export type AdviserContact = FromSchema<Def['adviserContact']>;
export type AdviserContactType = AdviserContact['type'];
export type IdentityStatus = FromSchema<Def['identityStatus']>;
export type Contract = FromSchema<Def['contract']>;
