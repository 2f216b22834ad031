/**
 * Changing a system that has cards (docs/systems.md): a field of a stored system with a card in
 * it is renamed in the system editor; Save shows the confirmation with the cards and packs the
 * rename moves; after confirming, the card's form shows its value under the new name. Waits for
 * states only.
 */
import { describe, expect, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { goto, waitSaved } from "./app-helpers";

const session = browserPerFile();

const KEY = "hues-e2e";

/** A small system without rules that name its fields, so a rename checks at once. */
const definition = {
  key: KEY,
  name: "Hues",
  description: "Coloured tiles with a number.",
  deckNoun: "deck",
  fields: [
    { key: "colour", label: "Colour", type: { kind: "enum", values: ["red", "blue", "yellow"] }, required: true },
    { key: "number", label: "Number", type: { kind: "int", min: 1, max: 20 } },
  ],
  cardTypes: [{ key: "tile", label: "Tile", fields: ["colour", "number"], face: "card" }],
  faces: [{ key: "card", widthMm: 63.5, heightMm: 88.9, orientation: "portrait", borderMm: 3, regions: [{ name: "number", field: "number", rect: { x: 5, y: 5, width: 20, height: 10 }, fontPt: 14, minFontPt: 8 }] }],
  backs: { by: "one" },
  cardRules: [],
  deckRules: [],
};

describe("renaming a field of a system that has cards", () => {
  it("asks with the count of cards and packs, then the card shows its value under the new name", async () => {
    const { page } = await session.open("/");
    const made = await page.evaluate(async (body) => {
      const r = await fetch("/api/systems", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ format: "greenhouse.system/1", definition: body }) });
      return r.status;
    }, definition);
    expect(made).toBe(201);

    // A pack of that system with one card whose colour is red.
    await goto(page, "/");
    await page.getByRole("button", { name: "New pack" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New card pack" });
    await dialog.getByLabel("Pack name").fill("Hue garden");
    await dialog.getByLabel("Game system").selectOption({ label: "Hues" });
    await dialog.getByRole("button", { name: "Create pack" }).click();
    await page.waitForURL(/\/packs\/[^/]+$/);
    await page.getByRole("button", { name: "Add deck" }).first().click();
    const deckDialog = page.getByRole("dialog", { name: "New deck" });
    await deckDialog.getByLabel("Deck name").fill("Tiles");
    await deckDialog.getByRole("button", { name: "Add deck" }).click();
    await page.getByRole("link", { name: "Tiles", exact: true }).click();
    await page.waitForURL(/\/eras\/[^/]+$/);
    await page.getByRole("button", { name: "New card" }).click();
    await page.waitForURL(/\/cards\/[^/]+$/);
    const cardUrl = new URL(page.url()).pathname;
    await page.getByTestId("system-card-form").waitFor();
    await page.getByLabel(/^Colour/).selectOption("red");
    await waitSaved(page);

    // The editor: the key is edited (a rename), the label too.
    await goto(page, `/systems/${KEY}`);
    const field = page.getByRole("listitem", { name: "Field colour" });
    await field.getByLabel("Label").fill("Color");
    await field.getByLabel("Key").fill("color");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "This change touches stored cards" });
    await confirm.getByText("moves the values of 1 card in 1 pack (Hue garden: 1)").waitFor();
    expect(await confirm.getByRole("list", { name: "What the change does to stored cards" }).innerText()).toBe("Renaming colour to color moves the values of 1 card in 1 pack (Hue garden: 1).");
    await screenshot(page, "system-change-confirm");
    await confirm.getByRole("button", { name: "Save and move the values" }).click();
    await confirm.waitFor({ state: "hidden" });
    await page.getByRole("status", { name: "Save state" }).getByText("Saved (revision 2).").waitFor();

    // The card: its value under the new name, one version further (the old one in its history).
    await goto(page, cardUrl);
    await page.getByTestId("system-card-form").waitFor();
    expect(await page.getByLabel(/^Color/).inputValue()).toBe("red");
    await page.getByTestId("save-status").getByText("Version 3", { exact: true }).waitFor();
    await screenshot(page, "system-change-card-after");
  });
});
