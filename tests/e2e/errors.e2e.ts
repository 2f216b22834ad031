/**
 * Error answers of the built app: an address that names no era deck or card answers HTTP 404
 * with the not-found page (it was a 200 showing "Nothing here"), a card under another era
 * redirects, an API route answers a method it lacks with 405, Allow and the JSON error body, and
 * a picture past 50 megapixels is refused with the reason on the pictures page.
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { e2eServer, launchBrowser, screenshot } from "./browser";
import { open } from "./app-helpers";
import { makeJpegHeader } from "../server/pictures-fixture";

const { baseUrl } = e2eServer();
let browser: Browser;
let packId = "";
let otherPackId = "";
const eraIds: string[] = [];
let cardId = "";

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), { ...init, headers: { "content-type": "application/json", ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path} -> ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A page as a browser asks for it, without following redirects. */
function page(path: string): Promise<Response> {
  return fetch(new URL(path, baseUrl), { headers: { accept: "text/html" }, redirect: "manual" });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const pack = await api<{ id: string }>("/api/packs", { method: "POST", body: JSON.stringify({ name: "Errors Pack" }) });
  packId = pack.id;
  otherPackId = (await api<{ id: string }>("/api/packs", { method: "POST", body: JSON.stringify({ name: "Errors Other" }) })).id;
  for (const name of ["First", "Second"]) eraIds.push((await api<{ id: string }>(`/api/packs/${packId}/eras`, { method: "POST", body: JSON.stringify({ name }) })).id);
  cardId = (await api<{ id: string }>(`/api/eras/${eraIds[0]}/cards`, { method: "POST", body: JSON.stringify({ fields: { identifier: "E-1" } }) })).id;
});
afterAll(async () => {
  await browser?.close();
});

describe("pages that name nothing", () => {
  it("answer 404 with the not-found page for an unknown era deck or card; real ones stay 200", async () => {
    const [first, second] = eraIds;
    const cases: [string, number][] = [
      [`/packs/${packId}/eras/${first}`, 200],
      [`/packs/${packId}/eras/${first}/cards/${cardId}`, 200],
      [`/packs/${packId}/eras/no-such-era`, 404],
      [`/packs/${otherPackId}/eras/${first}`, 404],
      [`/packs/${packId}/eras/${first}/cards/no-such-card`, 404],
      [`/packs/${otherPackId}/eras/${first}/cards/${cardId}`, 404],
      [`/packs/${packId}/eras/no-such-era/import`, 404],
    ];
    for (const [path, status] of cases) {
      const response = await page(path);
      const html = await response.text();
      expect({ path, status: response.status }).toEqual({ path, status });
      if (status === 404) expect(html).toContain("Nothing here");
    }
    // A card opened under another era of its pack goes to its era.
    const moved = await page(`/packs/${packId}/eras/${second}/cards/${cardId}`);
    expect(moved.status).toBe(307);
    expect(moved.headers.get("location")).toContain(`/packs/${packId}/eras/${first}/cards/${cardId}`);
  });

  it("shows the designer the not-found page", async () => {
    const w = await open(browser, baseUrl, `/packs/${packId}/eras/no-such-era`);
    await w.page.getByRole("link", { name: "Back to your packs" }).waitFor();
    await screenshot(w.page, "errors-unknown-era");
    // The browser logs the 404 of the page itself; nothing else may have gone wrong.
    expect(w.errors.filter((e) => !/status of 404 \(Not Found\) \(.*\/eras\/no-such-era\)$/.test(e))).toEqual([]);
    await w.context.close();
  });
});

describe("methods a route does not answer", () => {
  it("answer 405 with Allow and the JSON error body; OPTIONS lists them; HEAD follows GET", async () => {
    const put = await fetch(new URL("/api/packs", baseUrl), { method: "PUT", headers: { "content-type": "application/json" }, body: "{}" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    expect(await put.json()).toEqual({ error: { code: "method_not_allowed", message: expect.stringContaining("not PUT"), issues: [] } });
    const get = await fetch(new URL(`/api/cards/${cardId}/revisions/1/restore`, baseUrl));
    expect(get.status).toBe(405);
    expect(((await get.json()) as { error: { code: string } }).error.code).toBe("method_not_allowed");
    const options = await fetch(new URL(`/api/packs/${packId}`, baseUrl), { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, HEAD, PATCH, DELETE, OPTIONS");
    expect((await fetch(new URL(`/api/packs/${packId}`, baseUrl), { method: "HEAD" })).status).toBe(200);
  });
});

describe("pictures past the pixel limit", () => {
  it("are refused on the pictures page with the reason", async () => {
    const w = await open(browser, baseUrl, `/packs/${packId}/pictures`);
    const slot = w.page.getByTestId("picture-slot-front");
    // 20 bytes of JPEG header claiming 8000 x 8000 pixels: small enough for the browser's own check.
    const huge = join(tmpdir(), `greenhouse-e2e-huge-${Date.now()}.jpg`);
    writeFileSync(huge, makeJpegHeader(8000, 8000));
    const answered = w.page.waitForResponse((r) => r.url().includes(`/api/packs/${packId}/pictures`) && r.request().method() === "POST");
    await slot.locator('input[type="file"]').setInputFiles(huge);
    expect((await answered).status()).toBe(413);
    await slot.getByRole("alert").waitFor();
    expect(await slot.getByRole("alert").textContent()).toMatch(/8000 x 8000 pixels \(64\.0 megapixels\); the limit is 50 megapixels/);
    await screenshot(w.page, "errors-huge-picture");
    // The browser logs the refused upload itself; nothing else may have gone wrong.
    expect(w.errors.filter((e) => !/status of 413/.test(e))).toEqual([]);
    await w.context.close();
  });
});
