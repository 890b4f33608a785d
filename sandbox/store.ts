// Everything the sandbox remembers, in memory. POST /sandbox/reset forgets it all.
import { type Aval, type Progress, scenarioFor } from './scenarios.ts';

export interface SandboxUser {
  id: string;
  phone: string;
  progress: Progress;
  avals: Aval[];
  welcomeScreenNumber: number;
  /** Set when the consent NIP is confirmed: how many detail polls answered WAITING since, and how many failed. */
  awaitingVerdict?: { polls: number; failed?: number };
}

export interface OutboxEntry {
  to: string;
  kind: 'code' | 'nip';
  /** What the SMS says. */
  text: string;
  /**
   * The whole SMS as a phone receives it: the text, then the origin-bound line
   * '@host #code' for the host the sandbox was asked on, which the WebOTP API
   * (and iOS's one-time-code autofill) needs to offer the code to that site.
   */
  message: string;
  code: string;
  /** ISO timestamp. */
  at: string;
}

export interface SandboxState {
  /** By user id. */
  users: Map<string, SandboxUser>;
  /** The last security code sent, by phone. */
  codes: Map<string, string>;
  /** The last consent NIP sent, by user id. */
  nips: Map<string, string>;
  /** The last guarantor NIP sent, by `${userId}|${to}`. */
  avalNips: Map<string, string>;
  /** Tokens issued since the last reset, with the phone each belongs to. */
  tokens: Map<string, string>;
  /** Reverse one-time-password sessions started, with their phone. */
  reverseOtpSessions: Map<string, string>;
  /** `${userId}|${personType}` of the contracts already signed. */
  signed: Set<string>;
  /** Every SMS "sent", oldest first. */
  outbox: OutboxEntry[];
}

export function createState(): SandboxState {
  return {
    users: new Map(),
    codes: new Map(),
    nips: new Map(),
    avalNips: new Map(),
    tokens: new Map(),
    reverseOtpSessions: new Map(),
    signed: new Set(),
    outbox: [],
  };
}

/** Empties the state in place, so references handed out earlier stay valid. */
export function resetState(state: SandboxState): void {
  for (const value of Object.values(state)) {
    if (value instanceof Map || value instanceof Set) value.clear();
  }
  state.outbox.length = 0;
}

/** Short and stable, so a person can read it in the address bar: 'u-5512345678'. */
export const userIdFor = (phone: string) => `u-${phone}`;

export const phoneOfUserId = (id: string) => /^u-(\d{10})$/.exec(id)?.[1];

/** Deterministic, so a test can predict it; valid only once issued (until the next reset). */
export function issueToken(state: SandboxState, phone: string): string {
  const token = `sandbox-token-${phone}`;
  state.tokens.set(token, phone);
  return token;
}

/** The user with this id, seeding an existing user of the scenario table on first sight. */
export function findUser(state: SandboxState, id: string): SandboxUser | undefined {
  const known = state.users.get(id);
  if (known) return known;
  const phone = phoneOfUserId(id);
  const existing = phone ? scenarioFor(phone).existing : undefined;
  if (!phone || !existing) return undefined;
  const user: SandboxUser = {
    id,
    phone,
    progress: { next_step: existing.next_step, status: existing.status },
    avals: existing.avals ? existing.avals.map((a) => ({ ...a })) : [],
    welcomeScreenNumber: scenarioFor(phone).welcomeScreenNumber,
  };
  state.users.set(id, user);
  return user;
}

export const findUserByPhone = (state: SandboxState, phone: string) => findUser(state, userIdFor(phone));

/** The User answer (`User` in api/openapi.yaml). */
export function userView(user: SandboxUser) {
  return {
    id: user.id,
    user_id: user.id,
    user_type: 'SK',
    phone_number: user.phone,
    next_step: user.progress.next_step,
    status: user.progress.status,
    avals: user.avals.map((a) => ({ ...a })),
    request: { ...user.progress, welcome_screen_number: user.welcomeScreenNumber },
  };
}

/** A random code of `digits` digits (codes and NIPs). */
export function randomCode(digits: number): string {
  return Array.from({ length: digits }, () => Math.floor(Math.random() * 10)).join('');
}
