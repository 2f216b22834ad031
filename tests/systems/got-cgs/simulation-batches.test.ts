/**
 * GOT CGS's simulation in chunks (the engine's simulation hook, `batches`), as the app's queue
 * plays it: a run cut into batches, played, merged and reported through the hook gives the same
 * report as `simulate` on one thread (same seed: same eras wherever they are played).
 */
import { describe, expect, it } from "vitest";
import { findSystem } from "@/lib/systems/registry";
import { decksFromPack } from "@/lib/systems/got-cgs/engine/pack";
import { simulate, type DeckSource } from "@/lib/systems/got-cgs/engine/simulate";
import type { GotCgsPackDocument } from "@/lib/systems/got-cgs/pack-document";

const card = (identifier: string, attributes: string, copies = 1) => ({ identifier, format: "silver" as const, copies, attributes, directive: "", lore: "" });
const gold = (identifier: string, affiliation: string) => ({ identifier, format: "gold" as const, copies: 1, attributes: `Type "Support" Affiliation "${affiliation}"`, directive: "", lore: "" });
const doc = {
  format: "greenhouse.pack/1",
  system: "got-cgs",
  pack: { game: "T", name: "T", type: "edition", aliases: {}, instructions: { players: 2 } },
  eras: [
    {
      name: "Main",
      cards: [
        card("A-1", 'Type "Adventure" Roleplay "Competition"\nAdventureCommonCosts\n  Fire 2\nEraResources\n  Sway 5'),
        card("S-3", 'Type "Support"\nAdventureResources\n  Fire 2\nEraCosts\n  Sway 1', 3),
        gold("G-1", "Crows"),
        gold("G-2", "Tides"),
      ],
    },
  ],
} as unknown as GotCgsPackDocument;

describe("GOT CGS simulation batches", () => {
  it("three chunks merged through the hook report what one thread reports", async () => {
    const batches = findSystem("got-cgs")?.engine?.simulation?.batches;
    if (batches === undefined) throw new Error("GOT CGS has no simulation batches");
    const deck = decksFromPack(doc, "Main")[0];
    if (deck === undefined) throw new Error("no deck");
    const source: DeckSource = { deck, packPlayers: 2 };
    const games = 9;
    const counts = batches.empty(2);
    for (const [start, end] of [[0, 3], [3, 7], [7, 9]] as const) {
      batches.merge(counts, batches.play(batches.batch(JSON.parse(JSON.stringify(source)) as unknown, { players: 2, bot: "greedy", seed: 7, start, end })));
    }
    const chunked = batches.report(counts, { deck: "Main", players: 2, bot: "greedy", seed: 7, workers: 3, elapsedMs: 0 }) as Record<string, unknown>;
    const whole = (await simulate(source, { games, seed: 7, players: 2, bot: "greedy", workers: 0 })) as unknown as Record<string, unknown>;
    const { workers: _w1, elapsedMs: _e1, ...a } = chunked;
    const { workers: _w2, elapsedMs: _e2, ...b } = whole;
    expect(a).toEqual(b);
    expect((a as { games: number }).games).toBe(games);
  });
});
