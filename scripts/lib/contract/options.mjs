// What contract:check's flags become: the walk's options, with the sandbox's defaults where the
// target is a sandbox (its scenario users, its SMS outbox), and where the codes come from.
import { createInterface } from 'node:readline/promises';

/** The newest code of a kind ('code', 'nip') a sandbox's outbox holds for a phone. */
function outboxReader(origin) {
  return async (kind, phone) => {
    const res = await fetch(`${origin}/sandbox/outbox`, { signal: AbortSignal.timeout(10_000) });
    const outbox = res.ok ? await res.json() : [];
    return outbox.filter((m) => m.kind === kind && m.to === phone).at(-1)?.code;
  };
}

const WHAT = { code: 'SMS code', nip: 'consent NIP', 'aval-nip': "guarantor's NIP" };

/** Where the walk's codes come from: the flags, then the sandbox's outbox, then a person at a terminal. */
function secrets(args, outbox) {
  const given = { code: args.code, nip: args.nip, 'aval-nip': args['aval-nip'] };
  return async (kind, phone) => {
    if (given[kind]) return given[kind];
    const fromOutbox = outbox ? await outbox(kind === 'code' ? 'code' : 'nip', phone) : undefined;
    if (fromOutbox) return fromOutbox;
    if (!process.stdin.isTTY) return undefined;
    const rl = createInterface({ input: process.stdin, output: process.stderr });
    try {
      return (await rl.question(`${WHAT[kind]} sent to ${phone}: `)).trim() || undefined;
    } finally {
      rl.close();
    }
  };
}

const fresh = (prefix) =>
  `${prefix}${String(Math.floor(Math.random() * 10 ** (10 - prefix.length))).padStart(10 - prefix.length, '0')}`;

/**
 * The walk's options from the command line's flags (their names without '--'). `target` is
 * { sandbox: origin } for a sandbox, or { registration, operations } for a staging.
 */
export function walkOptions(args, target) {
  const sandbox = 'sandbox' in target;
  return {
    registration: sandbox ? `${target.sandbox}/sandbox/registration` : target.registration,
    operations: sandbox ? `${target.sandbox}/sandbox/operations` : target.operations,
    sandbox,
    token: args.token,
    apiKey: args['api-key'],
    // 559… is no scenario of the sandbox's: a new applicant, pre-approved. Not ending in 9: the
    // signer is the applicant, and the sandbox answers 'already signed' for user ids ending in 9.
    phone: args.phone ?? `${fresh('559').slice(0, 9)}${Math.floor(Math.random() * 9)}`,
    anonymousId: crypto.randomUUID(),
    zip: args.zip ?? '50000',
    reverseOtpSession: args['reverse-otp-session'],
    avalSession: args['aval-session'],
    collateralId: args['collateral-id'] ?? 'c-1',
    // The sandbox's existing user of row 11 has a partner (README 'Sandbox scenarios'); an id
    // ending in 1 gets the consent's redirection_url.
    guarantor: {
      id: args['guarantor-id'] ?? (sandbox ? 'u-5510110001' : undefined),
      type: args['guarantor-type'] ?? 'SK',
      to: args['guarantor-to'] ?? 'partner',
      phone: args['guarantor-phone'] ?? (sandbox ? '5522220000' : undefined),
    },
    guarantorNewPhone: fresh('557'),
    signer: { id: args['signer-id'], type: args['signer-type'] ?? 'SK', person: args['person-type'] ?? 'titular' },
    skip: args.skip?.split(',').map((s) => s.trim()),
    polls: Number(args.polls ?? 12),
    pollEveryMs: 5000,
    timeoutMs: Number(args.timeout ?? 30_000),
    secret: secrets(args, sandbox ? outboxReader(target.sandbox) : null),
  };
}
