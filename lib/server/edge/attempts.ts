/**
 * Password tries, counted where every app instance sees them. Two shapes of one contract:
 *
 * - {@link memoryAttempts}: the in-process token buckets of rate-limit.ts (one instance; tests
 *   move its clock);
 * - {@link databaseAttempts}: a row per try in `SignInAttempt`, so that a guesser who spreads
 *   guesses over several instances behind a proxy gets the same budget as one who does not.
 *
 * A try is charged *before* the password is compared and refunded when it was right, so parallel
 * guesses cannot all slip through before the first failure is counted (the check-then-charge of
 * one process would not hold across processes).
 */
import type { Db } from "../db";
import { getDb } from "../db";
import { addressKey, FailureLimiter } from "./rate-limit";

export type Attempt =
  | { readonly ok: true; /** The password was right: the try costs nothing. */ refund(): Promise<void> }
  | { readonly ok: false; readonly retryAfterMs: number; readonly scope: "address" | "overall" };

export interface AttemptLimiter {
  /** Charges one try to `address` now, or says how long it must wait (an empty budget refuses right passwords too). */
  take(address: string, now: number): Promise<Attempt>;
}

/** The in-memory limiter of one process (rate-limit.ts) behind the shared contract. */
export function memoryAttempts(limiter: FailureLimiter): AttemptLimiter {
  return {
    take(address, now) {
      const admitted = limiter.admit(address, now);
      if (!admitted.ok) return Promise.resolve(admitted);
      limiter.fail(address, now);
      return Promise.resolve({ ok: true, refund: () => Promise.resolve(limiter.refund(address, now)) });
    },
  };
}

export interface WindowLimits {
  /** Tries one address may make per window. */
  readonly perAddress: number;
  /** Tries all addresses together may make per window. */
  readonly overall: number;
  /** The sliding window, in ms. */
  readonly windowMs: number;
}

/** 10 wrong passwords per address a minute, 60 from everyone together (as rate-limit.ts's defaults). */
export const DEFAULT_WINDOW: WindowLimits = { perAddress: 10, overall: 60, windowMs: 60_000 };

/**
 * Tries counted in the database (`SignInAttempt`): a sliding window per address key and overall.
 * A try inserts its row, then counts the rows of its window including its own; over the limit
 * it deletes its row again and is refused. Parallel tries on several instances may then all be
 * refused at the edge of the budget, never all admitted.
 */
export function databaseAttempts(db: () => Db = () => getDb(), limits: WindowLimits = DEFAULT_WINDOW): AttemptLimiter {
  async function refusal(client: Db, key: string, now: number): Promise<Attempt | null> {
    const since = new Date(now - limits.windowMs);
    const own = await client.signInAttempt.findMany({ where: { address: key, at: { gt: since } }, orderBy: { at: "desc" }, take: limits.perAddress, select: { at: true } });
    if (own.length >= limits.perAddress) return { ok: false, scope: "address", retryAfterMs: waitMs(own, limits.windowMs, now) };
    const all = await client.signInAttempt.findMany({ where: { at: { gt: since } }, orderBy: { at: "desc" }, take: limits.overall, select: { at: true } });
    if (all.length >= limits.overall) return { ok: false, scope: "overall", retryAfterMs: waitMs(all, limits.windowMs, now) };
    return null;
  }

  return {
    async take(address, now) {
      const client = db();
      const key = addressKey(address);
      const early = await refusal(client, key, now);
      if (early !== null) return early; // a refused guess writes nothing
      await client.signInAttempt.deleteMany({ where: { at: { lt: new Date(now - limits.windowMs) } } });
      const row = await client.signInAttempt.create({ data: { address: key, at: new Date(now) }, select: { id: true } });
      const since = new Date(now - limits.windowMs);
      const [own, all] = await Promise.all([
        client.signInAttempt.count({ where: { address: key, at: { gt: since } } }),
        client.signInAttempt.count({ where: { at: { gt: since } } }),
      ]);
      if (own > limits.perAddress || all > limits.overall) {
        await client.signInAttempt.deleteMany({ where: { id: row.id } });
        return (await refusal(client, key, now)) ?? { ok: false, scope: own > limits.perAddress ? "address" : "overall", retryAfterMs: 1_000 };
      }
      return {
        ok: true,
        async refund() {
          await client.signInAttempt.deleteMany({ where: { id: row.id } });
        },
      };
    },
  };
}

/** Until the oldest of the newest `limit` tries leaves the window (rows newest first). */
function waitMs(rows: readonly { at: Date }[], windowMs: number, now: number): number {
  const oldest = rows.at(-1)?.at.getTime() ?? now;
  return Math.max(1, oldest + windowMs - now);
}
