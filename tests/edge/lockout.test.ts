/**
 * Sign-in lockout is no denial of service (issue 24): strangers' wrong guesses, from many
 * addresses, never keep the right password out of an address that has not guessed, in the
 * password mode and on a team server; one address still guesses no faster than 10 a minute.
 * The guards use the stores the server uses (in process by default; the database on a team
 * server) with their default limits.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createOwner } from "@/lib/server/accounts/accounts";
import { databaseAttempts } from "@/lib/server/edge/attempts";
import { teamGate } from "@/lib/server/edge/team";
import { basic, raw, startGuarded, type GuardedServer } from "./server-helpers";

vi.setConfig({ testTimeout: 90_000 }); // the team test checks 34 scrypt hashes (32 MiB each)

let server: GuardedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const PASSWORD = "tulip bulbs";
const OWNER = { name: "Ana Owner", email: "ana@studio.example", password: "correct horse battery" };
/** 127.0.0.0/8 is all loopback: each of these is another client to the server. */
const from = (n: number) => `127.0.${Math.floor(n / 250) + 1}.${(n % 250) + 1}`;

describe("the shared password", () => {
  it("60 wrong guesses in a minute from 20 addresses leave the right password working from an address that did not guess", async () => {
    const clock = Date.now(); // all within one instant: no budget refills meanwhile
    server = await startGuarded({ password: PASSWORD, now: () => clock });
    const port = server.port;
    const guess = (n: number, password: string) => raw(port, "/api/packs", { headers: { authorization: basic(password) }, localAddress: from(n) });
    const statuses: number[] = [];
    for (let n = 0; n < 20; n++) for (let i = 0; i < 3; i++) statuses.push((await guess(n, `guess ${n}.${i}`)).status);
    // Past 30 failures the password is "guarded": the 3rd guess of the later addresses waits.
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(50);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect((await guess(20, PASSWORD)).status).toBe(200);
    expect((await guess(21, PASSWORD)).status).toBe(200);
    // A guessing address itself waits, the right password too (or the answer would say it is right).
    const guesser = await guess(0, PASSWORD);
    expect(guesser.status).toBe(429);
    expect(Number(guesser.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("one address guesses no faster than 10 a minute (a try each second for three minutes)", async () => {
    const start = Date.now();
    let clock = start;
    server = await startGuarded({ password: PASSWORD, now: () => clock });
    const checked: number[] = [];
    for (let s = 0; s < 180; s++) {
      clock = start + s * 1000;
      const status = (await raw(server.port, "/api/packs", { headers: { authorization: basic(`guess ${s}`) }, localAddress: from(0) })).status;
      expect([401, 429]).toContain(status);
      if (status === 401) checked.push(s);
    }
    for (const s of checked) expect(checked.filter((t) => t >= s && t < s + 60).length).toBeLessThanOrEqual(10);
    expect(checked.length).toBeGreaterThanOrEqual(3);
  });
});

describe("a team server", () => {
  it("32 wrong guesses at the owner from 16 addresses (the account guarded): the owner still signs in from an address that did not guess", async () => {
    let clock = Date.now();
    server = await startGuarded({
      now: () => clock,
      limiter: databaseAttempts(() => server!.db),
      team: teamGate({ db: () => server!.db, setupCode: "unused" }),
    });
    const db = server.db;
    expect((await createOwner(db, OWNER)).ok).toBe(true);
    const port = server.port;
    const signIn = (n: number, password: string, email = OWNER.email) =>
      raw(port, "/__greenhouse/login", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, password, next: "/" }).toString(),
        localAddress: from(n),
      });
    const statuses: number[] = [];
    for (let n = 0; n < 16; n++) for (let i = 0; i < 2; i++) statuses.push((await signIn(n, `guess ${n}.${i}`)).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(32);
    clock += 1_000;
    const owner = await signIn(100, OWNER.password);
    expect(owner.status).toBe(303);
    expect(owner.headers["set-cookie"]?.[0]).toMatch(/^greenhouse_session=t1\./);
    // The e-mail in another case and with spaces is the same account, not a fresh budget.
    // A guessing address gets no more tries at the guarded account, in any spelling of the e-mail.
    expect((await signIn(0, OWNER.password, " ANA@Studio.Example ")).status).toBe(429);
    // The owner with a typo first, from their own address: the typo does not lock them out.
    expect((await signIn(101, "correct horse batery")).status).toBe(401);
    expect((await signIn(101, OWNER.password)).status).toBe(303);
  });
});
