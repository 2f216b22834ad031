/**
 * The free table hot-seat (issue 27): two seats of the Altered demo deck at one device. As seat 1
 * the page holds no card of seat 2's hand or of a deck with its name, and after "pass the device"
 * the same holds the other way round; every answer the page received pairs no hidden card's id
 * with an identifier. "Look at the top 3" shows seat 1 its top cards in a panel of its own, and
 * the log says only how many. Both seats play the same deck, so identifiers repeat between them:
 * the checks are by card id (an id is numbered at random at the deal and says nothing), against
 * the game's full state rebuilt from the replay export (fetched outside the page).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FREE_TABLE_ENGINE, seesCard, zoneDef, type FreeTableState } from "@/lib/free-table";
import { freeTableDocument } from "@/lib/server/games/free-game";
import type { AnyPackDocument } from "@/lib/packs/schema";
import { browserPerFile, screenshot } from "./browser";
import { expectNoErrors } from "./app-helpers";

const session = browserPerFile();
const root = join(import.meta.dirname, "..", "..");
const DECK = "Muna: Lanterns of the Fen";

const zone = (page: Page, label: string): Locator => page.getByRole("region", { name: label, exact: true });
const cardsIn = (page: Page, label: string): Locator => zone(page, label).locator("[data-card]");
const settled = (page: Page) => page.locator('[data-testid="free-table"][aria-busy="false"]').waitFor();

/** Every `{ id, identifier }` pair in a JSON value. */
function pairs(value: unknown, out: { id: string; identifier: string }[] = []): { id: string; identifier: string }[] {
  if (Array.isArray(value)) for (const v of value) pairs(v, out);
  else if (typeof value === "object" && value !== null) {
    const o = value as Record<string, unknown>;
    if (typeof o.id === "string" && /^c\d+$/.test(o.id) && typeof o.identifier === "string") out.push({ id: o.id, identifier: o.identifier });
    for (const v of Object.values(o)) pairs(v, out);
  }
  return out;
}

/** The game's full state now, dealt again from its replay export and its log played on. */
async function fullState(gameId: string): Promise<FreeTableState> {
  const replay = (await (await fetch(`${session.baseUrl}/api/games/${gameId}/replay`)).json()) as { pack: AnyPackDocument; names: string[]; seed: number; eras: string[]; actions: { action: unknown }[] };
  let s = FREE_TABLE_ENGINE.deal({ document: freeTableDocument(replay.pack), decks: replay.eras, names: replay.names, seed: replay.seed });
  for (const e of replay.actions) {
    const r = FREE_TABLE_ENGINE.apply(s, e.action);
    if (!r.ok) throw new Error(r.rejection.message);
    s = r.state;
  }
  return s;
}

/** The ids of cards `seat` may not see in the state. */
function hiddenFrom(s: FreeTableState, seat: number): Set<string> {
  return new Set(s.zones.flatMap((z) => z.cards.filter((c) => !seesCard(zoneDef(s, z.zone), z, c, seat)).map((c) => c.id)));
}

describe("the free table, hot-seat", () => {
  it("two seats: neither page nor any answer names the other seat's hand or a deck; pass the device; a look stays with the seat", async () => {
    const res = await fetch(`${session.baseUrl}/api/packs/import`, { method: "POST", headers: { "content-type": "application/json" }, body: readFileSync(join(root, "seeds", "altered-demo.pack.json"), "utf8") });
    expect(res.status).toBe(201);
    const packId = ((await res.json()) as { id: string }).id;
    const made = await fetch(`${session.baseUrl}/api/packs/${packId}/games`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ engine: "free", decks: [DECK, DECK], seats: ["human", "human"], names: ["Ann", "Bo"], seed: 11 }),
    });
    expect(made.status).toBe(201);
    const gameId = ((await made.json()) as { id: string }).id;

    const w = await session.open(`/packs/${packId}/play/${gameId}`);
    const { page } = w;
    await page.setViewportSize({ width: 1440, height: 1800 });
    // Every answer's text: the page's HTML and its RSC payload carry the first state, the API the rest.
    const bodies: Promise<string>[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "image" || r.request().resourceType() === "font") return;
      bodies.push(r.text().catch(() => ""));
    });
    await page.reload();
    await settled(page);

    /** As `seat` (0 Ann, 1 Bo): no tile of a hidden card says its name, and no answer since `from` pairs a hidden id with an identifier. */
    const check = async (seat: number, from = 0) => {
      const s = await fullState(gameId);
      const hidden = hiddenFrom(s, seat);
      const other = seat === 0 ? "Bo's hand" : "Ann's hand";
      const tiles = await cardsIn(page, other).evaluateAll((els) => els.map((e) => ({ id: e.getAttribute("data-card"), label: e.getAttribute("aria-label") })));
      expect(tiles.length).toBeGreaterThan(0);
      for (const t of tiles) {
        expect(hidden.has(t.id ?? "")).toBe(true);
        expect(t.label).toMatch(/^(Hidden card|Face-down card)/);
      }
      // Every tile on the page that names a card is one the seat may see.
      const named = await page.locator("[data-card]").evaluateAll((els) => els.filter((e) => !/^(Hidden card|Face-down card)/.test(e.getAttribute("aria-label") ?? "")).map((e) => e.getAttribute("data-card")));
      expect(named.filter((id) => hidden.has(id ?? ""))).toEqual([]);
      const answers = (await Promise.all(bodies.slice(from))).filter((b) => b !== "");
      expect(answers.length).toBeGreaterThan(0);
      // A card as JSON names its id then its identifier; in an RSC payload the quotes are escaped.
      const sent = answers.flatMap((b) => [...b.matchAll(/\\?"id\\?":\\?"(c\d+)\\?",\\?"identifier\\?":/g)].map((m) => m[1] as string));
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.filter((id) => hidden.has(id))).toEqual([]);
      for (const b of answers) {
        if (!b.startsWith("{")) continue;
        expect(pairs(JSON.parse(b)).filter((p) => hidden.has(p.id))).toEqual([]);
      }
    };

    await cardsIn(page, "Ann's hand").nth(5).waitFor();
    await check(0);
    // Ann looks at the top 3 of her deck: a panel names them on her page; the log only counts them.
    await zone(page, "Ann's deck").getByRole("button", { name: "Ann's deck menu" }).click();
    await page.getByRole("menuitem", { name: "Look at the top 3" }).click();
    const look = page.getByTestId("look-panel");
    await look.locator("[data-looked]").nth(2).waitFor();
    await settled(page);
    const log = page.getByRole("complementary", { name: "Log" });
    await log.getByText("Ann looks at the top 3 of their deck").waitFor();
    await screenshot(page, "free-table-hotseat-look");
    // Ann plays a card to the expedition zone and ends her turn.
    await cardsIn(page, "Ann's hand").first().getByRole("button", { name: /^Actions for / }).click();
    await page.getByRole("menuitem", { name: "Move to Expedition zone" }).click();
    await cardsIn(page, "Expedition zone").first().waitFor();
    await settled(page);
    await check(0);
    // From here the answers are Bo's: what Ann saw (her hand, her look) is hidden from him.
    const mark = bodies.length;
    await page.getByRole("button", { name: "End turn" }).click();

    // The device passes: nothing of the table shows until Bo says he holds it.
    await page.getByRole("heading", { name: "Pass the device to Bo" }).waitFor();
    expect(await page.locator("[data-card]").count()).toBe(0);
    await screenshot(page, "free-table-hotseat-pass");
    await page.getByRole("button", { name: "I am Bo: show my table" }).click();
    await settled(page);
    await cardsIn(page, "Bo's hand").nth(5).waitFor();
    await check(1, mark);
    expect(await page.getByTestId("look-panel").count()).toBe(0);
    await screenshot(page, "free-table-hotseat-bo");
    expectNoErrors(w);
  });
});
