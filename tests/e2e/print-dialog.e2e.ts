/**
 * The print dialog as a designer uses it: the demo pack's first sheet shows with its backs,
 * options change the preview (A3 takes 19 silver cards; no backs, no back page), and the
 * download button renders the PDF with a progress bar and saves it.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, screenshot } from "./browser";
import { expectNoErrors, open } from "./app-helpers";

let browser: Browser;
const baseUrl = inject("baseUrl");
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

async function demoPackId(): Promise<string> {
  const { packs } = (await (await fetch(`${baseUrl}/api/packs`)).json()) as { packs: { id: string; cards: number }[] };
  const pack = [...packs].sort((a, b) => b.cards - a.cards)[0];
  if (!pack) throw new Error("no demo pack seeded");
  return pack.id;
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
    const info = execFileSync("pdfinfo", [path], { encoding: "utf8" });
    expect(info).toMatch(/Page size:\s+841\.89 x 1190\.55 pts \(A3\)/);
    await page.getByTestId("print-done").waitFor();
    await screenshot(page, "print-dialog-done");
    expectNoErrors(w);
    await w.context.close();
  }, 600_000);
});
