/**
 * An Altered pack authored in the app, as a designer does it (issue 12): create the pack with the
 * Altered system, add a deck, add a Character with mistakes, see them flagged at their fields
 * (Altered rules 2.2.5: the version's letter is the rarity, "ALT-version-rarity"; a terrain value
 * outside 0..20, "field-range"), save anyway (findings are lint, not refusals), fix them, see the
 * findings gone (the Problems tab opens the card at a finding's field), and print; then copy the card to a second deck and delete the copy there, with the
 * deck table's bulk actions. Waits for states only.
 */
import { describe, expect, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors, goto, printPackPdf, reload, waitSaved } from "./app-helpers";

const session = browserPerFile();

const findingsAt = (field: string) => `[data-field="${field}"] [data-testid="field-findings"]`;

describe("an Altered pack in the app", () => {
  it("creates the pack and a deck, flags a Character's mistakes at their fields, saves, fixes them and prints", async () => {
    const w = await session.open("/");
    const { page } = w;

    // A new pack of the Altered system.
    await page.getByRole("button", { name: "New pack" }).click();
    const dialog = page.getByRole("dialog", { name: "New card pack" });
    await dialog.getByLabel("Pack name").fill("Altered Trial");
    await dialog.getByLabel("Game system").selectOption({ label: "Altered" });
    await dialog.getByRole("button", { name: "Create pack" }).click();
    await page.waitForURL(/\/packs\/[^/]+$/);
    const packId = page.url().split("/").pop() ?? "";
    await page.getByRole("heading", { name: "Decks", exact: true }).waitFor();
    // Altered has no rules engine but a table: the pack offers Play on the free table (tests/e2e/free-table.e2e.ts plays it).
    expect(await page.getByRole("link", { name: "Play", exact: true }).count()).toBe(1);
    await goto(page, `/packs/${packId}/play`);
    await page.getByRole("heading", { name: "New game on the free table" }).waitFor();
    await goto(page, `/packs/${packId}`);

    // A deck, named with the definition's deckNoun.
    await page.getByRole("button", { name: "Add deck" }).first().click();
    const deckDialog = page.getByRole("dialog", { name: "New deck" });
    await deckDialog.getByLabel("Deck name").fill("Axiom starter");
    await deckDialog.getByRole("button", { name: "Add deck" }).click();
    await page.getByRole("link", { name: "Axiom starter", exact: true }).click();
    await page.waitForURL(/\/eras\/[^/]+$/);
    const deckUrl = new URL(page.url()).pathname;

    // A new Character opens its generated form.
    await page.getByLabel("Type of the new card").selectOption("Character");
    await page.getByRole("button", { name: "New card" }).click();
    await page.waitForURL(/\/cards\/[^/]+$/);
    await page.getByTestId("system-card-form").waitFor();

    await page.getByLabel(/^Name/).fill("Sierra, Explorer");
    await page.getByLabel(/^Faction/).selectOption("Axiom");
    await page.getByLabel(/^Rarity/).selectOption("Rare");
    await page.getByLabel(/^Hand cost/).fill("2");
    await page.getByLabel(/^Reserve cost/).fill("1");
    await page.getByLabel(/^Forest/).fill("25");
    await page.getByLabel(/^Mountain/).fill("1");
    await page.getByLabel(/^Water/).fill("0");
    await page.getByLabel(/^Version/).fill("ALT-042-C");

    // The mistakes are flagged next to their fields, with their codes.
    await page.locator(findingsAt("version")).getByText("ALT-version-rarity").waitFor();
    await page.locator(findingsAt("forest")).getByText("field-range").waitFor();
    expect(await page.getByTestId("finding-list").getByText("ALT-version-rarity").count()).toBe(1);

    // A number that is not whole is refused before sending, with the reason at the field.
    await page.getByLabel(/^Hand cost/).fill("2.5");
    await page.locator('[data-field="handCost"]').getByText(/Hand cost must be a whole number/).waitFor();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("alert").getByText(/Not saved/).waitFor();
    await page.getByLabel(/^Hand cost/).fill("2");

    // The card saves with its findings.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await waitSaved(page);
    await page.getByRole("img", { name: /as printed/ }).waitFor({ timeout: 30_000 });
    await screenshot(page, "altered-card-form-finding");

    // Zoom shows the printed face large, as GOT CGS's editor does.
    await page.getByRole("button", { name: "Zoom", exact: true }).click();
    const zoom = page.getByRole("dialog", { name: /as printed$/ });
    await zoom.getByRole("img", { name: /zoomed/ }).waitFor();
    expect((await zoom.getByRole("img", { name: /zoomed/ }).boundingBox())?.width ?? 0).toBeGreaterThan(300);
    await screenshot(page, "altered-card-zoom");
    await page.keyboard.press("Escape");
    await zoom.waitFor({ state: "hidden" });

    // The Problems tab opens the card at the finding's field: the cursor is in Forest.
    const cardPath = new URL(page.url()).pathname;
    await goto(page, `/packs/${packId}/problems`);
    await page.getByTestId("problem-row").filter({ hasText: "field-range" }).getByRole("link").last().click();
    await page.waitForURL((url) => url.pathname === cardPath && url.searchParams.get("field") === "forest");
    await page.waitForFunction(() => document.activeElement?.closest("[data-field]")?.getAttribute("data-field") === "forest");

    // Fixing the mistakes clears the findings at once; the fix saves and stays after a reload.
    await page.getByLabel(/^Version/).fill("ALT-042-R");
    await page.getByLabel(/^Forest/).fill("2");
    await page.locator(findingsAt("version")).waitFor({ state: "detached" });
    await page.locator(findingsAt("forest")).waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await waitSaved(page);
    await reload(page);
    expect(await page.getByLabel(/^Version/).inputValue()).toBe("ALT-042-R");
    expect(await page.getByLabel(/^Forest/).inputValue()).toBe("2");
    expect(await page.locator(findingsAt("version")).count()).toBe(0);

    // The deck table shows the card in the definition's columns.
    await goto(page, deckUrl);
    const row = page.getByTestId("deck-card-row").first();
    await row.getByText("Sierra, Explorer").waitFor();
    await row.getByText("ALT-042-R").waitFor();
    await screenshot(page, "altered-deck-page");

    // Print: the pack's print page opens from the deck page's Print button.
    await page.getByRole("link", { name: "Print" }).click();
    await page.waitForURL(new RegExp(`/packs/${packId}/print`));
    await page.getByRole("heading", { level: 1, name: "Print Altered Trial" }).waitFor();
    // The preview draws the card from its face, and the PDF downloads: A4, the card at 63 x 88 mm.
    await printPackPdf(page);
    await screenshot(page, "altered-print");

    // Bulk actions, as GOT CGS's era table has them: copy the card to a second deck (only packs of
    // Altered are offered), then delete the copy there after confirming.
    await goto(page, `/packs/${packId}`);
    await page.getByRole("button", { name: "Add deck" }).first().click();
    await deckDialog.getByLabel("Deck name").fill("Lyra starter");
    await deckDialog.getByRole("button", { name: "Add deck" }).click();
    await page.getByRole("link", { name: "Lyra starter", exact: true }).waitFor();
    await goto(page, deckUrl);
    await page.getByRole("checkbox", { name: "Select all shown cards" }).click();
    const bar = page.getByRole("region", { name: "Selected cards" });
    await bar.getByText("1 card selected").waitFor();
    await bar.getByRole("button", { name: /Copy to/ }).click();
    const copy = page.getByRole("dialog", { name: "Copy 1 card" });
    // The demo packs are GOT CGS's: left out, and the dialog says so.
    await copy.getByText(/Only packs of this pack's game system are listed/).waitFor();
    expect(await copy.getByLabel("Pack").locator("option").allTextContents()).toContain("Altered Trial (this pack)");
    await copy.getByLabel("Deck", { exact: true }).selectOption({ label: "Lyra starter" });
    await screenshot(page, "altered-deck-bulk-copy");
    await copy.getByRole("button", { name: "Copy", exact: true }).click();
    await page.getByText("Copied 1 card to “Lyra starter”").waitFor();
    await goto(page, `/packs/${packId}`);
    await page.getByRole("link", { name: "Lyra starter", exact: true }).click();
    await page.waitForURL(/\/eras\/[^/]+$/);
    await page.getByTestId("deck-card-row").getByText("Sierra, Explorer").waitFor();
    await page.getByTestId("deck-card-row").getByRole("checkbox").click();
    await page.getByRole("region", { name: "Selected cards" }).getByRole("button", { name: /Delete/ }).click();
    await page.getByRole("button", { name: "Delete 1 card" }).click();
    await page.getByText("No cards yet").waitFor();
    expectNoErrors(w);
  }, 300_000);
});
