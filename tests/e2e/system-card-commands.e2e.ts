/**
 * An Altered card has the GOT CGS editor's card commands (issue 26: one card editor for every
 * system): New card opens a card of the same type at the end of the deck; previous / next by
 * button, Alt+↑ / Alt+↓ and K / J outside text fields, the buttons disabled at the ends; an edit
 * typed just before Alt+↓ is saved first (a fresh load shows it); Duplicate opens a copy with
 * the same fields (and identifier-twice at its Identifier until renamed); Delete… confirms and goes back to the deck's table without the card. The
 * cards are Spells, not the system's first type (Character), so "same type" is the card's own.
 * Waits for states only.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors, goto, hydrated, waitSaved } from "./app-helpers";

const session = browserPerFile();

const cardPath = /\/cards\/[^/]+$/;
const path = (page: Page) => new URL(page.url()).pathname;
const nameOf = (page: Page) => page.getByLabel(/^Name/).inputValue();
const version = (page: Page, n: number) => page.getByTestId("save-status").getByText(`Version ${n}`, { exact: true }).waitFor({ timeout: 60_000 });

/** Waits until the editor of card `to` is shown and interactive (after a client-side navigation). */
async function landedOn(page: Page, to: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === to);
  await page.getByTestId("system-card-form").waitFor();
  await hydrated(page);
}

/** Leaves any text field, so plain letters are commands. */
const leaveFields = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

describe("an Altered card's commands", () => {
  it("new card of its type, previous / next (buttons, Alt+arrows, K / J, saving first), duplicate and delete", async () => {
    const w = await session.open("/");
    const { page } = w;

    await page.getByRole("button", { name: "New pack" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New card pack" });
    await dialog.getByLabel("Pack name").fill("Altered Commands");
    await dialog.getByLabel("Game system").selectOption({ label: "Altered" });
    await dialog.getByRole("button", { name: "Create pack" }).click();
    await page.waitForURL(/\/packs\/[^/]+$/);
    await page.getByRole("button", { name: "Add deck" }).first().click();
    const deckDialog = page.getByRole("dialog", { name: "New deck" });
    await deckDialog.getByLabel("Deck name").fill("Spell deck");
    await deckDialog.getByRole("button", { name: "Add deck" }).click();
    await page.getByRole("link", { name: "Spell deck", exact: true }).click();
    await page.waitForURL(/\/eras\/[^/]+$/);
    const deckPath = path(page);
    await page.getByLabel("Type of the new card").selectOption("Spell");
    await page.getByRole("button", { name: "New card" }).click();
    await page.waitForURL(cardPath);
    const first = path(page);
    await landedOn(page, first);
    await page.getByLabel(/^Name/).fill("Alpha");
    await waitSaved(page);
    await version(page, 2);

    // The bar's New card: a Spell too, opened, and the only card: both ends disabled on the first.
    const previous = page.getByRole("button", { name: "Previous card (Alt+↑)" });
    const next = page.getByRole("button", { name: "Next card (Alt+↓)" });
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole("button", { name: "New card" }).click();
    await page.waitForURL((url) => cardPath.test(url.pathname) && url.pathname !== first);
    const second = path(page);
    await landedOn(page, second);
    expect(await page.getByLabel(/^Card type/).inputValue()).toBe("Spell");
    // A new card opens with the cursor in its identifier.
    await page.waitForFunction(() => document.activeElement?.closest("[data-field]")?.getAttribute("data-field") === "$identifier");
    await page.getByLabel(/^Name/).fill("Bravo");
    await page.getByLabel(/^Faction/).selectOption("Muna");
    await waitSaved(page);
    expect(await previous.isDisabled()).toBe(false);
    expect(await next.isDisabled()).toBe(true);
    await screenshot(page, "altered-card-commands-bar");

    // K outside the fields: the previous card, where Previous is disabled.
    await leaveFields(page);
    await page.keyboard.press("k");
    await landedOn(page, first);
    expect(await nameOf(page)).toBe("Alpha");
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(false);

    // Typed and at once Alt+↓ in the field: the edit is saved before the next card opens.
    await page.getByLabel(/^Name/).fill("Alpha, typed");
    await page.getByLabel(/^Name/).press("Alt+ArrowDown");
    await landedOn(page, second);
    expect(await nameOf(page)).toBe("Bravo");
    await goto(page, first);
    expect(await nameOf(page)).toBe("Alpha, typed");

    // J in a text field types; outside, it is the next card.
    await page.getByLabel(/^Name/).press("End");
    await page.getByLabel(/^Name/).press("j");
    expect(await nameOf(page)).toBe("Alpha, typedj");
    await waitSaved(page);
    await leaveFields(page);
    await page.keyboard.press("j");
    await landedOn(page, second);

    // Duplicate: a copy with the same fields, opened.
    await page.getByRole("button", { name: "More card actions" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await page.waitForURL((url) => cardPath.test(url.pathname) && url.pathname !== second && url.pathname !== first);
    const copy = path(page);
    await landedOn(page, copy);
    expect(await nameOf(page)).toBe("Bravo");
    expect(await page.getByLabel(/^Faction/).inputValue()).toBe("Muna");
    expect(await page.getByLabel(/^Card type/).inputValue()).toBe("Spell");
    // The copy keeps the identifier until it is renamed: the Identifier field says so.
    await page.locator('[data-field="$identifier"] [data-testid="field-findings"]').getByText("identifier-twice").waitFor();
    // Right after the original: the last card, its previous is the original.
    expect(await next.isDisabled()).toBe(true);
    await previous.click();
    await landedOn(page, second);
    await next.click();
    await landedOn(page, copy);

    // Delete…: asks, then the deck's table, without the copy.
    await page.getByRole("button", { name: "More card actions" }).click();
    await page.getByRole("menuitem", { name: "Delete…" }).click();
    const confirm = page.getByRole("dialog", { name: /^Delete / });
    await confirm.getByRole("button", { name: "Delete card" }).click();
    await page.waitForURL((url) => url.pathname === deckPath);
    const rows = page.getByTestId("deck-card-row");
    await page.getByRole("table", { name: "Cards" }).waitFor();
    const hrefs = await rows.getByRole("link").evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs).toEqual([first, second]);
    expectNoErrors(w);
  }, 300_000);
});
