/**
 * Password tries, kept where the limits of rate-limit.ts can count them. Two stores, one rule:
 *
 * - {@link memoryAttempts}: rows in this process (one instance; tests move its clock);
 * - {@link databaseAttempts}: a row per try in `SignInAttempt`, so that a guesser who spreads
 *   guesses over several instances behind a proxy gets the same budget as one who does not.
 *
 * A try is charged *before* the password is compared and refunded when it was right, so parallel
 * guesses cannot all slip through before the first failure is counted: a try first asks the
 * rule, then writes its row, then asks again counting every other row written meanwhile (on any
 * instance); refused then, it deletes its row. Parallel tries may all be refused at the edge of
 * a budget, never all admitted. A right password also forgets that address's failures on that
 * account, so a designer's typos do not count against them later.
 */
import type { Db } from "../db";
import { getDb } from "../db";
import { addressKey, DEFAULT_LIMITS, PAIR_LOOKBACK, verdict, type AttemptLimits, type RecentTries } from "./rate-limit";

export type Attempt =
  | { readonly ok: true; /** The password was right: the try costs nothing. */ refund(): Promise<void> }
  | { readonly ok: false; readonly retryAfterMs: number; readonly scope: "address" | "account" };

export interface AttemptLimiter {
  /**
   * Charges one try by `address` at `account` (rate-limit.ts: `PASSWORD_ACCOUNT`, `accountKey`)
   * now, or says how long it must wait (a refused try is refused for the right password too).
   */
  take(address: string, account: string, now: number): Promise<Attempt>;
}

/** Where tries are kept: the few queries the rule needs. */
interface TryRows {
  /** Times (ms) of the tries since `since` by `address` and/or at `account`, newest first, at most `take`, without row `except`. */
  recent(where: { address?: string; account?: string }, since: number, take: number, except?: string): Promise<number[]>;
  add(address: string, account: string, at: number): Promise<string>;
  remove(id: string): Promise<void>;
  /** Deletes the tries of `address` at `account` (its password was right). */
  forget(address: string, account: string): Promise<void>;
  /** Deletes the tries older than `before` (no rule looks at them any more). */
  prune(before: number): Promise<void>;
}

function limiter(rows: TryRows, limits: AttemptLimits): AttemptLimiter {
  const horizon = Math.max(limits.windowMs, limits.accountWindowMs);
  async function tries(address: string, account: string, now: number, except?: string): Promise<RecentTries> {
    const [own, all, pair] = await Promise.all([
      rows.recent({ address }, now - limits.windowMs, limits.perAddress, except),
      rows.recent({ account }, now - limits.accountWindowMs, limits.perAccount, except),
      rows.recent({ address, account }, now - limits.accountWindowMs, Math.max(PAIR_LOOKBACK, limits.guardedFree), except),
    ]);
    return { address: own, account: all, pair };
  }
  return {
    async take(address, account, now) {
      const key = addressKey(address);
      const early = verdict(await tries(key, account, now), limits, now);
      if (!early.ok) return early; // a refused guess writes nothing
      await rows.prune(now - horizon);
      const id = await rows.add(key, account, now);
      const late = verdict(await tries(key, account, now, id), limits, now);
      if (!late.ok) {
        await rows.remove(id);
        return late;
      }
      return {
        ok: true,
        async refund() {
          await rows.remove(id);
          await rows.forget(key, account);
        },
      };
    },
  };
}

interface MemoryRow {
  readonly id: string;
  readonly address: string;
  readonly account: string;
  readonly at: number;
}

/**
 * Tries kept in this process, at most `maxRows` (the oldest forgotten first: a flood of
 * addresses cannot grow the server's memory without bound).
 */
export function memoryAttempts(limits: AttemptLimits = DEFAULT_LIMITS, maxRows = 100_000): AttemptLimiter {
  let rows: MemoryRow[] = [];
  let next = 0;
  const matches = (row: MemoryRow, where: { address?: string; account?: string }) =>
    (where.address === undefined || row.address === where.address) && (where.account === undefined || row.account === where.account);
  return limiter(
    {
      recent(where, since, take, except) {
        const found = rows.filter((r) => r.at > since && r.id !== except && matches(r, where)).map((r) => r.at);
        return Promise.resolve(found.sort((a, b) => b - a).slice(0, take));
      },
      add(address, account, at) {
        const id = String(next++);
        rows.push({ id, address, account, at });
        if (rows.length > maxRows) rows = rows.slice(rows.length - maxRows);
        return Promise.resolve(id);
      },
      remove(id) {
        rows = rows.filter((r) => r.id !== id);
        return Promise.resolve();
      },
      forget(address, account) {
        rows = rows.filter((r) => !(r.address === address && r.account === account));
        return Promise.resolve();
      },
      prune(before) {
        if (rows.some((r) => r.at < before)) rows = rows.filter((r) => r.at >= before);
        return Promise.resolve();
      },
    },
    limits,
  );
}

/** Tries counted in the database (`SignInAttempt`), shared by every instance on it. */
export function databaseAttempts(db: () => Db = () => getDb(), limits: AttemptLimits = DEFAULT_LIMITS): AttemptLimiter {
  return limiter(
    {
      async recent(where, since, take, except) {
        const found = await db().signInAttempt.findMany({
          where: { ...where, at: { gt: new Date(since) }, ...(except === undefined ? {} : { id: { not: except } }) },
          orderBy: { at: "desc" },
          take,
          select: { at: true },
        });
        return found.map((r) => r.at.getTime());
      },
      async add(address, account, at) {
        return (await db().signInAttempt.create({ data: { address, account, at: new Date(at) }, select: { id: true } })).id;
      },
      async remove(id) {
        await db().signInAttempt.deleteMany({ where: { id } });
      },
      async forget(address, account) {
        await db().signInAttempt.deleteMany({ where: { address, account } });
      },
      async prune(before) {
        await db().signInAttempt.deleteMany({ where: { at: { lt: new Date(before) } } });
      },
    },
    limits,
  );
}
