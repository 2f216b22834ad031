/**
 * An Altered card saves as a GOT CGS card does (issue 24, "Nothing lost"): an edit autosaves
 * (a reload shows it), History lists the saves and restores one, an edit still waiting is saved
 * before a breadcrumb click follows the link, and an edit that cannot be saved makes the
 * breadcrumb and the header's Packs link ask; "stay" keeps the page and the edit. Waits for
 * states only.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors, goto, reload, waitSaved } from "./app-helpers";

const session = browserPerFile();

const version = (page: Page, n: number) => page.getByTestId("save-status").getByText(`Version ${n}`, { exact: true }).waitFor({ timeout: 60_000 });

/** Answers the next browser question (confirm) with `accept`; resolves with its text. */
function answerNextQuestion(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once("dialog", (d) => {
      resolve(`${d.type()}: ${d.message()}`);
      void (accept ? d.accept() : d.dismiss());
    });
  });
}

describe("an Altered card's autosave and history", () => {
  it("autosaves an edit, restores it from History, saves before a breadcrumb click and asks when it cannot", async () => {
    const w = await session.open("/");
    const { page } = w;

    await page.getByRole("button", { name: "New pack" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New card pack" });
    await dialog.getByLabel("Pack name").fill("Altered Autosave");
    await dialog.getByLabel("Game system").selectOption({ label: "Altered" });
    await dialog.getByRole("button", { name: "Create pack" }).click();
    await page.waitForURL(/\/packs\/[^/]+$/);
    await page.getByRole("button", { name: "Add deck" }).first().click();
    const deckDialog = page.getByRole("dialog", { name: "New deck" });
    await deckDialog.getByLabel("Deck name").fill("Axiom starter");
    await deckDialog.getByRole("button", { name: "Add deck" }).click();
    await page.getByRole("link", { name: "Axiom starter", exact: true }).click();
    await page.waitForURL(/\/eras\/[^/]+$/);
    await page.getByLabel("Type of the new card").selectOption("Character");
    await page.getByRole("button", { name: "New card" }).click();
    await page.waitForURL(/\/cards\/[^/]+$/);
    const cardUrl = new URL(page.url()).pathname;
    await page.getByTestId("system-card-form").waitFor();
    await version(page, 1);

    // Typed, not saved with a button: it saves by itself and a reload shows it.
    await page.getByLabel(/^Name/).fill("Sierra, Explorer");
    await page.getByLabel(/^Faction/).selectOption("Axiom");
    await waitSaved(page);
    await version(page, 2);
    await screenshot(page, "altered-card-autosaved");
    await reload(page);
    expect(await page.getByLabel(/^Name/).inputValue()).toBe("Sierra, Explorer");

    await page.getByLabel(/^Name/).fill("Sierra, Pathfinder");
    await waitSaved(page);
    await version(page, 3);

    // History: version 2 is picked (the newest that is not the card now), with its difference.
    await page.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("dialog", { name: "History" });
    await history.getByText("Version 3", { exact: true }).waitFor();
    await history.locator("del", { hasText: "Sierra, Explorer" }).waitFor();
    await history.locator("ins", { hasText: "Sierra, Pathfinder" }).waitFor();
    await screenshot(page, "altered-card-history");
    await history.getByRole("button", { name: "Restore version 2" }).click();
    await history.waitFor({ state: "hidden" });
    await version(page, 4);
    expect(await page.getByLabel(/^Name/).inputValue()).toBe("Sierra, Explorer");
    await reload(page);
    expect(await page.getByLabel(/^Name/).inputValue()).toBe("Sierra, Explorer");

    // An edit still waiting for its save goes out before the breadcrumb's link is followed.
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await page.getByLabel(/^Hand cost/).fill("3");
    await crumbs.getByRole("link", { name: "Axiom starter" }).click();
    await page.waitForURL(/\/eras\/[^/]+$/);
    await goto(page, cardUrl);
    expect(await page.getByLabel(/^Hand cost/).inputValue()).toBe("3");

    // An edit that cannot be saved: the breadcrumb asks, and "stay" keeps the page and the edit.
    await page.getByLabel(/^Hand cost/).fill("2.5");
    await page.getByRole("alert").getByText(/Not saved/).waitFor();
    let question = answerNextQuestion(page, false);
    await crumbs.getByRole("link", { name: "Axiom starter" }).click();
    expect(await question).toMatch(/^confirm: .*is not saved: fix the field marked in red first \(Hand cost must be a whole number/);
    expect(new URL(page.url()).pathname).toBe(cardUrl);
    expect(await page.getByLabel(/^Hand cost/).inputValue()).toBe("2.5");

    // The header's Packs link asks the same; leaving anyway goes.
    question = answerNextQuestion(page, true);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Packs" }).click();
    expect(await question).toMatch(/^confirm: /);
    await page.waitForURL((url) => url.pathname === "/");
    expectNoErrors(w);
  }, 300_000);
});
