/**
 * The deck page's Export > Tabletop Simulator dialog as a designer uses it (issue 29): a bad base
 * URL for their own hosting is refused with how to fix it; "links from this server" publishes the
 * deck, the saved object and its sheets load from the server without the browser's cookies (as
 * TTS fetches them), and Revoke makes them 404.
 */
import { describe, expect, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors } from "./app-helpers";

const session = browserPerFile();

const pack = (name: string) => ({
  format: "greenhouse.pack/1",
  pack: { game: "Gardener of Thoughts", name, type: "edition" },
  eras: [
    { name: "Era One", cards: [
      { identifier: "TTS-001", format: "silver", copies: 2, directive: "Go.", attributes: 'Type "Adventure"\nRoleplay "Solo"', lore: "" },
      { identifier: "TTS-002", format: "silver", copies: 1, directive: "", attributes: 'Type "Support"\nEraCosts\n  Sway 1', lore: "Old." },
    ] },
  ],
});

describe("Export > Tabletop Simulator", () => {
  it("refuses a bad base URL, publishes links TTS can fetch without signing in, and revokes them", async () => {
    const { baseUrl } = session;
    const imported = await fetch(`${baseUrl}/api/packs/import`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(pack(`TTS Links ${Date.now()}`)) });
    expect(imported.status).toBe(201);
    const packId = ((await imported.json()) as { id: string }).id;
    const detail = (await (await fetch(`${baseUrl}/api/packs/${packId}`)).json()) as { eras: { id: string; name: string }[] };
    const eraId = detail.eras[0]?.id ?? "";

    const w = await session.open(`/packs/${packId}/eras/${eraId}`);
    const { page } = w;
    await page.getByRole("button", { name: "Export" }).click();
    await page.getByRole("menuitem", { name: "Tabletop Simulator…" }).click();
    const dialog = page.getByRole("dialog", { name: "Tabletop Simulator" });
    await dialog.waitFor();
    await dialog.getByText("None yet.").waitFor();

    await dialog.getByText("My own hosting").click();
    await dialog.getByLabel("Base URL").fill("ftp://cards.example/deck");
    await dialog.getByText(/must start with https:\/\//).waitFor();
    await dialog.getByRole("button", { name: /Download zip/ }).click();
    expect(await dialog.getByLabel("Base URL").getAttribute("aria-invalid")).toBe("true");
    await screenshot(page, "tts-base-url-error");

    await dialog.getByText("Links from this server").click();
    const published = page.waitForResponse((r) => r.url().endsWith(`/api/packs/${packId}/export/tts/links`) && r.request().method() === "POST");
    await dialog.getByRole("button", { name: /Publish links/ }).click();
    expect((await published).status()).toBe(201);
    const saved = dialog.getByTestId("saved-object");
    await saved.waitFor();
    const row = dialog.getByTestId("export-link");
    await row.getByText(/3 files/).waitFor();
    await screenshot(page, "tts-links-published");

    // As TTS fetches them: no cookies, no password, only the URLs the saved object names.
    const href = (await saved.getAttribute("href")) ?? "";
    const object = await fetch(`${baseUrl}${href}`);
    expect(object.status).toBe(200);
    const text = await object.text();
    const urls = [...text.matchAll(/"(?:FaceURL|BackURL)": "([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url.startsWith(`${baseUrl}/api/export-links/`), url).toBe(true);
      const image = await fetch(url);
      expect(image.status, url).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/png");
    }

    await row.getByRole("button", { name: "Revoke" }).click();
    const confirm = page.getByRole("dialog", { name: "Revoke this link?" });
    const revoked = page.waitForResponse((r) => r.request().method() === "DELETE" && r.url().includes(`/api/packs/${packId}/export/tts/links/`));
    await confirm.getByRole("button", { name: "Revoke" }).click();
    expect((await revoked).status()).toBe(200);
    await row.getByText(/revoked/).waitFor();
    await screenshot(page, "tts-link-revoked");
    for (const url of [`${baseUrl}${href}`, urls[0] ?? ""]) expect((await fetch(url)).status, url).toBe(404);
    expectNoErrors(w);
  });
});
