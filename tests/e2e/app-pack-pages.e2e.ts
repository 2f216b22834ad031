/**
 * A pack's other pages: settings and instructions, aliases, pictures (a refused file and an
 * accepted one), era order, the Problems tab opening a card at the spot, and cards imported
 * from a CSV file after checking the preview.
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { e2eServer, launchBrowser, newContext, screenshot } from "./browser";
import { addEra, createPack, expectNoErrors, goto, openIn, reload, setAttributes, waitSaved } from "./app-helpers";
import { narrowLayout, narrowProblems, PHONE, phoneScreenshot } from "./narrow";

let browser: Browser;
/** Every page of this file is opened in this one context: no test here needs its own cookies or storage, and the pages share the cache (the app's scripts are fetched and compiled once per file). */
let context: BrowserContext;
const { baseUrl } = e2eServer();
let packId = "";

// A 1 x 1 PNG and the first bytes of a GIF (refused: only PNG, JPEG and WebP print).
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl);
  const w = await openIn(context);
  packId = await createPack(w.page, "Pages Pack");
  await w.page.close();
});
afterAll(async () => {
  await browser?.close();
});

describe("pack pages", () => {
  it("saves the settings and instructions, and keeps them after a reload", async () => {
    const w = await openIn(context, `/packs/${packId}/settings`);
    const { page } = w;
    await page.getByLabel("Number of players").fill("3");
    const affiliations = page.getByLabel("Affiliations");
    for (const a of ["Lamplighters", "Wreckers", "Tides"]) {
      await affiliations.fill(a);
      await affiliations.press("Enter");
    }
    await page.getByLabel("Player 2").selectOption({ label: "Wreckers" });
    await page.getByLabel("Turn time limit").fill("5");
    await page.getByLabel("Player level").selectOption("experienced");
    await page.getByLabel("Goals").fill("Win the era.");
    await page.getByLabel("Number of players").fill("1");
    await page.getByRole("button", { name: "Save changes" }).click();
    // A bad number is refused before anything is sent, with the reason under the field.
    await page.getByText("must be a whole number from 2 to 64").waitFor();
    await page.getByLabel("Number of players").fill("3");
    await page.getByLabel("Player 1").selectOption({ label: "Lamplighters" });
    await page.getByLabel("Player 3").selectOption({ label: "Tides" });
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("All changes saved.").waitFor();
    await reload(page);
    expect(await page.getByLabel("Number of players").inputValue()).toBe("3");
    expect(await page.getByLabel("Turn time limit").inputValue()).toBe("5");
    expect(await page.getByLabel("Player 2").inputValue()).toBe("Wreckers");
    expect(await page.getByLabel("Goals").inputValue()).toBe("Win the era.");
    await screenshot(page, "app-pack-settings");
    expectNoErrors(w);
    await w.page.close();
  });

  it("edits the pack's aliases, refusing a bad one", async () => {
    const w = await openIn(context, `/packs/${packId}/aliases`);
    const { page } = w;
    await page.getByRole("button", { name: "Add an alias" }).click();
    await page.getByLabel("Alias 1", { exact: true }).fill("AR");
    await page.getByLabel("Full name of alias 1").fill("Renown");
    await page.getByRole("button", { name: "Save aliases" }).click();
    await page.getByText("AR is already the built-in alias of AdventureResources").waitFor();
    await page.getByLabel("Alias 1", { exact: true }).fill("SFR");
    await page.getByLabel("Full name of alias 1").fill("StarshipFlyRange");
    await page.getByRole("button", { name: "Save aliases" }).click();
    await page.getByText("All changes saved.").waitFor();
    await reload(page);
    expect(await page.getByLabel("Alias 1", { exact: true }).inputValue()).toBe("SFR");
    expectNoErrors(w);
    await w.page.close();
  });

  it("refuses a GIF with the reason and accepts a PNG as the silver front", async () => {
    const w = await openIn(context, `/packs/${packId}/pictures`);
    const { page } = w;
    const slot = page.getByTestId("picture-slot-front");
    const gif = join(tmpdir(), `greenhouse-e2e-${Date.now()}.gif`);
    writeFileSync(gif, GIF);
    await slot.locator('input[type="file"]').setInputFiles(gif);
    await slot.getByRole("alert").waitFor();
    expect(await slot.getByRole("alert").textContent()).toMatch(/only PNG, JPEG and WebP/);
    const png = join(tmpdir(), `greenhouse-e2e-${Date.now()}.png`);
    writeFileSync(png, PNG);
    await slot.locator('input[type="file"]').setInputFiles(png);
    await slot.getByText(/1 × 1 px/).waitFor();
    expect(await slot.textContent()).toMatch(/may print blurry/);
    expectNoErrors(w);
    await w.page.close();
  });

  it("reorders era decks with the arrow buttons", async () => {
    const w = await openIn(context, `/packs/${packId}`);
    const { page } = w;
    await addEra(page, "Alpha");
    await goto(page, `/packs/${packId}`);
    await addEra(page, "Beta");
    await goto(page, `/packs/${packId}`);
    // The list is aria-busy while a drag is under way or the new order is being saved.
    const saved = () => page.locator('ol[aria-busy="false"]').waitFor();
    const names = async () => (await page.getByTestId("era-row").allTextContents()).map((t) => (t.includes("Alpha") ? "Alpha" : "Beta"));
    expect(await names()).toEqual(["Alpha", "Beta"]);
    await page.getByRole("button", { name: "Move Beta up" }).click();
    await expect.poll(names).toEqual(["Beta", "Alpha"]);
    await saved();
    await reload(page);
    expect(await names()).toEqual(["Beta", "Alpha"]);
    // And back by dragging Alpha's row above Beta's.
    await page.getByTestId("era-row").nth(1).dragTo(page.getByTestId("era-row").nth(0));
    await expect.poll(names).toEqual(["Alpha", "Beta"]);
    await saved();
    await reload(page);
    expect(await names()).toEqual(["Alpha", "Beta"]);
    expectNoErrors(w);
    await w.page.close();
  });

  it("lists a misspelt category in Problems and opens the card at the spot", async () => {
    const w = await openIn(context, `/packs/${packId}`);
    const { page } = w;
    await page.getByRole("link", { name: "Alpha", exact: true }).click();
    await page.getByRole("button", { name: "Write the first card" }).click();
    await page.waitForURL(/\/cards\/[^/]+$/);
    await setAttributes(page, 'Type "Support"\nAdventureResorces\n  Sway 1');
    await waitSaved(page);
    await goto(page, `/packs/${packId}/problems`);
    const row = page.getByTestId("problem-row").filter({ hasText: "AdventureResorces" }).first();
    await row.waitFor();
    expect(await row.textContent()).toMatch(/attributes 2:1/);
    await row.getByRole("link").last().click();
    await page.waitForURL(/field=attributes&line=2&column=1/);
    await page.locator("[data-format]").waitFor();
    expectNoErrors(w);
    await w.page.close();
  });

  it("fits a 390 px phone: every pack tab reachable, the breadcrumbs readable, nothing wider than the screen", async () => {
    const w = await openIn(context, `/packs/${packId}`);
    const { page } = w;
    await page.setViewportSize(PHONE);
    for (const [path, name] of [[`/packs/${packId}`, "app-pack-390"], [`/packs/${packId}/problems`, "app-pack-problems-390"]] as const) {
      await goto(page, path);
      await screenshot(page, name);
      const layout = await narrowLayout(page);
      expect(layout.tabs.map((t) => t.label.replace(/\d+$/, ""))).toEqual(["Era decks", "Settings", "Aliases", "Pictures", "Problems"]);
      expect(layout.crumbs.map((c) => c.label)).toEqual(["Packs", "Pages Pack"]);
      expect(narrowProblems(layout), path).toEqual([]);
      // The current tab is scrolled into view, even the last one.
      expect(await page.locator('nav[aria-label="Pack pages"] [aria-current="page"]').isVisible()).toBe(true);
      const current = await page.locator('nav[aria-label="Pack pages"] [aria-current="page"]').boundingBox();
      expect(current !== null && current.x >= 0 && current.x + current.width <= PHONE.width).toBe(true);
    }
    // A card's four crumbs beside the editor's toolbar: each stays readable (they wrap).
    await goto(page, `/packs/${packId}`);
    await page.getByRole("link", { name: "Alpha", exact: true }).click();
    await page.getByTestId("card-row").first().getByRole("link").first().click();
    await page.waitForURL(/\/cards\/[^/]+$/);
    await page.locator("[data-format]").waitFor();
    await phoneScreenshot(page, "app-card-390");
    const card = await narrowLayout(page);
    expect(card.crumbs.map((c) => c.label).slice(0, 3)).toEqual(["Packs", "Pages Pack", "Alpha"]);
    expect(narrowProblems(card).filter((p) => p.startsWith("breadcrumb"))).toEqual([]);
    expectNoErrors(w);
    await w.page.close();
  });

  it("imports cards from CSV after a preview that shows each row's problems", async () => {
    const w = await openIn(context, `/packs/${packId}`);
    const { page } = w;
    await page.getByRole("link", { name: "Beta", exact: true }).click();
    await page.getByRole("link", { name: "Import from CSV" }).click();
    const csv = join(tmpdir(), `greenhouse-e2e-${Date.now()}.csv`);
    writeFileSync(
      csv,
      [
        "Identifier,Copies,Orientation,Directive,Type,AdventureResources.Sway",
        "CSV-1,2,,A boat.,Support,1",
        "CSV-2,x,,Bad copies.,Support,2",
        "CSV-3,1,,A raft.,Support,1",
        "CSV-4,0,portrait,Two problems.,Support,1",
        "CSV-5,1,,A skiff.,Support,3",
        "",
      ].join("\n"),
    );
    await page.setInputFiles('[data-testid="csv-input"]', csv);
    await page.getByTestId("csv-row").first().waitFor();
    const rows = page.getByTestId("csv-row");
    expect(await rows.count()).toBe(5);
    // A bad row says which card it is, and lists every problem it has, not only the first.
    const cells = async (i: number) => (await rows.nth(i).locator("td").allTextContents()).map((t) => t.trim());
    expect((await cells(1))[1]).toBe("CSV-2");
    expect((await cells(3))[1]).toBe("CSV-4");
    const problems = rows.nth(3).getByRole("list", { name: "Problems of line 5" }).getByRole("listitem");
    expect((await problems.allTextContents()).map((t) => t.split(":")[0])).toEqual(["Copies", "Orientation"]);
    // The disabled button names the 3 cards an import would write, not all 5 rows.
    const importButton = page.getByRole("button", { name: /^Import \d+ card/ });
    expect(await importButton.textContent()).toBe("Import 3 cards");
    expect(await importButton.isDisabled()).toBe(true);
    await screenshot(page, "app-csv-preview");
    await page.getByLabel(/Leave out the 2 rows with problems/).check();
    await page.getByRole("button", { name: "Import 3 cards" }).click();
    await page.waitForURL(/\/eras\/[^/]+$/);
    const row = page.getByTestId("card-row").first();
    await row.waitFor();
    expect(await row.textContent()).toMatch(/CSV-1.*Support.*AR 1.*2/);
    expectNoErrors(w);
    await w.page.close();
  });
});
