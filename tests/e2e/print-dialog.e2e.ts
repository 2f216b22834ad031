/**
 * The print dialog as a designer uses it: the demo pack's first sheet shows with its backs,
 * options change the preview (A3 takes 19 silver cards; no backs, no back page), and the
 * download button renders the PDF with a progress bar and saves it.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { e2eServer, launchBrowser, screenshot } from "./browser";
import { expectNoErrors, open, reload } from "./app-helpers";
import { printFormKey } from "@/components/print/remembered-options";
import { pageSizes } from "../print/pdf-read";

let browser: Browser;
const { baseUrl } = e2eServer();
const root = join(import.meta.dirname, "..", "..");

beforeAll(async () => {
  // The server loads the print worker bundle on first use; `npm run build` makes it, but a
  // build made before print existed would lack it.
  if (!existsSync(join(root, "generated", "print-worker.mjs"))) execFileSync(process.execPath, [join(root, "scripts", "build-print-worker.mjs")], { cwd: root });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The two seeded packs: the demo pack first, then the rulebook's examples. Picked by their seeded
 * names, not by size: other browser tests (app-import.e2e.ts) import larger packs into the same
 * database, and they have no "The Beacon Years" era deck.
 */
async function packIds(): Promise<string[]> {
  const { packs } = (await (await fetch(`${baseUrl}/api/packs`)).json()) as { packs: { id: string; name: string }[] };
  return ["The Drowned Coast", "Rulebook Examples"].flatMap((name) => packs.filter((p) => p.name === name).map((p) => p.id));
}

async function demoPackId(): Promise<string> {
  const [id] = await packIds();
  if (id === undefined) throw new Error("no demo pack seeded");
  return id;
}

describe("the print dialog", () => {
  it("previews the first sheet, follows the options, and downloads the PDF with progress", async () => {
    const id = await demoPackId();
    const w = await open(browser, baseUrl, `/packs/${id}/print`);
    const { page } = w;
    const preview = page.getByTestId("print-preview");
    await preview.waitFor({ timeout: 60_000 });
    const front = page.getByRole("img", { name: "Front of the first sheet" });
    await expect.poll(() => front.locator("g[data-identifier]").count(), { timeout: 30_000 }).toBe(9);
    expect(await page.getByRole("img", { name: "Back of the first sheet, as printed" }).count()).toBe(1);
    await screenshot(page, "print-dialog");

    await page.getByText("A3", { exact: true }).click();
    await expect.poll(() => page.getByTestId("print-summary").textContent(), { timeout: 30_000 }).toMatch(/19 silver per sheet/);
    await page.getByText("None", { exact: true }).click();
    await expect.poll(() => page.getByRole("img", { name: "Back of the first sheet, as printed" }).count(), { timeout: 30_000 }).toBe(0);
    await page.getByLabel("Bleed (mm)").fill("9");
    await page.getByText("The bleed must be between 0 and 6 mm.").waitFor();
    expect(await page.getByRole("button", { name: "Download PDF" }).isDisabled()).toBe(true);
    await page.getByLabel("Bleed (mm)").fill("3");

    const download = page.waitForEvent("download", { timeout: 300_000 });
    await page.getByRole("button", { name: "Download PDF" }).click();
    await page.getByTestId("print-progress").waitFor({ timeout: 30_000 });
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/-cards-a3\.pdf$/);
    const path = join(root, "tmp", "screenshots", file.suggestedFilename());
    await file.saveAs(path);
    const sizes = await pageSizes(new Uint8Array(readFileSync(path)));
    expect(new Set(sizes.map((s) => `${s.width} x ${s.height}`))).toEqual(new Set(["841.89 x 1190.55"]));
    await page.getByTestId("print-done").waitFor();
    await screenshot(page, "print-dialog-done");
    expectNoErrors(w);
    await w.context.close();
  }, 600_000);

  it("remembers the options chosen for a pack: after a reload they are back and the preview follows them; another pack keeps its own", async () => {
    const [id, otherId] = await packIds();
    if (id === undefined || otherId === undefined) throw new Error("two seeded packs expected");
    const w = await open(browser, baseUrl, `/packs/${id}/print`);
    const { page } = w;
    await page.getByTestId("print-preview").waitFor({ timeout: 60_000 });
    await page.getByText("Letter", { exact: true }).click();
    await page.getByText("Short edge", { exact: true }).click();
    await page.getByLabel("Bleed (mm)").fill("2");
    await page.getByLabel("Back offset x (mm)").fill("0.5");
    await page.getByLabel("y (mm)").fill("-1");
    await page.getByLabel("Era decks").selectOption("The Beacon Years");
    await page.getByText("As typed", { exact: true }).click();
    await page.getByLabel("Crop marks").uncheck();
    await page.getByLabel("First page with printing instructions").uncheck();
    const chosen = { paper: "Letter", bleed: "2", backs: "short-edge", cropMarks: false, era: "The Beacon Years", offsetX: "0.5", offsetY: "-1", instructions: false, attributes: "as-typed" };
    // Stored once the last change is in.
    await page.waitForFunction(([key, want]) => localStorage.getItem(key as string) === want, [printFormKey(id), JSON.stringify(chosen)] as const, { timeout: 30_000 });

    // The first preview after the reload already asks for the remembered options.
    const previewAfterReload = page.waitForResponse((r) => r.url().includes("/pdf/preview?"), { timeout: 60_000 });
    await reload(page);
    const asked = new URL((await previewAfterReload).url()).searchParams;
    expect(Object.fromEntries(asked)).toEqual({ paper: "Letter", bleed: "2", backs: "short-edge", era: "The Beacon Years", backOffset: "0.5,-1", attributes: "as-typed" });
    expect(await page.getByRole("radio", { name: "Letter" }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "Short edge" }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "As typed" }).isChecked()).toBe(true);
    expect(await page.getByLabel("Bleed (mm)").inputValue()).toBe("2");
    expect(await page.getByLabel("Back offset x (mm)").inputValue()).toBe("0.5");
    expect(await page.getByLabel("y (mm)").inputValue()).toBe("-1");
    expect(await page.getByLabel("Era decks").inputValue()).toBe("The Beacon Years");
    expect(await page.getByLabel("Crop marks").isChecked()).toBe(false);
    expect(await page.getByLabel("First page with printing instructions").isChecked()).toBe(false);
    await page.getByTestId("print-preview").waitFor({ timeout: 60_000 });
    await screenshot(page, "print-dialog-remembered");

    // Another pack's dialog opens with its own (here: the defaults).
    const otherPreview = page.waitForResponse((r) => r.url().includes(`/packs/${otherId}/pdf/preview?`), { timeout: 60_000 });
    await page.goto(`${baseUrl}/packs/${otherId}/print`);
    const other = new URL((await otherPreview).url()).searchParams;
    expect(other.get("paper")).toBe("A4");
    expect(other.get("cropMarks")).toBe("1");
    expectNoErrors(w);
    await w.context.close();
  }, 300_000);
});
