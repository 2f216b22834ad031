/**
 * Limits wrong-password attempts, per client address and overall, for HTTP Basic and the
 * sign-in form alike. Pure and synchronous (the clock is passed in), so the check, the password
 * comparison and the recording of a failure happen in one turn of the event loop: parallel
 * requests cannot all slip through before the first failure is counted.
 *
 * Each key has a bucket of `burst` tries that refills at one try per `refillMs`. A wrong
 * password takes a try; a right one takes nothing. An empty bucket refuses every attempt, right
 * or wrong (otherwise the answer would still tell a guesser which password is right).
 */

export interface LimiterOptions {
  /** Wrong passwords one address may send in a row. */
  readonly perAddressBurst: number;
  /** One more try per address every this many ms. */
  readonly perAddressRefillMs: number;
  /** Wrong passwords all addresses together may send in a row. */
  readonly overallBurst: number;
  /** One more try overall every this many ms. */
  readonly overallRefillMs: number;
  /** Addresses remembered at most (the fullest buckets are forgotten first). */
  readonly maxAddresses: number;
}

/** 10 wrong passwords per address, then one per 6 s (10 a minute); 60 overall, then one a second. */
export const DEFAULT_LIMITS: LimiterOptions = {
  perAddressBurst: 10,
  perAddressRefillMs: 6_000,
  overallBurst: 60,
  overallRefillMs: 1_000,
  maxAddresses: 10_000,
};

interface Bucket {
  tokens: number;
  at: number;
}

export type Admission = { readonly ok: true } | { readonly ok: false; readonly retryAfterMs: number; readonly scope: "address" | "overall" };

export class FailureLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly overall: Bucket;

  constructor(private readonly options: LimiterOptions = DEFAULT_LIMITS, now = 0) {
    this.overall = { tokens: options.overallBurst, at: now };
  }

  /** Whether `address` may try a password now; when not, how long until it may. */
  admit(address: string, now: number): Admission {
    const key = addressKey(address);
    const own = this.refilled(this.buckets.get(key), this.options.perAddressBurst, this.options.perAddressRefillMs, now);
    if (own.tokens < 1) return { ok: false, scope: "address", retryAfterMs: waitMs(own, this.options.perAddressRefillMs) };
    const all = this.refill(this.overall, this.options.overallBurst, this.options.overallRefillMs, now);
    if (all.tokens < 1) return { ok: false, scope: "overall", retryAfterMs: waitMs(all, this.options.overallRefillMs) };
    return { ok: true };
  }

  /** Records a wrong password from `address` (call only after `admit` said ok). */
  fail(address: string, now: number): void {
    const key = addressKey(address);
    const own = this.refilled(this.buckets.get(key), this.options.perAddressBurst, this.options.perAddressRefillMs, now);
    own.tokens = Math.max(0, own.tokens - 1);
    this.buckets.delete(key); // re-insert: the Map's order is then least recently failed first
    this.buckets.set(key, own);
    this.refill(this.overall, this.options.overallBurst, this.options.overallRefillMs, now);
    this.overall.tokens = Math.max(0, this.overall.tokens - 1);
    this.prune(now);
  }

  /** Gives back the try {@link fail} took (the password was right after all: attempts.ts charges first). */
  refund(address: string, now: number): void {
    const key = addressKey(address);
    const own = this.buckets.get(key);
    if (own !== undefined) own.tokens = Math.min(this.options.perAddressBurst, this.refill(own, this.options.perAddressBurst, this.options.perAddressRefillMs, now).tokens + 1);
    this.overall.tokens = Math.min(this.options.overallBurst, this.refill(this.overall, this.options.overallBurst, this.options.overallRefillMs, now).tokens + 1);
  }

  /** Addresses currently remembered (for tests). */
  get size(): number {
    return this.buckets.size;
  }

  private refilled(bucket: Bucket | undefined, burst: number, refillMs: number, now: number): Bucket {
    return bucket === undefined ? { tokens: burst, at: now } : this.refill(bucket, burst, refillMs, now);
  }

  private refill(bucket: Bucket, burst: number, refillMs: number, now: number): Bucket {
    if (now > bucket.at) {
      bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) / refillMs);
      bucket.at = now;
    }
    return bucket;
  }

  private prune(now: number): void {
    if (this.buckets.size <= this.options.maxAddresses) return;
    for (const [key, bucket] of this.buckets) {
      if (this.refill(bucket, this.options.perAddressBurst, this.options.perAddressRefillMs, now).tokens >= this.options.perAddressBurst) this.buckets.delete(key);
    }
    // Still too many: forget the least recently failed (they are the first in the Map).
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.options.maxAddresses) break;
      this.buckets.delete(key);
    }
  }
}

function waitMs(bucket: Bucket, refillMs: number): number {
  return Math.max(1, Math.ceil((1 - bucket.tokens) * refillMs));
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
