/**
 * The edge guard's pure parts: the cross-origin rule, the cap per route, the failure limiter,
 * the redirect target after signing in, the session cookie and the security headers.
 */
import { describe, expect, it } from "vitest";
import { safeNext, sessionCookieValue, sessionToken, verifyBasic } from "@/lib/server/auth";
import { bodyCap } from "@/lib/server/edge/caps";
import { contentSecurityPolicy, securityHeaders } from "@/lib/server/edge/headers";
import { LIMITS } from "@/lib/server/edge/limits";
import { crossOriginReason } from "@/lib/server/edge/origin";
import { accountKey, addressKey, PASSWORD_ACCOUNT, verdict } from "@/lib/server/edge/rate-limit";

const post = (origin: string | undefined, secFetchSite?: string, host = "127.0.0.1:3000") => crossOriginReason({ method: "POST", host, origin, secFetchSite });

describe("crossOriginReason", () => {
  it("refuses a state-changing request from another origin, or that the browser calls cross-site or same-site", () => {
    expect(post("http://evil.example")).toMatch(/http:\/\/evil\.example/);
    expect(post("http://127.0.0.1:3001")).not.toBeNull(); // another port is another origin
    expect(post("http://localhost:3000")).not.toBeNull(); // another name too
    expect(post("null")).not.toBeNull(); // sandboxed frames, data: pages
    expect(post("not a url")).not.toBeNull();
    expect(post("file://x")).not.toBeNull();
    expect(post(undefined, "cross-site")).toMatch(/cross-site/);
    expect(post(undefined, "same-site")).toMatch(/same-site/);
    expect(post("http://127.0.0.1:3000", "cross-site")).not.toBeNull();
    expect(post("http://evil.example", undefined, "")).not.toBeNull();
    for (const method of ["PUT", "PATCH", "DELETE", "post"]) {
      expect(crossOriginReason({ method, host: "127.0.0.1:3000", origin: "http://evil.example", secFetchSite: undefined })).not.toBeNull();
    }
  });

  it("lets same-origin pages, scripts without Origin, and safe methods through", () => {
    expect(post("http://127.0.0.1:3000")).toBeNull();
    expect(post("http://127.0.0.1:3000", "same-origin")).toBeNull();
    expect(post(undefined, "none")).toBeNull(); // typed into the address bar
    expect(post(undefined)).toBeNull(); // curl, the CLI
    expect(post("https://greenhouse.example", undefined, "greenhouse.example")).toBeNull(); // behind a TLS proxy
    expect(post("http://Greenhouse.example:80", undefined, "greenhouse.example")).toBeNull();
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(crossOriginReason({ method, host: "127.0.0.1:3000", origin: "http://evil.example", secFetchSite: "cross-site" })).toBeNull();
    }
  });
});

describe("bodyCap", () => {
  it("gives each route its cap, server actions Next's, and everything else the JSON cap", () => {
    expect(bodyCap("POST", "/api/packs/import", false)).toBe(LIMITS.packImport);
    expect(bodyCap("POST", "/api/packs/cm123/pictures", false)).toBe(LIMITS.picture);
    expect(bodyCap("POST", "/api/eras/e1/csv/import", false)).toBe(LIMITS.csv);
    expect(bodyCap("POST", "/api/eras/e1/csv/preview", false)).toBe(LIMITS.csv);
    expect(bodyCap("PUT", "/api/eras/e1/cards/order", false)).toBe(LIMITS.order);
    expect(bodyCap("POST", "/api/packs", false)).toBe(LIMITS.json);
    expect(bodyCap("PATCH", "/api/cards/c1", false)).toBe(LIMITS.json);
    expect(bodyCap("POST", "/api/packs/import/extra", false)).toBe(LIMITS.json);
    expect(bodyCap("POST", "/packs/p1", true)).toBe(LIMITS.serverAction);
    expect(bodyCap("POST", "/api/packs/import", true)).toBe(LIMITS.serverAction);
  });
});

describe("verdict (the sign-in limits)", () => {
  const limits = { perAddress: 3, windowMs: 1000, perAccount: 4, accountWindowMs: 10_000, pairFree: 2, guardedFree: 1 };
  const none = { address: [], account: [], pair: [] };

  it("admits an address until it made perAddress tries in the window, whatever it tried, then says how long to wait", () => {
    expect(verdict(none, limits, 0)).toEqual({ ok: true });
    expect(verdict({ ...none, address: [0, 0] }, limits, 0)).toEqual({ ok: true });
    expect(verdict({ ...none, address: [300, 200, 100] }, limits, 400)).toEqual({ ok: false, scope: "address", retryAfterMs: 700 });
  });

  it("backs off one address on one account: free tries, then waits doubling from 1 s after the last", () => {
    expect(verdict({ ...none, pair: [0] }, limits, 0)).toEqual({ ok: true });
    expect(verdict({ ...none, pair: [0, 0] }, limits, 0)).toEqual({ ok: false, scope: "account", retryAfterMs: 1000 });
    expect(verdict({ ...none, pair: [0, 0] }, limits, 1000)).toEqual({ ok: true });
    expect(verdict({ ...none, pair: [1000, 0, 0] }, limits, 1000)).toEqual({ ok: false, scope: "account", retryAfterMs: 2000 });
    expect(verdict({ ...none, pair: [5000, 3000, 1000, 0] }, limits, 5000)).toMatchObject({ retryAfterMs: 4000 });
    // Capped at the account window.
    expect(verdict({ ...none, pair: Array<number>(30).fill(0) }, limits, 0)).toMatchObject({ retryAfterMs: 10_000 });
  });

  it("a guarded account still admits an address that did not fail on it; one that did waits until its failure ages out", () => {
    const guarded = { ...none, account: [4000, 3000, 2000, 1000] };
    expect(verdict(guarded, limits, 5000)).toEqual({ ok: true });
    expect(verdict({ ...guarded, pair: [2000] }, limits, 5000)).toEqual({ ok: false, scope: "account", retryAfterMs: 6000 });
    // ... or until enough of the account's failures age out, whichever comes first.
    expect(verdict({ ...guarded, pair: [4000] }, limits, 5000)).toEqual({ ok: false, scope: "account", retryAfterMs: 6000 });
    expect(verdict({ ...guarded, account: [4000, 3000, 2000], pair: [4000] }, limits, 11_000)).toEqual({ ok: true }); // 1000 aged out
    // Not guarded yet: a failure of this address alone is no reason to wait.
    expect(verdict({ account: [4000, 3000, 2000], address: [], pair: [4000] }, limits, 5000)).toEqual({ ok: true });
  });

  it("keys an account by its e-mail in any case and spacing, naming no e-mail", () => {
    expect(accountKey(" Ana@Studio.Example ")).toBe(accountKey("ana@studio.example"));
    expect(accountKey("ana@studio.example")).not.toBe(accountKey("bob@studio.example"));
    expect(accountKey("ana@studio.example")).not.toContain("ana");
    expect(accountKey("ana@studio.example")).not.toBe(PASSWORD_ACCOUNT);
  });

  it("keys IPv6 by its /64 and IPv4-mapped addresses as IPv4", () => {
    expect(addressKey("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(addressKey("192.168.1.9")).toBe("192.168.1.9");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe(addressKey("2001:0db8:0001:0002:bbbb:cccc:dddd:eeee"));
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });
});

describe("safeNext", () => {
  const origin = "http://127.0.0.1:3000";
  it("keeps same-origin paths, normalised", () => {
    expect(safeNext("/packs/abc?tab=eras#x", origin)).toBe("/packs/abc?tab=eras#x");
    expect(safeNext("/a/../b", origin)).toBe("/b");
  });
  it("sends everything that would leave the origin to /", () => {
    const evil = ["/\t/evil.example", "/%09/evil.example", "//evil.example/x", "/\\evil.example", "\\\\evil.example", "/\n/evil.example", "https://evil.example", "javascript:alert(1)", "", null, undefined];
    // "/%09/..." stays a path (the browser does not decode it); the others leave or are garbage.
    expect(evil.map((n) => safeNext(n, origin))).toEqual(["/", "/%09/evil.example", "/", "/", "/", "/", "/", "/", "/", "/", "/"]);
    expect(safeNext(decodeURIComponent("%2F%09%2Fevil.example"), origin)).toBe("/");
  });
});

describe("session cookie and Basic", () => {
  it("round-trips a token signed with the password; forged, other-password and old cookies give null", () => {
    const token = "A".repeat(43);
    const value = sessionCookieValue("pw", token);
    expect(sessionToken("pw", value)).toBe(token);
    expect(sessionToken("other", value)).toBeNull();
    expect(sessionToken("pw", value.replace("v2.A", "v2.B"))).toBeNull();
    for (const junk of ["", "v2", "v1.123.abcdefghijklmnopqrstuvwxyz", `${value}x`, undefined]) expect(sessionToken("pw", junk)).toBeNull();
  });
  it("takes Basic with any user name", () => {
    expect(verifyBasic("pw", `Basic ${Buffer.from("x:pw").toString("base64")}`)).toBe(true);
    expect(verifyBasic("pw", `Basic ${Buffer.from("x:pW").toString("base64")}`)).toBe(false);
    expect(verifyBasic("pw", "Bearer pw")).toBe(false);
    expect(verifyBasic("pw", "Basic !!!")).toBe(false);
    expect(verifyBasic("pw", undefined)).toBe(false);
  });
});

describe("security headers", () => {
  it("forbid framing, sniffing and referrers, and allow what Monaco and the print preview need", () => {
    const headers = securityHeaders({ dev: false });
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("same-origin");
    const csp = contentSecurityPolicy({ dev: false });
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("img-src 'self' blob: data:");
    expect(csp).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy({ dev: true })).toContain("'unsafe-eval'");
  });
});
