/**
 * A Genesis pack authored in the app, as a designer does it (issue 13): create the pack with the
 * Genesis system, define the pack's own ability on the pack page, add a deck and a card with
 * mistakes (a custom ability on a card that is not custom, GEN-424 "GEN-custom-ability"; sway 7,
 * GEN-182 "field-range"), see them flagged at their fields, save anyway, fix them (the card becomes
 * custom with the pack's ability; then GEN-210 asks for its faction), see the findings gone, and
 * print: the PDF is A4 with the card at 125 x 88 mm. Waits for states only.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors, goto, reload } from "./app-helpers";

const session = browserPerFile();
const root = join(import.meta.dirname, "..", "..");

const findingsAt = (field: string) => `[data-field="${field}"] [data-testid="field-findings"]`;

describe("a Genesis pack in the app", () => {
  it("creates the pack, its own ability and a deck, flags a card's mistakes, saves, fixes them and prints at 125 x 88 mm", async () => {
    const w = await session.open("/");
    const { page } = w;

    await page.getByRole("button", { name: "New pack" }).click();
    const dialog = page.getByRole("dialog", { name: "New card pack" });
    await dialog.getByLabel("Pack name").fill("Genesis Trial");
    await dialog.getByLabel("Game system").selectOption({ label: "The Genesis card game" });
    await dialog.getByRole("button", { name: "Create pack" }).click();
    await page.waitForURL(/\/packs\/[^/]+$/);
    const packId = page.url().split("/").pop() ?? "";
    await page.getByRole("heading", { name: "Decks", exact: true }).waitFor();

    // The pack's own ability (pack.customAbilities), saved on the pack page.
    const abilities = page.getByRole("form", { name: "Custom abilities" });
    await abilities.getByLabel("Custom abilities").fill("Salvage");
    await abilities.getByRole("button", { name: "Save abilities" }).click();
    await expect.poll(() => abilities.getByRole("button", { name: "Save abilities" }).isDisabled(), { timeout: 30_000 }).toBe(true);

    await page.getByRole("button", { name: "Add deck" }).first().click();
    const deckDialog = page.getByRole("dialog", { name: "New deck" });
    await deckDialog.getByLabel("Deck name").fill("Drift");
    await deckDialog.getByRole("button", { name: "Add deck" }).click();
    await page.getByRole("link", { name: "Drift", exact: true }).click();
    await page.waitForURL(/\/eras\/[^/]+$/);

    await page.getByRole("button", { name: "New card" }).click();
    await page.waitForURL(/\/cards\/[^/]+$/);
    await page.getByTestId("system-card-form").waitFor();

    // Mistakes: Dread is a custom ability on a card that is not custom; sway 7.
    await page.getByLabel(/^Name/).fill("Scrap Choir");
    await page.getByLabel(/^Ability/).selectOption("Dread");
    await page.getByLabel(/^Sway/).fill("7");
    await page.getByLabel(/^Lore/).fill("They sing to the wrecks until the wrecks sing back.");
    await page.locator(findingsAt("ability")).getByText("GEN-custom-ability").waitFor();
    await page.locator(findingsAt("sway")).getByText("field-range").waitFor();

    // The card saves with its findings (lint, not a refusal).
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByTestId("save-status").getByText(/Saved \(version \d+\)/).waitFor();
    await page.getByRole("img", { name: /as printed/ }).waitFor({ timeout: 60_000 });
    await screenshot(page, "genesis-card-form-finding");

    // Fix: a custom card with the pack's own ability; a custom card then needs its faction (GEN-210).
    await page.getByLabel(/^Custom/).check();
    await page.getByLabel(/^Ability/).selectOption("Salvage");
    await page.getByLabel(/^Sway/).fill("3");
    await page.locator(findingsAt("ability")).waitFor({ state: "detached" });
    await page.locator(findingsAt("sway")).waitFor({ state: "detached" });
    await page.locator(findingsAt("faction")).getByText("GEN-custom-faction").waitFor();
    await page.getByLabel(/^Faction/).selectOption("Spacelings");
    await page.locator(findingsAt("faction")).waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByTestId("save-status").getByText(/Saved \(version \d+\)/).waitFor();
    await reload(page);
    expect(await page.getByLabel(/^Ability/).inputValue()).toBe("Salvage");
    expect(await page.getByLabel(/^Sway/).inputValue()).toBe("3");
    expect(await page.locator('[data-testid="field-findings"]').count()).toBe(0);
    await page.getByRole("img", { name: /as printed/ }).waitFor({ timeout: 60_000 });
    await screenshot(page, "genesis-card-form-fixed");

    // Print: A4, the card at 125 x 88 mm.
    await goto(page, `/packs/${packId}/print`);
    await page.getByRole("heading", { level: 1, name: "Print Genesis Trial" }).waitFor();
    await page.getByTestId("print-preview").waitFor({ timeout: 60_000 });
    const front = page.getByRole("img", { name: "Front of the first sheet" });
    await expect.poll(() => front.locator("g[data-identifier]").count(), { timeout: 30_000 }).toBe(1);
    const download = page.waitForEvent("download", { timeout: 300_000 });
    await page.getByRole("button", { name: "Download PDF" }).click();
    const file = await download;
    const path = join(root, "tmp", "screenshots", file.suggestedFilename());
    await file.saveAs(path);
    expect(execFileSync("pdfinfo", [path], { encoding: "utf8" })).toMatch(/Page size:\s+595\.\d+ x 841\.89 pts \(A4\)/);
    await page.getByTestId("print-done").waitFor();
    await screenshot(page, "genesis-print");
    expectNoErrors(w);
  }, 300_000);
});
