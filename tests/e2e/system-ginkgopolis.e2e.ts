/**
 * Issue 28's proof: a designer builds a Ginkgopolis-like system from a blank one through the
 * system editor alone (fields colour yellow/red/blue, number 1-20, letter; card types building and
 * urbanization; a region drawn on the face by dragging; a face fill by the colour; an SVG symbol
 * uploaded and written `:star:` in a card; a deck rule "a colour and a number once"), saves it,
 * makes a pack of it, adds cards (two yellow 3s), sees the rule's finding on the card, prints the
 * PDF and reads it back (the text and the symbol's picture are in it), then renames the colour
 * field with cards in it and reads through the API that the cards' values moved with it. Then the
 * two seeded demo packs of designer-defined systems (Ginkgopolis and Planetary CCG) are printed,
 * and each PDF's first pages are drawn to PNG with pdftoppm for a person to look at
 * (tmp/screenshots/ginkgo-*.png). Waits for states only (names, aria-busy, the save states).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { browserPerFile, screenshot, SCREENSHOT_DIR } from "./browser";
import { expectNoErrors, goto, waitSaved } from "./app-helpers";
import { pageSizes, pdfImageObjects, pdfText } from "../print/pdf-read";

const session = browserPerFile();

const STAR = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2l3 7h7l-5.5 4.5 2 7.5-6.5-4.5-6.5 4.5 2-7.5L2 9h7z" fill="#d4a017" stroke="#7a5c00" stroke-width="1"/></svg>`;

/** The face's box on screen and a mm -> px mapping (as tests/e2e/system-layout.e2e.ts). */
async function faceMapping(page: Page) {
  const box = await page.getByTestId("layout-face-0").boundingBox();
  if (box === null) throw new Error("the layout face is not on screen");
  const k = box.width / 63.5;
  return (x: number, y: number) => ({ x: box.x + x * k, y: box.y + y * k });
}

const saveState = (page: Page) => page.getByRole("status", { name: "Save state" });

/** The form of the field whose key is `key` now. */
const fieldForm = (page: Page, key: string) => page.getByRole("listitem", { name: `Field ${key}`, exact: true });

/** Adds a field and gives it its key, label and type; returns its form. */
async function addField(page: Page, key: string, label: string, type: string): Promise<Locator> {
  const count = await page.getByRole("listitem", { name: /^Field / }).count();
  await page.getByRole("button", { name: "Add a field" }).click();
  const fresh = fieldForm(page, `field${count + 1}`);
  await fresh.getByLabel("Type", { exact: true }).selectOption({ label: type });
  await fresh.getByLabel("Label", { exact: true }).fill(label);
  await fresh.getByLabel("Key", { exact: true }).fill(key);
  const form = fieldForm(page, key);
  await form.waitFor();
  return form;
}

/** A new card of `type` in the deck at `deckUrl` with `values` typed into its form (labels as regexes). */
async function newCard(page: Page, deckUrl: string, type: string, values: readonly [RegExp, string, "select" | "fill"][]): Promise<string> {
  await goto(page, deckUrl);
  await page.getByLabel("Type of the new card").selectOption({ label: type });
  await page.getByRole("button", { name: "New card" }).click();
  await page.waitForURL(/\/cards\/[^/]+$/);
  await page.getByTestId("system-card-form").waitFor();
  for (const [label, value, how] of values) {
    const control = page.getByTestId("system-card-form").getByLabel(label);
    if (how === "select") await control.selectOption(value);
    else await control.fill(value);
  }
  await waitSaved(page);
  return new URL(page.url()).pathname;
}

/**
 * On a pack's print page (heading shown): waits for the preview to draw the first sheet's cards
 * (`cards` of them), downloads the PDF into tmp/screenshots, checks its pages are A4 and waits
 * for the page to say it is done (as app-helpers' printPackPdf, for a sheet of several cards).
 */
async function downloadPdf(page: Page, cards: number): Promise<string> {
  await page.getByTestId("print-preview").waitFor({ timeout: 60_000 });
  const front = page.getByRole("img", { name: "Front of the first sheet" });
  await expect.poll(() => front.locator("g[data-identifier]").count(), { timeout: 60_000 }).toBe(cards);
  const download = page.waitForEvent("download", { timeout: 300_000 });
  await page.getByRole("button", { name: "Download PDF" }).click();
  const file = await download;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, file.suggestedFilename());
  await file.saveAs(path);
  const sizes = await pageSizes(new Uint8Array(readFileSync(path)));
  expect(new Set(sizes.map((s) => `${s.width} x ${s.height}`))).toEqual(new Set(["595.28 x 841.89"]));
  await page.getByTestId("print-done").waitFor();
  return path;
}

/** Draws pages `pages` of `pdf` (from 1) as PNGs at 60 dpi with poppler's pdftoppm into tmp/screenshots/<name>-<page>.png; returns their paths. */
function pagesToPng(pdf: string, name: string, pages: readonly number[]): string[] {
  return pages.map((n) => {
    const prefix = join(SCREENSHOT_DIR, `${name}-p${n}`);
    const run = spawnSync("pdftoppm", ["-png", "-singlefile", "-r", "60", "-f", String(n), "-l", String(n), pdf, prefix], { encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    expect(existsSync(`${prefix}.png`)).toBe(true);
    return `${prefix}.png`;
  });
}

/** Opens pack `name`'s print page, downloads its PDF, checks it and draws its first pages to PNG. */
async function printDemo(page: Page, packName: string, png: string, firstSheet: number, pages: readonly number[]): Promise<{ text: string; pictures: number }> {
  const { packs } = (await (await fetch(`${session.baseUrl}/api/packs`)).json()) as { packs: { id: string; name: string }[] };
  const id = packs.find((p) => p.name === packName)?.id;
  if (id === undefined) throw new Error(`no seeded pack "${packName}"`);
  await goto(page, `/packs/${id}/print`);
  await page.getByRole("heading", { level: 1, name: `Print ${packName}` }).waitFor();
  const pdf = await downloadPdf(page, firstSheet);
  const bytes = new Uint8Array(readFileSync(pdf));
  pagesToPng(pdf, png, pages);
  return { text: await pdfText(bytes), pictures: (await pdfImageObjects(bytes)).length };
}

describe("Ginkgopolis from a blank system, through the editor", () => {
  it("defines the system, makes a pack, sees a finding, prints, and renames a field with cards in it", async () => {
    const w = await session.open("/systems");
    const { page } = w;
    const stamp = Date.now().toString(36);
    const name = `Ginkgo ${stamp}`;
    const key = `ginkgo-${stamp}`;

    // A blank system, named in the Systems page's dialog.
    await page.getByRole("button", { name: "New system" }).click();
    const dialog = page.getByRole("dialog", { name: "New game system" });
    await dialog.getByLabel("Name").fill(name);
    expect(await dialog.getByLabel("Key", { exact: true }).inputValue()).toBe(key);
    await dialog.getByRole("button", { name: "Create system" }).click();
    await page.waitForURL(new RegExp(`/systems/${key}$`));
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await saveState(page).getByText("Saved (revision 1).").waitFor();

    // Fields: colour (a list of values), number (1 to 20), letter (A to L).
    const colour = await addField(page, "colour", "Colour", "List of values");
    await colour.getByLabel("Values, one a line").fill("yellow\nred\nblue");
    const number = await addField(page, "number", "Number", "Whole number");
    await number.getByLabel("Minimum").fill("1");
    await number.getByLabel("Maximum").fill("20");
    const letter = await addField(page, "letter", "Letter", "List of values");
    await letter.getByLabel("Values, one a line").fill("ABCDEFGHIJKL".split("").join("\n"));

    // Card types: the blank one becomes the building; an urbanization type is added.
    const building = page.getByRole("listitem", { name: "Card type card", exact: true });
    await building.getByLabel("Label", { exact: true }).fill("Building");
    await building.getByLabel("Its fields, in the form's order (keys, comma-separated)").fill("colour, number, name");
    await building.getByLabel("Key", { exact: true }).fill("building");
    await page.getByRole("button", { name: "Add a card type" }).click();
    const urbanization = page.getByRole("listitem", { name: "Card type type2", exact: true });
    await urbanization.getByLabel("Label", { exact: true }).fill("Urbanization");
    await urbanization.getByLabel("Its fields, in the form's order (keys, comma-separated)").fill("letter");
    await urbanization.getByLabel("Key", { exact: true }).fill("urbanization");
    await page.getByRole("listitem", { name: "Card type urbanization", exact: true }).waitFor();

    // The face: a region for the number drawn by dragging on the empty face, then set in the inspector.
    await page.getByTestId("layout-face-0").scrollIntoViewIfNeeded();
    await page.locator('[data-testid="layout-preview-state"][aria-busy="false"]').first().waitFor();
    const at = await faceMapping(page);
    let p = at(6, 20);
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    p = at(15, 28);
    await page.mouse.move(p.x, p.y, { steps: 4 });
    await page.getByTestId("layout-new-region").waitFor();
    p = at(24.1, 34.1);
    await page.mouse.move(p.x, p.y, { steps: 4 });
    await page.mouse.up();
    const drawn = page.getByRole("button", { name: /^Region region2, [\d.]+ x [\d.]+ mm at / });
    await drawn.waitFor();
    const drawnLabel = (await drawn.getAttribute("aria-label")) ?? "";
    const [, width, height] = /, ([\d.]+) x ([\d.]+) mm/.exec(drawnLabel) ?? [];
    // About 18 x 14 mm as dragged (snapping to the grid, the edges and the safe area may move an edge a little).
    expect(Math.abs(Number(width) - 18)).toBeLessThanOrEqual(2);
    expect(Math.abs(Number(height) - 14)).toBeLessThanOrEqual(2);
    await page.getByRole("list", { name: "Regions of face card" }).getByRole("button", { name: "region2" }).click();
    const inspector = page.getByRole("list", { name: "Selected region" });
    await inspector.getByLabel("Shows").selectOption({ label: "Number" });
    await inspector.getByLabel("Size pt").fill("26");
    await inspector.getByLabel("Smallest pt").fill("14");
    await inspector.getByLabel("Font").selectOption({ label: "Bold" });
    await inspector.getByLabel("Region", { exact: true }).fill("number");
    await page.getByRole("button", { name: /^Region number, / }).waitFor();

    // A colour fill: the face's frame by the card's colour.
    const fill = page.getByRole("group", { name: "Face card", exact: true });
    await fill.getByLabel("Colour by field").selectOption({ label: "Colour (colour)" });
    await fill.getByLabel("yellow", { exact: true }).fill("#d4a017");
    await fill.getByLabel("red", { exact: true }).fill("#c0392b");
    await fill.getByLabel("blue", { exact: true }).fill("#2e6fb7");

    // A symbol: an SVG uploaded under the key "star", shown as its thumbnail.
    await page.getByLabel("Key for the next upload").fill("star");
    await page.getByLabel("Upload a symbol (SVG or PNG)").setInputFiles({ name: "star.svg", mimeType: "image/svg+xml", buffer: Buffer.from(STAR) });
    await page.getByRole("img", { name: ":star:" }).waitFor();

    // A deck rule: no two buildings of one colour share a number; its examples judged live.
    await page.getByRole("button", { name: "Add a deck rule" }).click();
    const rule = page.getByRole("listitem", { name: "Rule DECK-1", exact: true });
    await rule.getByLabel("Kind").selectOption("distinct");
    await rule.getByLabel("No two cards share").selectOption("number");
    await rule.getByLabel("Only within groups of one value of a field").check();
    await rule.getByLabel("Grouped by").selectOption("colour");
    await rule.getByLabel("Message").fill("{value} is there {count} times in one colour: a colour and a number never twice.");
    const bad = rule.getByRole("group", { name: "Bad example deck card 1", exact: true });
    await bad.getByLabel("Bad example deck card 1: copies").fill("1");
    await bad.getByLabel("Bad example deck card 1: colour").selectOption("yellow");
    await bad.getByLabel("Bad example deck card 1: number").fill("1");
    await rule.getByRole("button", { name: "Add a card to Bad example deck" }).click();
    await rule.getByLabel("Bad example deck card 2: colour").selectOption("yellow");
    await rule.getByLabel("Bad example deck card 2: number").fill("1");
    await rule.getByLabel("Good example deck card 1: copies").fill("1");
    await rule.getByLabel("Good example deck card 1: colour").selectOption("red");
    await rule.getByLabel("Good example deck card 1: number").fill("1");
    await rule.getByLabel("Code").fill("GNK-once");
    const verdict = page.getByRole("list", { name: "Examples of GNK-once" });
    await verdict.getByText("The bad example is reported.").waitFor();
    await verdict.getByText("The good example is not reported.").waitFor();

    // Saved: the definition checks; the stored one has what was built.
    await saveState(page).getByText("Unsaved changes; the definition checks.").waitFor();
    await page.locator('[data-testid="layout-preview-state"][aria-busy="false"]').first().waitFor();
    await screenshot(page, "ginkgo-editor");
    await page.getByRole("group", { name: "Layout of face card" }).screenshot({ path: join(SCREENSHOT_DIR, "ginkgo-layout-editor.png") });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await saveState(page).getByText("Saved (revision 2).").waitFor();
    const stored = (await (await fetch(`${session.baseUrl}/api/systems/${key}`)).json()) as { definition: { fields: { key: string }[]; cardTypes: { key: string }[]; faces: { fill?: { byField: string }; regions: { name: string; field: string }[] }[]; symbols?: { key: string }[]; deckRules: { code: string; kind: string; field: string; groupBy?: string }[] } };
    const def = stored.definition;
    expect(def.fields.map((f) => f.key)).toEqual(["name", "colour", "number", "letter"]);
    expect(def.cardTypes.map((t) => t.key)).toEqual(["building", "urbanization"]);
    expect(def.faces[0]?.fill?.byField).toBe("colour");
    expect(def.faces[0]?.regions.map((r) => [r.name, r.field])).toEqual([["name", "name"], ["number", "number"]]);
    expect(def.symbols?.map((s) => s.key)).toEqual(["star"]);
    expect(def.deckRules).toEqual([expect.objectContaining({ code: "GNK-once", kind: "distinct", field: "number", groupBy: "colour" })]);

    // A pack of the new system, a deck, and cards: two yellow 3s (the rule's finding), a red 3, an urbanization.
    await goto(page, "/");
    await page.getByRole("button", { name: "New pack" }).first().click();
    const packDialog = page.getByRole("dialog", { name: "New card pack" });
    await packDialog.getByLabel("Pack name").fill(`${name} garden`);
    await packDialog.getByLabel("Game system").selectOption({ label: name });
    await packDialog.getByRole("button", { name: "Create pack" }).click();
    await page.waitForURL(/\/packs\/[^/]+$/);
    const packId = page.url().split("/").pop() ?? "";
    await page.getByRole("button", { name: "Add deck" }).first().click();
    const deckDialog = page.getByRole("dialog", { name: "New deck" });
    await deckDialog.getByLabel("Deck name").fill("Buildings");
    await deckDialog.getByRole("button", { name: "Add deck" }).click();
    await page.getByRole("link", { name: "Buildings", exact: true }).click();
    await page.waitForURL(/\/eras\/[^/]+$/);
    const deckUrl = new URL(page.url()).pathname;

    await newCard(page, deckUrl, "Building", [[/^Name/, "Tower :star:", "fill"], [/^Colour/, "yellow", "select"], [/^Number/, "3", "fill"]]);
    await newCard(page, deckUrl, "Building", [[/^Name/, "Market", "fill"], [/^Colour/, "red", "select"], [/^Number/, "3", "fill"]]);
    await newCard(page, deckUrl, "Urbanization", [[/^Letter/, "A", "select"]]);
    await newCard(page, deckUrl, "Building", [[/^Name/, "Tower again", "fill"], [/^Colour/, "yellow", "select"], [/^Number/, "3", "fill"]]);
    // The second yellow 3: the deck rule's finding, with its message, on this card's page.
    const finding = page.getByTestId("finding-list").locator('[data-code="GNK-once"]').first();
    await finding.waitFor();
    expect(await finding.innerText()).toContain("a colour and a number never twice");
    await page.getByRole("img", { name: /as printed/ }).waitFor();
    await screenshot(page, "ginkgo-card-finding");

    // Print: the PDF holds the cards' text and the star's picture; its sheet drawn to PNG.
    await goto(page, `/packs/${packId}/print`);
    await page.getByRole("heading", { level: 1, name: `Print ${name} garden` }).waitFor();
    const pdfPath = await downloadPdf(page, 4);
    const pdf = new Uint8Array(readFileSync(pdfPath));
    const text = await pdfText(pdf);
    expect(text).toContain("Tower");
    expect(text).toContain("Market");
    expect(text).not.toContain(":star:");
    expect((await pdfImageObjects(pdf)).length).toBeGreaterThan(0);
    // Page 1 says how to print, page 2 is blank on purpose (duplex), page 3 is the first sheet's fronts.
    pagesToPng(pdfPath, "ginkgo-built-sheet", [3]);
    await screenshot(page, "ginkgo-print-page");

    // Rename the colour field (cards have it): the confirmation counts them; the values follow.
    await goto(page, `/systems/${key}`);
    const colourForm = fieldForm(page, "colour");
    await colourForm.getByLabel("Label", { exact: true }).fill("Hue");
    await colourForm.getByLabel("Key", { exact: true }).fill("hue");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "This change touches stored cards" });
    await confirm.getByText(/Renaming colour to hue moves the values of 3 cards in 1 pack/).waitFor();
    await confirm.getByRole("button", { name: "Save and move the values" }).click();
    await confirm.waitFor({ state: "hidden" });
    await saveState(page).getByText("Saved (revision 3).").waitFor();
    const after = (await (await fetch(`${session.baseUrl}/api/packs/${packId}/export`)).json()) as { decks: { cards: { type: string; fields: Record<string, unknown> }[] }[] };
    const buildings = (after.decks[0]?.cards ?? []).filter((c) => c.type === "building");
    expect(buildings.map((c) => c.fields.hue)).toEqual(["yellow", "red", "yellow"]);
    expect(buildings.some((c) => "colour" in c.fields)).toBe(false);
    // The rule and the fill followed the rename in the stored definition.
    const renamed = (await (await fetch(`${session.baseUrl}/api/systems/${key}`)).json()) as { definition: { faces: { fill?: { byField: string } }[]; deckRules: { groupBy?: string }[] } };
    expect(renamed.definition.faces[0]?.fill?.byField).toBe("hue");
    expect(renamed.definition.deckRules[0]?.groupBy).toBe("hue");
    expectNoErrors(w);
  }, 400_000);

  it("prints both seeded demo packs of designer-defined systems and draws their sheets", async () => {
    const w = await session.open("/");
    const ginkgo = await printDemo(w.page, "Ginkgopolis", "ginkgo-demo-sheet", 9, [3, 19]);
    expect(ginkgo.text).toContain("Y-01");
    // Rich text prints without its stars; the characters' :resource: and friends are pictures.
    expect(ginkgo.text).not.toContain("**");
    expect(ginkgo.text).not.toContain(":resource:");
    expect(ginkgo.pictures).toBeGreaterThan(0);
    const planetary = await printDemo(w.page, "First Fleet", "ginkgo-planetary-sheet", 9, [3, 5]);
    expect(planetary.text.length).toBeGreaterThan(0);
    expectNoErrors(w);
  }, 400_000);
});
