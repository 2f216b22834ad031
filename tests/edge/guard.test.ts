/**
 * The edge guard on a real node:http server (no Next build needed): what it refuses, that it
 * refuses before reading the body, and what it lets through (same-origin pages, scripts).
 */
import { afterEach, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/server/auth";
import { LIMITS, MB } from "@/lib/server/edge/limits";
import { memoryAttempts } from "@/lib/server/edge/attempts";
import { basic, send, startGuarded, upload, type GuardedServer } from "./server-helpers";

let server: GuardedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const PASSWORD = "tulip bulbs";
const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

describe.each([
  ["without a password", undefined],
  ["with a password", PASSWORD],
])("cross-origin requests %s", (_, password) => {
  it("refuses a text/plain form post and a no-cors import from another origin with a JSON 403 that says why", async () => {
    server = await startGuarded({ password });
    const auth: Record<string, string> = password === undefined ? {} : { authorization: basic(password) };
    const formPost = await send(`${server.url}/api/packs`, {
      method: "POST",
      headers: { ...auth, "content-type": "text/plain", origin: "http://evil.example", "sec-fetch-site": "cross-site" },
      body: '{"name":"Injected","ignore":"="}',
    });
    expect(formPost.status).toBe(403);
    expect(JSON.parse(formPost.text)).toMatchObject({ error: { code: "cross_origin", issues: [] } });
    expect(JSON.parse(formPost.text).error.message).toContain("http://evil.example");
    const noCors = await send(`${server.url}/api/packs/import`, { method: "POST", headers: { ...auth, "content-type": "text/plain", "sec-fetch-site": "cross-site" }, body: "{}" });
    expect(noCors.status).toBe(403);
    const action = await send(`${server.url}/packs/p1`, { method: "POST", headers: { ...auth, "next-action": "abc", origin: "http://evil.example" }, body: "[]" });
    expect(action.status).toBe(403);
    expect(server.reached).toEqual([]);
  });

  it("lets same-origin pages and scripts without Origin through", async () => {
    server = await startGuarded({ password });
    const auth: Record<string, string> = password === undefined ? {} : { authorization: basic(password) };
    const same = await send(`${server.url}/api/packs`, { method: "POST", headers: { ...auth, origin: server.url, "sec-fetch-site": "same-origin", "content-type": "application/json" }, body: "{}" });
    expect(same.status).toBe(200);
    const script = await send(`${server.url}/api/packs`, { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: "{}" });
    expect(script.status).toBe(200);
    const link = await send(`${server.url}/packs/p1`, { headers: { ...auth, "sec-fetch-site": "cross-site" } });
    expect(link.status).toBe(200);
    expect(server.reached.map((r) => r.path)).toEqual(["/api/packs", "/api/packs", "/packs/p1"]);
  });
});

describe("body caps", () => {
  it("refuses a declared Content-Length over the route's cap before reading a byte, and closes", async () => {
    server = await startGuarded();
    const result = await upload(server.port, "/api/packs", 50 * MB, { "content-type": "application/json" }, true);
    expect(result.status).toBe(413);
    expect(result.headers.connection).toBe("close");
    expect(JSON.parse(result.body)).toMatchObject({ error: { code: "too_large" } });
    expect(server.reached).toEqual([]);
    expect(server.socketBytesRead()).toBeLessThan(4 * MB);
  });

  it("cuts a chunked body at the cap as it streams: Next never sees more than the cap", async () => {
    server = await startGuarded();
    const result = await upload(server.port, "/api/cards/c1", 50 * MB, { "content-type": "application/json" });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).error.message).toContain("1 MB");
    expect(server.reached).toEqual([]); // the stand-in never saw the end of the body
    expect(server.socketBytesRead()).toBeLessThan(LIMITS.json + 4 * MB);
    expect(result.sent).toBeLessThan(50 * MB);
  });

  it("lets a body under the cap through whole", async () => {
    server = await startGuarded();
    const result = await upload(server.port, "/api/packs/import", 3 * MB, { "content-type": "application/json" });
    expect(result.status).toBe(200);
    expect(server.reached).toEqual([{ path: "/api/packs/import", bytes: 3 * MB }]);
  });
});

describe("the password", () => {
  it("is asked before the body is read: 50 MB without it costs the server almost nothing", async () => {
    server = await startGuarded({ password: PASSWORD });
    const results = await Promise.all(Array.from({ length: 10 }, () => upload(server!.port, "/api/packs/import", 50 * MB, { "content-type": "application/json" })));
    for (const result of results) {
      expect(result.status).toBe(401);
      expect(JSON.parse(result.body)).toMatchObject({ error: { code: "unauthorized" } });
    }
    expect(server.reached).toEqual([]);
    expect(server.socketBytesRead()).toBeLessThan(10 * 4 * MB);
  });

  it("shows the sign-in page to a browser, signs in with a session cookie, and signing out revokes it", async () => {
    server = await startGuarded({ password: PASSWORD });
    const page = await send(`${server.url}/packs/abc?tab=eras`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(401);
    expect(page.text).toContain('value="/packs/abc?tab=eras"');
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");

    const signedIn = await send(`${server.url}/__greenhouse/login`, form({ password: PASSWORD, next: "/packs/abc" }));
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/packs/abc");
    const setCookie = signedIn.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = setCookie.split(";")[0] ?? "";
    expect(cookie.startsWith(`${SESSION_COOKIE}=v2.`)).toBe(true);
    expect(await server.db.session.count()).toBe(1);

    expect((await send(`${server.url}/api/packs`, { headers: { cookie } })).status).toBe(200);
    const out = await send(`${server.url}/__greenhouse/logout`, { method: "POST", headers: { cookie } });
    expect(out.status).toBe(303);
    expect(out.headers.get("set-cookie")).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect(await server.db.session.count()).toBe(0);
    // The old cookie, sent again (copied, or from another tab), no longer works.
    expect((await send(`${server.url}/api/packs`, { headers: { cookie } })).status).toBe(401);
  });

  it("signs out only on a POST from its own pages: a GET (an <img>, a link) is 405, a foreign POST 403, and both leave the session", async () => {
    server = await startGuarded({ password: PASSWORD });
    const signedIn = await send(`${server.url}/__greenhouse/login`, form({ password: PASSWORD, next: "/" }));
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const still = async () => (await send(`${server!.url}/api/packs`, { headers: { cookie } })).status;
    // What an <img src="/__greenhouse/logout"> sends, from this origin, another site, or an old browser.
    for (const site of ["same-origin", "same-site", "cross-site", undefined]) {
      const img = await send(`${server.url}/__greenhouse/logout`, { headers: { cookie, accept: "image/avif,image/webp,*/*", ...(site === undefined ? {} : { "sec-fetch-site": site }) } });
      expect(img.status, site).toBe(405);
      expect(img.headers.get("allow")).toBe("POST");
      expect(img.headers.get("set-cookie")).toBeNull();
      expect(JSON.parse(img.text)).toMatchObject({ error: { code: "method_not_allowed" } });
    }
    const typed = await send(`${server.url}/__greenhouse/logout`, { headers: { cookie, accept: "text/html" } });
    expect(typed.status).toBe(405);
    expect(typed.text).toContain('<form method="post" action="/__greenhouse/logout">');
    for (const method of ["HEAD", "PUT", "DELETE"]) expect((await send(`${server.url}/__greenhouse/logout`, { method, headers: { cookie } })).status, method).toBe(405);
    const foreign = await send(`${server.url}/__greenhouse/logout`, { method: "POST", headers: { cookie, origin: "http://evil.example", "sec-fetch-site": "cross-site" } });
    expect(foreign.status).toBe(403);
    const sameSite = await send(`${server.url}/__greenhouse/logout`, { method: "POST", headers: { cookie, origin: "http://localhost:1", "sec-fetch-site": "same-site" } });
    expect(sameSite.status).toBe(403);
    expect(await still()).toBe(200);
    expect(await server.db.session.count()).toBe(1);
    const own = await send(`${server.url}/__greenhouse/logout`, { method: "POST", headers: { cookie, origin: server.url, "sec-fetch-site": "same-origin" } });
    expect(own.status).toBe(303);
    expect(await still()).toBe(401);
  });

  it("never redirects off the origin after signing in", async () => {
    server = await startGuarded({ password: PASSWORD });
    for (const next of ["/\t/evil.example", "//evil.example", "/\\evil.example", "https://evil.example/"]) {
      const response = await send(`${server.url}/__greenhouse/login`, form({ password: PASSWORD, next }));
      expect(response.headers.get("location")).toBe("/");
    }
    const query = await send(`${server.url}/__greenhouse/login?next=%2F%09%2Fevil.example`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `password=${encodeURIComponent(PASSWORD)}` });
    expect(query.headers.get("location")).toBe("/");
  });

  it("rejects a forged cookie, a cookie of another password, and wrong Basic", async () => {
    server = await startGuarded({ password: PASSWORD });
    const forged = `${SESSION_COOKIE}=v2.${"A".repeat(43)}.${"B".repeat(43)}`;
    expect((await send(`${server.url}/api/packs`, { headers: { cookie: forged } })).status).toBe(401);
    expect((await send(`${server.url}/api/packs`, { headers: { authorization: basic("tulip") } })).status).toBe(401);
    expect((await send(`${server.url}/api/packs`, { headers: { authorization: basic(PASSWORD) } })).status).toBe(200);
  });
});

describe("password guessing", () => {
  // The per-address window alone (the account rules have their own tests: lockout.test.ts, pure.test.ts).
  const limits = { perAddress: 5, windowMs: 60_000, perAccount: 1000, accountWindowMs: 60_000, pairFree: 100, guardedFree: 100 };

  it("limits wrong Basic guesses per address: 429 with Retry-After, even for the right password, until the wait is over", async () => {
    let clock = 1_000_000;
    server = await startGuarded({ password: PASSWORD, limiter: memoryAttempts(limits), now: () => clock });
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await send(`${server.url}/api/packs`, { headers: { authorization: basic(`guess ${i}`) } })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const limited = await send(`${server.url}/api/packs`, { headers: { authorization: basic(PASSWORD) } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(JSON.parse(limited.text)).toMatchObject({ error: { code: "too_many_attempts", retryAfterSeconds: 60 } });
    expect(JSON.parse(limited.text).error.message).toContain("Try again in 60 seconds");
    clock += 60_000;
    expect((await send(`${server.url}/api/packs`, { headers: { authorization: basic(PASSWORD) } })).status).toBe(200);
  });

  it("counts parallel sign-in form guesses: no more get through than the limit allows", async () => {
    server = await startGuarded({ password: PASSWORD, limiter: memoryAttempts(limits) });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => send(`${server!.url}/__greenhouse/login`, form({ password: `guess ${i}`, next: "/" }))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    const page = answers.find((a) => a.status === 429);
    expect(page?.text).toContain("Too many wrong passwords. Try again in");
    expect(Number(page?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("shares one budget between Basic and the form", async () => {
    server = await startGuarded({ password: PASSWORD, limiter: memoryAttempts(limits) });
    for (let i = 0; i < 5; i++) await send(`${server.url}/api/packs`, { headers: { authorization: basic(`guess ${i}`) } });
    expect((await send(`${server.url}/__greenhouse/login`, form({ password: "another", next: "/" }))).status).toBe(429);
  });
});
