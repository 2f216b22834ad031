/**
 * The server edge against the real built app (scripts/serve.mjs: the custom server with the
 * edge guard in front of Next): a hostile page of another origin cannot change anything,
 * bodies are refused while they stream, pages and API answers carry the security headers, and
 * a second server started with GREENHOUSE_PASSWORD asks for it before reading a body, limits
 * guessing, revokes a session on sign-out and never redirects off-site.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { streamedRequest, type Sent } from "../http/streamed-request";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { e2eServer, launchBrowser, openPage, screenshot } from "./browser";
import { createPack, expectNoErrors, open } from "./app-helpers";
import { freePort } from "./ports";

const root = resolve(import.meta.dirname, "..", "..");
const { baseUrl } = e2eServer();
const MB = 1024 * 1024;
let browser: Browser;

interface Pack {
  id: string;
  name: string;
}
const packNames = async (url: string, headers: Record<string, string> = {}) => ((await (await fetch(`${url}/api/packs`, { headers })).json()) as { packs: Pack[] }).packs.map((p) => p.name);

/** A page of another origin (another port): the hostile site a designer might visit. */
async function hostileSite(html: (target: string) => string): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(html(baseUrl));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`, server };
}

/** POSTs `total` bytes chunked, stopping at the answer; resolves status (null: cut) and bytes sent. */
function chunkedPost(url: string, total: number, headers: Record<string, string> = {}, method = "POST"): Promise<Sent> {
  return streamedRequest({ url, method, total, headers: { "content-type": "application/json", ...headers } });
}

const rssBytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? "0") * 1024;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("default mode (no password)", () => {
  it("a hostile page's text/plain form and no-cors import create nothing (403)", async () => {
    const doc = await (await fetch(`${baseUrl}/api/packs/${(await (await fetch(`${baseUrl}/api/packs`)).json() as { packs: Pack[] }).packs[0]?.id}/export`)).text();
    const imported = JSON.parse(doc) as { name: string };
    imported.name = "Injected by no-cors";
    const site = await hostileSite(
      (target) => `<!doctype html><title>cute cats</title>
<form id="f" method="POST" action="${target}/api/packs" enctype="text/plain"><input name='{"name":"Injected by form","x":"' value='"}'></form>
<script>
fetch(${JSON.stringify(`${target}/api/packs/import`)}, { method: "POST", mode: "no-cors", headers: { "content-type": "text/plain" }, body: ${JSON.stringify(JSON.stringify(imported))} })
  .finally(() => document.getElementById("f").submit());
</script>`,
    );
    try {
      const { page, context } = await open(browser, baseUrl);
      const importAnswer = page.waitForResponse((r) => r.url() === `${baseUrl}/api/packs/import`);
      const formAnswer = page.waitForResponse((r) => r.url() === `${baseUrl}/api/packs` && r.request().method() === "POST");
      await page.goto(site.url);
      expect((await importAnswer).status()).toBe(403);
      const form = await formAnswer;
      expect(form.status()).toBe(403);
      expect(await form.json()).toMatchObject({ error: { code: "cross_origin" } });
      await page.waitForURL(`${baseUrl}/api/packs`);
      await screenshot(page, "security-cross-site-form");
      await context.close();
      const names = await packNames(baseUrl);
      expect(names).not.toContain("Injected by form");
      expect(names).not.toContain("Injected by no-cors");
    } finally {
      site.server.close();
    }
  });

  it("a server action posted from another origin answers a JSON 403, not a 500", async () => {
    const response = await fetch(`${baseUrl}/`, { method: "POST", headers: { "next-action": "0".repeat(42), origin: "http://evil.example", "content-type": "text/plain;charset=UTF-8" }, body: "[]" });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain("http://evil.example");
  });

  it("the app itself and scripts still work: same-origin server actions, JSON scripts; text/plain scripts get 415", async () => {
    const w = await open(browser, baseUrl);
    await createPack(w.page, "Made In The Browser");
    expectNoErrors(w);
    await w.context.close();
    const script = await fetch(`${baseUrl}/api/packs`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Made By A Script" }) });
    expect(script.status).toBe(201);
    const plain = await fetch(`${baseUrl}/api/packs`, { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify({ name: "Plain" }) });
    expect(plain.status).toBe(415);
    const names = await packNames(baseUrl);
    expect(names).toEqual(expect.arrayContaining(["Made In The Browser", "Made By A Script"]));
    expect(names).not.toContain("Plain");
  });

  it("pages and API answers carry the CSP, nosniff and Referrer-Policy", async () => {
    for (const path of ["/", "/api/packs", "/no-such-page"]) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("same-origin");
    }
  });

  it("a 50 MB chunked body to a 1 MB route is refused while it streams", async () => {
    const result = await chunkedPost(`${baseUrl}/api/cards/nope`, 50 * MB, {}, "PATCH");
    expect(result.status).toBe(413);
    expect(result.sent).toBeLessThan(20 * MB);
  });

  it("a page of one pack with another pack's deck or card answers 404 and shows nothing of it (issue 24)", async () => {
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      expect(response.status, path).toBe(201);
      return (await response.json()) as { id: string };
    };
    const own = await post("/api/packs", { name: "Own Pack For Addresses", game: "Gardener of Thoughts", type: "edition" });
    const ownEra = await post(`/api/packs/${own.id}/eras`, { name: "Own Deck" });
    const other = await post("/api/packs", { name: "Unreleased Pack Qx", game: "Gardener of Thoughts", type: "edition" });
    const otherEra = await post(`/api/packs/${other.id}/eras`, { name: "Unreleased Deck Qx" });
    const otherCard = await post(`/api/eras/${otherEra.id}/cards`, { fields: { identifier: "Unreleased Card Qx" } });
    for (const path of [`/packs/${own.id}/eras/${otherEra.id}`, `/packs/${own.id}/eras/${otherEra.id}/import`, `/packs/${own.id}/eras/${ownEra.id}/cards/${otherCard.id}`]) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { accept: "text/html" } });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toMatch(/Qx/);
    }
  });
});

describe("password mode (a second server with GREENHOUSE_PASSWORD)", () => {
  const PASSWORD = "tulip bulbs in spring";
  let server: ChildProcess;
  let url = "";

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [join(root, "scripts", "serve.mjs")], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: e2eServer().databaseUrl, HOST: "127.0.0.1", PORT: String(port), GREENHOUSE_PASSWORD: PASSWORD, NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    // Ready when it says it listens (it prints that line only after Next is prepared).
    await new Promise<void>((ready, fail) => {
      let out = "";
      server.stdout?.on("data", (d: Buffer) => {
        out += d.toString();
        if (out.includes("Greenhouse: listening")) ready();
      });
      server.once("exit", (code) => fail(new Error(`the password server exited with ${code}`)));
    });
  });
  afterAll(() => {
    server?.kill("SIGTERM");
  });

  it("10 parallel chunked 50 MB POSTs without the password: 401 before the body, RSS barely moves", async () => {
    const pid = server.pid ?? 0;
    const before = rssBytes(pid);
    let peak = before;
    const sampling = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 20);
    const results = await Promise.all(Array.from({ length: 10 }, () => chunkedPost(`${url}/api/packs/import`, 50 * MB)));
    clearInterval(sampling);
    for (const result of results) expect(result.status).toBe(401);
    const growth = peak - before;
    console.log(`password server RSS: before ${(before / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB (+${(growth / MB).toFixed(1)} MB) for 10 x 50 MB refused`);
    expect(growth).toBeLessThan(40 * MB);
  });

  it("signs in in the browser, and signing out revokes the session cookie", async () => {
    const { page, context, errors } = await openPage(browser, url);
    await page.goto("/");
    await page.getByLabel("Password").fill("not it");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("That password is not right").waitFor();
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("list", { name: "Card packs" }).waitFor();
    await screenshot(page, "security-signed-in");
    const cookie = (await context.cookies()).find((c) => c.name === "greenhouse_session");
    expect(cookie?.httpOnly).toBe(true);
    const header = { cookie: `greenhouse_session=${cookie?.value ?? ""}` };
    expect((await fetch(`${url}/api/packs`, { headers: header })).status).toBe(200);
    // Opening the address signs nobody out (405, the page with the button); the button's POST does.
    await page.goto("/__greenhouse/logout");
    expect((await fetch(`${url}/api/packs`, { headers: header })).status).toBe(200);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByLabel("Password").waitFor();
    expect((await fetch(`${url}/api/packs`, { headers: header })).status).toBe(401);
    expect(errors.filter((e) => !e.includes("401") && !e.includes("405"))).toEqual([]);
    await context.close();
  });

  it("never redirects off-site after signing in", async () => {
    const response = await fetch(`${url}/__greenhouse/login?next=%2F%09%2Fevil.example`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ password: PASSWORD }).toString(),
    });
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get("location") ?? "", url).href).toBe(`${url}/`);
  });

  it("refuses cross-origin changes with a JSON 403 also when signed in", async () => {
    const auth = `Basic ${Buffer.from(`designer:${PASSWORD}`).toString("base64")}`;
    const before = await packNames(url, { authorization: auth });
    const response = await fetch(`${url}/api/packs`, { method: "POST", headers: { authorization: auth, origin: "http://evil.example", "content-type": "application/json" }, body: '{"name":"Cross Origin With Password"}' });
    expect(response.status).toBe(403);
    expect(await packNames(url, { authorization: auth })).toEqual(before);
  });

  it("limits wrong Basic guesses: 429 with Retry-After after 10", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 15; i++) {
      const response = await fetch(`${url}/api/packs`, { headers: { authorization: `Basic ${Buffer.from(`x:guess ${i}`).toString("base64")}` } });
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get("retry-after");
    }
    // The browser test above spent one wrong password from this address.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
