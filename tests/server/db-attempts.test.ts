/**
 * The sign-in limits on the database store (lib/server/edge/attempts.ts `databaseAttempts`), on
 * SQLite in `npm test` and on PostgreSQL in `npm run test:pg`, where parallel tries really race:
 * no parallel burst gets more tries through than the rules allow, and a guarded account still
 * takes a try from an address that did not fail on it (issue 24).
 */
import { describe, expect, it } from "vitest";
import { databaseAttempts } from "@/lib/server/edge/attempts";
import { accountKey, DEFAULT_LIMITS, PASSWORD_ACCOUNT } from "@/lib/server/edge/rate-limit";
import { testDbForFile } from "./helpers";

const t = testDbForFile();
const NOW = Date.UTC(2026, 11, 2, 12);

describe("databaseAttempts", () => {
  it("one address: 10 tries a minute whatever it tries, also when 30 arrive at once", async () => {
    await t.db.signInAttempt.deleteMany();
    const limiter = databaseAttempts(() => t.db);
    const tries = await Promise.all(Array.from({ length: 30 }, (_, i) => limiter.take("10.1.0.1", accountKey(`u${i}@studio.example`), NOW)));
    // Each try counts the others written meanwhile: a burst may all be refused, never over-admitted.
    expect(tries.filter((a) => a.ok).length).toBeLessThanOrEqual(10);
    await t.db.signInAttempt.deleteMany();
    const one = async (i: number, at: number) => (await limiter.take("10.1.0.1", accountKey(`v${i}@studio.example`), at)).ok;
    const sequential: boolean[] = [];
    for (let i = 0; i < 12; i++) sequential.push(await one(i, NOW + i));
    expect(sequential).toEqual([...Array<boolean>(10).fill(true), false, false]);
    expect(await one(12, NOW + 60_001)).toBe(true);
  });

  it("a guarded account: guessing addresses wait, a fresh address and a right password get through, and a refund forgets the typos", async () => {
    await t.db.signInAttempt.deleteMany();
    const limiter = databaseAttempts(() => t.db);
    const owner = accountKey("ana@studio.example");
    for (let n = 0; n < 15; n++) for (let i = 0; i < 2; i++) expect((await limiter.take(`10.2.0.${n}`, owner, NOW + i)).ok).toBe(true);
    expect(await t.db.signInAttempt.count({ where: { account: owner } })).toBe(DEFAULT_LIMITS.perAccount);
    expect(await limiter.take("10.2.0.0", owner, NOW + 5_000)).toMatchObject({ ok: false, scope: "account" });
    // Other accounts and the shared password are untouched by the owner's guessers.
    expect((await limiter.take("10.2.0.0", PASSWORD_ACCOUNT, NOW + 5_000)).ok).toBe(true);
    const fresh = await limiter.take("10.3.0.1", owner, NOW + 5_000);
    expect(fresh.ok).toBe(true);
    if (!fresh.ok) return;
    await fresh.refund();
    // A typo from the owner's address, then the right password: it refunds and forgets the typo.
    expect((await limiter.take("10.3.0.2", owner, NOW + 6_000)).ok).toBe(true);
    const right = await limiter.take("10.3.0.2", owner, NOW + 7_000);
    expect(right.ok).toBe(true);
    if (right.ok) await right.refund();
    expect(await t.db.signInAttempt.count({ where: { address: "10.3.0.2" } })).toBe(0);
  });

  it("parallel tries from one address on a guarded account: at most the typo allowance gets through", async () => {
    await t.db.signInAttempt.deleteMany();
    const limiter = databaseAttempts(() => t.db);
    const owner = accountKey("ana@studio.example");
    for (let n = 0; n < 30; n++) await limiter.take(`10.4.0.${n}`, owner, NOW);
    const burst = await Promise.all(Array.from({ length: 10 }, () => limiter.take("10.5.0.1", owner, NOW + 1_000)));
    expect(burst.filter((a) => a.ok).length).toBeLessThanOrEqual(DEFAULT_LIMITS.guardedFree);
  });
});
