/**
 * How fast passwords may be guessed: the policy, pure (attempts.ts keeps the tries, in memory or
 * in the database, and asks this file whether the next one may go on).
 *
 * The old rule had a budget for all addresses together, so 60 wrong guesses a minute from
 * anywhere refused everyone, the right password included (issue 24). Now nothing is shared by
 * everyone; a try is refused when
 *
 * 1. its address made {@link AttemptLimits.perAddress} tries in the last minute, whatever it
 *    tried (10 a minute: guessing is no faster than before);
 * 2. its address failed {@link AttemptLimits.pairFree} times or more on this account lately:
 *    each further try waits twice as long as the one before (1 s, 2 s, 4 s, ... up to the
 *    account window), so one address guessing one account slows down fast;
 * 3. the account failed {@link AttemptLimits.perAccount} times lately from all addresses
 *    together (it is "guarded") *and* this address failed {@link AttemptLimits.guardedFree}
 *    times on it. An address that never failed on the account (or made a typo) still gets its
 *    try: the owner signing in from their own machine is never locked out by strangers, and a
 *    guesser with many addresses gets `guardedFree` guesses per address per account window.
 *
 * A refused try is refused whatever the password, or the answer would tell which one is right.
 */
import { createHash } from "node:crypto";

export interface AttemptLimits {
  /** Tries one address may make per {@link windowMs}, whatever it tries. */
  readonly perAddress: number;
  readonly windowMs: number;
  /** Failures on one account (all addresses) after which only addresses without one on it may try. */
  readonly perAccount: number;
  /** How long a failure counts against its account and its (address, account) pair. */
  readonly accountWindowMs: number;
  /** Failures of one address on one account before each further try waits (doubling from 1 s). */
  readonly pairFree: number;
  /** Failures of one address on a guarded account that still let it try (a typo or so). */
  readonly guardedFree: number;
}

/** 10 tries a minute per address; back-off after 3 failures on one account; guarded after 30 in 15 minutes. */
export const DEFAULT_LIMITS: AttemptLimits = { perAddress: 10, windowMs: 60_000, perAccount: 30, accountWindowMs: 15 * 60_000, pairFree: 3, guardedFree: 2 };

/** How many of the pair's tries a verdict looks at (the back-off's exponent is capped anyway). */
export const PAIR_LOOKBACK = 32;

/** The tries that matter for the next one, as epoch ms, newest first. */
export interface RecentTries {
  /** The address's, within `windowMs` (at most `perAddress`). */
  readonly address: readonly number[];
  /** The account's from every address, within `accountWindowMs` (at most `perAccount`). */
  readonly account: readonly number[];
  /** The address's on this account, within `accountWindowMs` (at most {@link PAIR_LOOKBACK}). */
  readonly pair: readonly number[];
}

export type Verdict = { readonly ok: true } | { readonly ok: false; readonly retryAfterMs: number; readonly scope: "address" | "account" };

const wait = (scope: "address" | "account", until: number, now: number): Verdict => ({ ok: false, scope, retryAfterMs: Math.max(1, Math.ceil(until - now)) });

/** Whether the next try may go on now (see the file comment), and if not, how long until it may. */
export function verdict(tries: RecentTries, limits: AttemptLimits, now: number): Verdict {
  const oldestOfAddress = tries.address[limits.perAddress - 1];
  if (oldestOfAddress !== undefined) return wait("address", oldestOfAddress + limits.windowMs, now);
  const lastOfPair = tries.pair[0];
  if (lastOfPair !== undefined && tries.pair.length >= limits.pairFree) {
    const backOff = Math.min(limits.accountWindowMs, 1000 * 2 ** Math.min(30, tries.pair.length - limits.pairFree));
    if (lastOfPair + backOff > now) return wait("account", lastOfPair + backOff, now);
  }
  const oldestOfAccount = tries.account[limits.perAccount - 1];
  const oldestOfPair = tries.pair[limits.guardedFree - 1];
  if (oldestOfAccount !== undefined && oldestOfPair !== undefined) {
    // Free again when enough of this address's failures on the account, or of the account's, age out.
    return wait("account", Math.min(oldestOfPair, oldestOfAccount) + limits.accountWindowMs, now);
  }
  return { ok: true };
}

/** The shared password's key in the account column (there is one "account": the password). */
export const PASSWORD_ACCOUNT = "password";
/** The first-run setup code's key. */
export const SETUP_ACCOUNT = "setup";

/**
 * The key of an account's e-mail: a hash, so the table of tries names no e-mail (and any text a
 * guesser types has one short key). Case and surrounding spaces do not make another account.
 */
export function accountKey(email: string): string {
  return `user:${createHash("sha256").update(email.trim().toLowerCase(), "utf8").digest("hex").slice(0, 32)}`;
}

/**
 * The key of a client address: IPv4 as it is (also when IPv4-mapped IPv6), IPv6 by its /64
 * network, because one machine gets a whole /64 and could otherwise rotate addresses freely.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === "" ? [] : tail.split(":");
  const groups = address.includes("::") ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
