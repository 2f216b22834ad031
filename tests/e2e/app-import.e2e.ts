/**
 * Importing a large pack file as a designer does (issue 10): it goes through the import worker
 * (the production bundle, generated/import-worker.mjs), and importing it a second time gives a
 * numbered pack and a toast that says so, instead of two tiles nobody can tell apart.
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { WORKER_FROM_CHARS } from "@/lib/server/import-worker/client";
import { bigPackText } from "../reliability/big-pack";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors, goto } from "./app-helpers";

const session = browserPerFile();

describe("importing a large pack file", () => {
  it("imports it, and a second import of the same file is numbered and the toast says so", async () => {
    const name = `The Drowned Coast ${Date.now()}`;
    const text = bigPackText(60, 2).replace('"name": "Big pack"', `"name": ${JSON.stringify(name)}`);
    expect(text.length).toBeGreaterThan(WORKER_FROM_CHARS);
    const file = join(tmpdir(), `greenhouse-e2e-coast-${Date.now()}.pack.json`);
    writeFileSync(file, text);
    const w = await session.open();
    const { page } = w;
    // By name: a loading page's own sr-only "Loading…" status can be on screen beside the toasts.
    const toasts = page.getByRole("status", { name: "Notifications" });

    await page.setInputFiles('[data-testid="import-pack-input"]', file);
    await toasts.getByText(`Imported “${name}”`, { exact: true }).waitFor();
    expect(await toasts.textContent()).toContain("2 era decks, 120 cards.");
    await page.waitForURL(/\/packs\/[^/]+$/);

    await goto(page, "/");
    await page.setInputFiles('[data-testid="import-pack-input"]', file);
    const renamed = toasts.getByText(`Imported “${name} (2)”`, { exact: true });
    await renamed.waitFor();
    expect(await toasts.textContent()).toContain(`A pack named “${name}” already exists, so this one is called “${name} (2)”.`);
    await screenshot(page, "app-import-renamed");
    await page.waitForURL(/\/packs\/[^/]+$/);
    await page.getByRole("heading", { name: `${name} (2)` }).waitFor();

    await goto(page, "/");
    const tiles = page.getByRole("list", { name: "Card packs" }).getByRole("listitem");
    expect(await tiles.filter({ hasText: name }).count()).toBe(2);
    expectNoErrors(w);
  });
});
