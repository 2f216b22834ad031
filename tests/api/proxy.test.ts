import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSession, safeNext, SESSION_COOKIE, verifyBasic, verifySession } from "@/lib/server/auth";
import { proxy } from "@/proxy";

const BASE = "http://127.0.0.1:3000";
const passes = (response: Response) => response.headers.get("x-middleware-next") === "1";

function request(path: string, init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {}): NextRequest {
  return new NextRequest(new URL(path, BASE), init);
}

describe("proxy without GREENHOUSE_PASSWORD", () => {
  beforeEach(() => {
    delete process.env.GREENHOUSE_PASSWORD;
  });
  it("lets everything through", async () => {
    expect(passes(await proxy(request("/")))).toBe(true);
    expect(passes(await proxy(request("/api/packs")))).toBe(true);
  });
});

describe("proxy with GREENHOUSE_PASSWORD", () => {
  beforeEach(() => {
    process.env.GREENHOUSE_PASSWORD = "tulip bulbs";
  });
  afterEach(() => {
    delete process.env.GREENHOUSE_PASSWORD;
  });

  it("shows the sign-in page (401) to a browser and a JSON 401 to scripts", async () => {
    const page = await proxy(request("/packs/abc?tab=eras", { headers: { accept: "text/html,application/xhtml+xml" } }));
    expect(page.status).toBe(401);
    const html = await page.text();
    expect(html).toContain('type="password"');
    expect(html).toContain('value="/packs/abc?tab=eras"');
    const api = await proxy(request("/api/packs"));
    expect(api.status).toBe(401);
    expect(await api.json()).toMatchObject({ error: { code: "unauthorized", issues: [] } });
    const post = await proxy(request("/api/packs/import", { method: "POST", body: "{}" }));
    expect(post.status).toBe(401);
  });

  it("signs in with the right password: a signed HttpOnly cookie and a redirect back", async () => {
    const form = new URLSearchParams({ password: "tulip bulbs", next: "/packs/abc" });
    const response = await proxy(request("/__greenhouse/login", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", host: "127.0.0.1:3000" }, body: form.toString() }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://127.0.0.1:3000/packs/abc");
    const cookie = response.cookies.get(SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("lax");
    expect(verifySession("tulip bulbs", cookie?.value)).toBe(true);
    const next = await proxy(request("/api/packs", { headers: { cookie: `${SESSION_COOKIE}=${cookie?.value ?? ""}` } }));
    expect(passes(next)).toBe(true);
  });

  it("refuses a wrong password with the page again, and never redirects off-site", async () => {
    const wrong = await proxy(request("/__greenhouse/login", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "password=tulips&next=/" }));
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("not right");
    const offsite = await proxy(request("/__greenhouse/login", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", host: "127.0.0.1:3000" }, body: "password=tulip+bulbs&next=//evil.example/x" }));
    expect(offsite.headers.get("location")).toBe("http://127.0.0.1:3000/");
  });

  it("accepts HTTP Basic with any user name, and rejects a forged or expired cookie", async () => {
    const basic = `Basic ${Buffer.from("designer:tulip bulbs").toString("base64")}`;
    expect(passes(await proxy(request("/api/packs", { headers: { authorization: basic } })))).toBe(true);
    const wrongBasic = `Basic ${Buffer.from("designer:tulip").toString("base64")}`;
    expect((await proxy(request("/api/packs", { headers: { authorization: wrongBasic } }))).status).toBe(401);
    const forged = createSession("another password");
    expect((await proxy(request("/api/packs", { headers: { cookie: `${SESSION_COOKIE}=${forged}` } }))).status).toBe(401);
    const expired = createSession("tulip bulbs", Date.now() - 31 * 24 * 3600 * 1000);
    expect((await proxy(request("/api/packs", { headers: { cookie: `${SESSION_COOKIE}=${expired}` } }))).status).toBe(401);
  });

  it("signs out by clearing the cookie", async () => {
    const response = await proxy(request("/__greenhouse/logout"));
    expect(response.status).toBe(303);
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
  });
});

describe("auth helpers", () => {
  it("verifySession rejects tampering and garbage; safeNext keeps same-site paths only", () => {
    const value = createSession("pw");
    expect(verifySession("pw", value)).toBe(true);
    expect(verifySession("pw", value.replace(/^v1\.\d/, "v1.9"))).toBe(false);
    for (const junk of ["", "v1", "v1.x.y", `${value}x`, "v2.1.abcdefghijklmnopqrstuvwxyz"]) expect(verifySession("pw", junk)).toBe(false);
    expect(verifyBasic("pw", "Bearer pw")).toBe(false);
    expect(verifyBasic("pw", "Basic !!!")).toBe(false);
    expect(["/a?b=1", "//evil", "/\\evil", "https://evil", "", null].map(safeNext)).toEqual(["/a?b=1", "/", "/", "/", "/", "/"]);
  });
});
