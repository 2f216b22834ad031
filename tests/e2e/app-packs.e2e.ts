/**
 * A designer's first hour: the demo pack is there; create a pack, an era deck and a card, edit
 * its attributes, reload and find everything saved; export the pack and import it back; rename,
 * duplicate and delete packs; a bad pack file is refused with every problem listed.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { addEra, createPack, expectNoErrors, getAttributes, goto, reload, setAttributes, waitSaved } from "./app-helpers";

// One context for the file: no test here needs cookies or storage of its own.
const session = browserPerFile({ oneContext: true });

describe("packs, eras and cards", () => {
  it("shows the demo packs on a fresh start", async () => {
    const w = await session.open();
    const packs = w.page.getByRole("list", { name: "Card packs" }).getByRole("listitem");
    expect(await packs.count()).toBeGreaterThanOrEqual(1);
    await screenshot(w.page, "app-home");
    expectNoErrors(w);
  });

  it("creates a pack, an era and a card, edits it, and finds it saved after a reload", async () => {
    const w = await session.open();
    const { page } = w;
    await createPack(page, "E2E Pack");
    await page.getByText("No era decks yet").waitFor();
    await addEra(page, "First Era");
    await page.getByText("This era deck has no cards yet").waitFor();

    await page.getByRole("button", { name: "Write the first card" }).click();
    await page.waitForURL(/\/cards\/[^/]+$/);
    await page.getByLabel("Identifier").fill("E2E-001");
    await page.getByRole("textbox", { name: "Directive" }).fill("Cross the reef at night.");
    await setAttributes(page, 'Type "Adventure"\nRoleplay "Solo"\nAdventureCosts\n  StarshipFlyRange 2');
    await waitSaved(page);
    // The preview follows: a red border for an adventure.
    await page.locator('[data-format="silver"][data-type="Adventure"]').waitFor();

    await reload(page);
    expect(await page.getByLabel("Identifier").inputValue()).toBe("E2E-001");
    expect(await page.getByRole("textbox", { name: "Directive" }).inputValue()).toBe("Cross the reef at night.");
    expect((await getAttributes(page)).replace(/\s+/g, " ")).toContain('Type "Adventure" Roleplay "Solo" AdventureCosts StarshipFlyRange 2');

    // The era table shows what the card means.
    await page.getByRole("link", { name: "First Era", exact: true }).click();
    const row = page.getByTestId("card-row").first();
    await row.waitFor();
    expect(await row.textContent()).toMatch(/E2E-001.*Adventure.*Solo.*AC 2/);
    expectNoErrors(w);
  });

  it("selects the suggested era deck name, so typing a name replaces it", async () => {
    const w = await session.open();
    const { page } = w;
    await createPack(page, "Naming Pack");
    await page.getByRole("button", { name: "Add era deck" }).first().click();
    const field = page.getByRole("dialog", { name: "New era deck" }).getByLabel("Era deck name");
    expect(await field.inputValue()).toBe("Era 1");
    expect(await field.evaluate((el: HTMLInputElement) => [document.activeElement === el, el.selectionStart, el.selectionEnd])).toEqual([true, 0, 5]);
    // Typed as a designer types, not filled: the suggestion is replaced, not appended to.
    await page.keyboard.type("The Smuggling Years");
    expect(await field.inputValue()).toBe("The Smuggling Years");
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: "The Smuggling Years", exact: true }).waitFor();
    expectNoErrors(w);
  });

  it("exports a pack and imports it back as a new pack with the same cards", async () => {
    const w = await session.open();
    const { page } = w;
    const packId = await createPack(page, "Round Trip");
    await addEra(page, "Only Era");
    await page.getByRole("button", { name: "Write the first card" }).click();
    await page.waitForURL(/\/cards\/[^/]+$/);
    await page.getByLabel("Identifier").fill("RT-007");
    await setAttributes(page, 'Type "Support"\nAdventureResources\n  Sway 3');
    await waitSaved(page);

    await goto(page, `/packs/${packId}`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export" }).click()]);
    expect(download.suggestedFilename()).toBe("round-trip.pack.json");
    const file = join(tmpdir(), `greenhouse-e2e-${Date.now()}.pack.json`);
    await download.saveAs(file);
    const doc = JSON.parse(readFileSync(file, "utf8")) as { format: string; eras: { cards: { identifier: string }[] }[] };
    expect(doc.format).toBe("greenhouse.pack/1");
    expect(doc.eras[0]?.cards[0]?.identifier).toBe("RT-007");

    await goto(page, "/");
    await page.setInputFiles('[data-testid="import-pack-input"]', file);
    await page.waitForURL((url) => /\/packs\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(packId));
    await page.getByRole("link", { name: "Only Era", exact: true }).click();
    expect(await page.getByTestId("card-row").first().textContent()).toMatch(/RT-007.*Support.*AR 3/);
    expectNoErrors(w);
  });

  it("refuses a broken pack file and lists every problem with its path; nothing is imported", async () => {
    const w = await session.open();
    const { page } = w;
    const before = await page.getByRole("list", { name: "Card packs" }).getByRole("listitem").count();
    const file = join(tmpdir(), `greenhouse-e2e-bad-${Date.now()}.pack.json`);
    writeFileSync(
      file,
      JSON.stringify({
        format: "greenhouse.pack/1",
        pack: { game: "", name: "Bad", type: "edition" },
        eras: [{ name: "E", cards: [{ identifier: "X-1", format: "bronze", attributes: "", copeis: 2 }] }],
      }),
    );
    await page.setInputFiles('[data-testid="import-pack-input"]', file);
    const dialog = page.getByRole("dialog", { name: /Could not import/ });
    await dialog.waitFor();
    const problems = await dialog.getByRole("list", { name: "Problems" }).textContent();
    expect(problems).toContain("eras[0].cards[0].format");
    expect(problems).toContain("eras[0].cards[0].copeis");
    await screenshot(page, "app-import-rejected");
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await reload(page);
    expect(await page.getByRole("list", { name: "Card packs" }).getByRole("listitem").count()).toBe(before);
    expectNoErrors(w);
  });

  it("renames, duplicates and deletes a pack from its menu", async () => {
    const w = await session.open();
    const { page } = w;
    await createPack(page, "Menu Pack");
    await goto(page, "/");
    await page.getByRole("button", { name: "Actions for Menu Pack" }).click();
    await page.getByRole("menuitem", { name: "Rename…" }).click();
    const rename = page.getByRole("dialog", { name: "Rename pack" });
    await rename.getByLabel("Pack name").fill("Menu Pack Renamed");
    await rename.getByRole("button", { name: "Rename" }).click();
    await page.getByRole("heading", { name: "Menu Pack Renamed", exact: true }).waitFor();

    await page.getByRole("button", { name: "Actions for Menu Pack Renamed" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await page.getByRole("heading", { name: "Menu Pack Renamed (copy)", exact: true }).waitFor();

    await page.getByRole("button", { name: "Actions for Menu Pack Renamed (copy)" }).click();
    await page.getByRole("menuitem", { name: "Delete…" }).click();
    await page.getByRole("dialog", { name: /Delete/ }).getByRole("button", { name: "Delete pack" }).click();
    await page.getByRole("heading", { name: "Menu Pack Renamed (copy)", exact: true }).waitFor({ state: "detached" });
    expectNoErrors(w);
  });
});
