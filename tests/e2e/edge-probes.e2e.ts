/**
 * Issue 24's probes of the server edge against the real built app (scripts/serve.mjs), kept as
 * tests: a DNS-rebinding page (another Host) reads and writes nothing; Next's image optimiser
 * serves no picture to someone without the password (it did, up to 3840 px wide); an `<img>`
 * or a foreign page cannot sign a designer out, the Sign out button's POST does.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:http";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { raw } from "../edge/server-helpers";
import { e2eServer, launchBrowser, openPage } from "./browser";
import { freePort } from "./ports";

const root = resolve(import.meta.dirname, "..", "..");
const { baseUrl, databaseUrl } = e2eServer();
const PASSWORD = "edge probes in spring";
let browser: Browser;
let server: ChildProcess;
let url = "";
let port = 0;
let pictureId = "";

interface Listed {
  packs: { id: string; name: string }[];
}

beforeAll(async () => {
  browser = await launchBrowser();
  port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [join(root, "scripts", "serve.mjs")], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, HOST: "127.0.0.1", PORT: String(port), GREENHOUSE_PASSWORD: PASSWORD, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((ready, fail) => {
    let out = "";
    server.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("Greenhouse: listening")) ready();
    });
    server.once("exit", (code) => fail(new Error(`the password server exited with ${code}`)));
  });
  // A picture of a demo pack, read from the default server (no password) on the same database.
  for (const pack of ((await (await fetch(`${baseUrl}/api/packs`)).json()) as Listed).packs) {
    const { pictures } = (await (await fetch(`${baseUrl}/api/packs/${pack.id}/pictures`)).json()) as { pictures: { id: string }[] };
    if (pictures[0] !== undefined) {
      pictureId = pictures[0].id;
      break;
    }
  }
}, 120_000);
afterAll(async () => {
  server?.kill("SIGTERM");
  await browser?.close();
});

describe("the Host header (default mode, no password)", () => {
  const defaultPort = Number(new URL(baseUrl).port);
  it("a rebinding page's write and read answer 421; the server's own names pass", async () => {
    const before = ((await (await fetch(`${baseUrl}/api/packs`)).json()) as Listed).packs.length;
    const write = await raw(defaultPort, "/api/packs", {
      method: "POST",
      headers: { host: `evil.example:${defaultPort}`, origin: `http://evil.example:${defaultPort}`, "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ name: "Rebound" }),
    });
    expect(write.status).toBe(421);
    expect(JSON.parse(write.text).error.message).toContain("GREENHOUSE_ALLOWED_HOSTS");
    const hostile: Record<string, string>[] = [
      { host: `evil.example:${defaultPort}` },
      { host: "evil.example" },
      { host: `evil.example:${defaultPort}`, "x-forwarded-host": `127.0.0.1:${defaultPort}` },
      { host: `127.0.0.1.evil.example:${defaultPort}` },
    ];
    for (const headers of hostile) {
      expect((await raw(defaultPort, "/api/packs", { headers })).status, JSON.stringify(headers)).toBe(421);
    }
    expect((await raw(defaultPort, "/", { headers: { host: `evil.example:${defaultPort}`, accept: "text/html" } })).status).toBe(421);
    expect(((await (await fetch(`${baseUrl}/api/packs`)).json()) as Listed).packs.length).toBe(before);
    for (const host of [`localhost:${defaultPort}`, `LOCALHOST.:${defaultPort}`, `[::1]:${defaultPort}`, `127.0.0.1:${defaultPort}`]) {
      expect((await raw(defaultPort, "/api/packs", { headers: { host } })).status, host).toBe(200);
    }
  });
});

describe("Next's image optimiser (password mode)", () => {
  it("serves no picture without the password, however the url is written; the picture itself asks for the password", async () => {
    expect(pictureId).not.toBe("");
    const inner = `/api/pictures/${pictureId}`;
    for (const path of [
      `/_next/image?url=${encodeURIComponent(inner)}&w=3840&q=75`,
      `/_next/image?url=${inner}&w=64&q=75`,
      `/_next/image?url=${encodeURIComponent(`${url}${inner}`)}&w=3840&q=75`,
      `/_next/image/?url=${encodeURIComponent(inner)}&w=3840&q=75`,
      `/_next/%69mage?url=${encodeURIComponent(inner)}&w=3840&q=75`,
    ]) {
      const answer = await fetch(`${url}${path}`, { redirect: "manual" });
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("content-type"), path).not.toMatch(/^image\//);
      await answer.arrayBuffer();
    }
    expect((await fetch(`${url}${inner}`)).status).toBe(401);
    const auth = { authorization: `Basic ${Buffer.from(`x:${PASSWORD}`).toString("base64")}` };
    expect((await fetch(`${url}${inner}`, { headers: auth })).headers.get("content-type")).toMatch(/^image\//);
    // Signed in, the optimiser stays shut too: the app never uses it.
    expect((await fetch(`${url}/_next/image?url=${encodeURIComponent(inner)}&w=3840&q=75`, { headers: auth })).status).toBe(404);
  });
});

describe("signing out (password mode)", () => {
  it("an <img> of the same origin and a foreign page's form do not sign out; the Sign out button does", async () => {
    const { page, context } = await openPage(browser, url);
    await page.goto("/");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("list", { name: "Card packs" }).waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === "greenhouse_session");
    const header = { cookie: `greenhouse_session=${cookie?.value ?? ""}` };
    const signedIn = async () => (await fetch(`${url}/api/packs`, { headers: header })).status;

    const img = await page.evaluate(async () => {
      const image = document.createElement("img");
      const done = new Promise((r) => image.addEventListener("error", r, { once: true }));
      image.src = "/__greenhouse/logout";
      document.body.append(image);
      await done;
      return (await fetch("/__greenhouse/logout")).status; // and a script's GET of its own origin
    });
    expect(img).toBe(405);
    expect(await signedIn()).toBe(200);

    const hostile: Server = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(`<form method="post" action="${url}/__greenhouse/logout"></form><script>document.forms[0].submit()</script>`);
    });
    await new Promise<void>((r) => hostile.listen(0, "127.0.0.1", r));
    const address = hostile.address();
    const foreign = await page.goto(`http://localhost:${typeof address === "object" && address ? address.port : 0}/`);
    await page.waitForURL(`${url}/__greenhouse/logout`);
    expect(foreign).not.toBeNull();
    expect(await page.textContent("body")).toContain("cross_origin");
    hostile.close();
    expect(await signedIn()).toBe(200);

    await page.goto("/__greenhouse/logout");
    expect(await signedIn()).toBe(200);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByLabel("Password").waitFor();
    expect(await signedIn()).toBe(401);
    await context.close();
  });
});
