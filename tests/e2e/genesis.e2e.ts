/**
 * A Genesis pack authored in the app, as a designer does it (issue 13): create the pack with the
 * Genesis system, define the pack's own ability on the pack page, add a deck and a card with
 * mistakes (a custom ability on a card that is not custom, GEN-424 "GEN-custom-ability"; sway 7,
 * GEN-182 "field-range"), see them flagged at their fields, save anyway, fix them (the card becomes
 * custom with the pack's ability; then GEN-210 asks for its faction), see the findings gone, and
 * print: the PDF is A4 with the card at 125 x 88 mm. Then the same pack at the table: the deck
 * gets the demo pack's cards (through the cards API, as a bulk import would), the designer deals
 * a game against the greedy bot from the Play page and plays it to the winner screen. On the way
 * it reads, as a curious player would, every answer of the game's API and the page's DOM for the
 * cards the designer's seat has not seen (GEN-194, GEN-199, GEN-200, GEN-438): the destiny and the
 * bot's ops and experience. Waits for states only.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors, goto, printPackPdf, reload, waitSaved } from "./app-helpers";
import { act, ready } from "./play-helpers";
import { deal, engineOf, replayLog, replaySetup } from "@/lib/server/games/play";
import { parseReplay } from "@/lib/packs/replay";
import type { GenesisEvent, GenesisState } from "@/lib/systems/got-genesis/engine";
import { visibleIds } from "@/lib/systems/got-genesis/engine/view";

const session = browserPerFile();
const root = join(import.meta.dirname, "..", "..");

/** The pack and deck the first test makes, for the game in the second. */
let made: { packId: string; deckId: string } | null = null;

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
    made = { packId, deckId: page.url().split("/").pop() ?? "" };

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
    await waitSaved(page);
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
    await waitSaved(page);
    await reload(page);
    expect(await page.getByLabel(/^Ability/).inputValue()).toBe("Salvage");
    expect(await page.getByLabel(/^Sway/).inputValue()).toBe("3");
    expect(await page.locator('[data-testid="field-findings"]').count()).toBe(0);
    await page.getByRole("img", { name: /as printed/ }).waitFor({ timeout: 60_000 });
    await screenshot(page, "genesis-card-form-fixed");

    // Print: A4, the card at 125 x 88 mm.
    await goto(page, `/packs/${packId}/print`);
    await page.getByRole("heading", { level: 1, name: "Print Genesis Trial" }).waitFor();
    await printPackPdf(page);
    await screenshot(page, "genesis-print");
    expectNoErrors(w);
  }, 300_000);

  it("GEN-330 deals the pack against the greedy bot from the Play page and plays it through the table to the winner screen", async () => {
    expect(made).not.toBeNull();
    const { packId, deckId } = made as { packId: string; deckId: string };
    const w = await session.open(`/packs/${packId}`);
    const { page } = w;
    // The deck gets the demo pack's 42 cards (both factions), one POST per card.
    const demo = JSON.parse(readFileSync(join(root, "seeds", "genesis-demo.pack.json"), "utf8")) as { decks: { cards: { identifier: string; copies: number; type: string; fields: object }[] }[] };
    for (const c of demo.decks[0]?.cards ?? []) {
      const r = await page.request.post(`/api/eras/${deckId}/cards`, { data: { identifier: c.identifier, copies: c.copies, type: c.type, fields: c.fields } });
      expect(r.status()).toBe(201);
    }
    await reload(page);
    await page.getByRole("link", { name: "Play", exact: true }).click();
    await page.waitForURL(/\/play$/);
    const setup = page.getByRole("region", { name: "New game" });
    await setup.getByLabel("Your faction").selectOption({ label: "Earthlings" });
    await setup.getByLabel(/is played by$/).selectOption("greedy");
    await setup.getByLabel("Recruits per player").fill("1");
    await setup.getByLabel("Seed").fill("4242");
    // Every answer of the game's API, as the page received it (GEN-194 .. GEN-200 are checked below).
    const answers: { actions: number; text: string }[] = [];
    page.on("response", (res) => {
      if (!/\/api\/games\/[^/]+(\/(actions|undo))?(\?.*)?$/.test(res.url())) return;
      void res.text().then((text) => {
        const actions = (JSON.parse(text) as { actions?: number }).actions;
        if (typeof actions === "number") answers.push({ actions, text });
      }, () => undefined);
    });
    const doms: { actions: number; text: string }[] = [];
    const readDom = async () => {
      // The DOM without scripts (they carry the pack's card list for the editor links, not the game).
      const text = await page.evaluate(() => {
        const copy = document.documentElement.cloneNode(true) as HTMLElement;
        copy.querySelectorAll("script").forEach((el) => el.remove());
        return copy.outerHTML;
      });
      doms.push({ actions: Math.max(0, ...answers.map((a) => a.actions)), text });
    };
    await setup.getByRole("button", { name: "Deal" }).click();
    await page.waitForURL(/\/play\/[^/?]+$/);
    await ready(page);
    const gameId = page.url().split("/").pop() ?? "";

    let shotMidGame = false;
    const engagedIn = new Set<string>();
    // The rival is asked after every action of a plot (GEN-344): many passes.
    for (let n = 0; n < 2_000; n++) {
      if ((await page.getByTestId("game-outcome").count()) > 0) break;
      if (n % 10 === 0) await readDom();
      const status = (await page.getByTestId("table-status").textContent()) ?? "";
      const plotting = /turn: (plot|obstruct)/.test(status);
      const phase = status.replace(/May engage.*$/s, "");
      if (plotting && !shotMidGame && (await page.locator('[data-zone="1.timeline"] [data-card-id], [data-zone="0.timeline"] [data-card-id]').count()) > 0) {
        await screenshot(page, "genesis-table-mid-game");
        shotMidGame = true;
      }
      const wanted: RegExp[] = [/^Stop recruiting$/, /^Refill: draw up to 7$/];
      if (plotting && !engagedIn.has(phase)) wanted.push(/^Engage /);
      wanted.push(/^Finish the (plot|obstruction)$/, /^Let the plot go on$/, /^Discard /, /^Do not refill$/);
      let done = false;
      for (const label of wanted) {
        if (await take(page, label)) {
          if (label.source.startsWith("^Engage")) engagedIn.add(phase);
          done = true;
          break;
        }
      }
      if (!done) {
        // Anything else the table offers (an ability's step): its first button.
        await act(page, () => page.getByTestId("action-bar").getByRole("button").first().click());
      }
    }
    const outcome = page.getByTestId("game-outcome");
    await outcome.waitFor();
    expect(await outcome.getByRole("heading").textContent()).toMatch(/^(Player [12]|Greedy bot) won the game$/);
    expect(await outcome.textContent()).toMatch(/GEN-\d+/);
    await screenshot(page, "genesis-table-end");
    expect(shotMidGame).toBe(true);
    await readDom();
    expect(answers.length).toBeGreaterThan(20);
    expect(hiddenNamed(await (await page.request.get(`/api/games/${gameId}/replay`)).json(), [...answers, ...doms])).toEqual([]);
    expectNoErrors(w);
  }, 900_000);
});

/** Takes the offered action whose label matches: its button, or its entry in a group's list and the group's button. */
async function take(page: Page, label: RegExp): Promise<boolean> {
  const bar = page.getByTestId("action-bar");
  const button = bar.getByRole("button", { name: label });
  if ((await button.count()) > 0) {
    await act(page, () => button.first().click());
    return true;
  }
  for (const select of await bar.locator("select").all()) {
    const options = await select.locator("option").allTextContents();
    const option = options.find((o) => label.test(o));
    if (option === undefined) continue;
    const group = ((await select.getAttribute("aria-label")) ?? "").replace(/: choose$/, "");
    await select.selectOption({ label: option });
    await act(page, () => bar.getByRole("button", { name: group, exact: true }).click());
    return true;
  }
  return false;
}

/**
 * The cards the human seat had not seen when each text was read, named in it (identifier or
 * name): the game replayed from its export (the record keeps everything), the seat's sight summed
 * over every moment up to the text's log length (and the cards it looked at while drawing, GEN-216).
 * Cards seen in the void before the shuffle count as unseen after it.
 */
function hiddenNamed(replayJson: unknown, texts: readonly { actions: number; text: string }[]): string[] {
  const parsed = parseReplay(replayJson);
  if (!parsed.ok) throw new Error("the replay export does not parse");
  const setup = replaySetup(parsed.value);
  const seat = setup.seats.indexOf("human");
  const replayed = replayLog(deal(setup), parsed.value.actions, undefined, engineOf(setup));
  if (!replayed.ok) throw new Error("the replay export does not replay");
  const moments = replayed.replayed.moments as unknown as GenesisState[];
  const events = replayed.replayed.events as unknown as (readonly GenesisEvent[])[];
  const seenBy: Set<string>[] = [];
  const seen = new Set<string>();
  moments.forEach((m, i) => {
    // The shuffle makes the cards seen in the void unknown again: where each went is the secret (GEN-280).
    const prev = moments[i - 1];
    if (prev !== undefined && prev.destiny.length === 0 && m.destiny.length > 0) for (const id of m.destiny) seen.delete(id);
    for (const id of visibleIds(m, [seat])) seen.add(id);
    for (const e of events[i - 1] ?? []) if (e.type === "drew" && e.seat === seat) for (const id of e.toRival) seen.add(id);
    seenBy.push(new Set(seen));
  });
  const last = moments[moments.length - 1] as GenesisState;
  const found: string[] = [];
  for (const { actions, text } of texts) {
    const sight = seenBy[Math.min(actions, seenBy.length - 1)] as Set<string>;
    for (const [id, c] of Object.entries(last.cards)) {
      if (sight.has(id)) continue;
      for (const word of [c.identifier, c.name]) {
        const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        if (new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`).test(text)) found.push(`after ${actions} entries: ${word}`);
      }
    }
  }
  return found;
}
