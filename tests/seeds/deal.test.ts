// Seeded deals of the demo pack: every card reaches exactly one player, affiliations are claimed,
// every adventure can be won by the player who holds it, and neither affiliation is favoured.
import { describe, expect, it } from "vitest";
import { expand } from "./cover";
import { deal, dealStats, random, soloEraStats } from "./deal";
import { decksOf, DEMO_PACK_PATH, loadPack } from "./deck";

const decks = decksOf(loadPack(DEMO_PACK_PATH).doc);
const SEATS = ["Lamplighters", "Wreckers"] as const;

describe("deal", () => {
  it("gives every silver card to exactly one player and each gold card to its affiliation", () => {
    for (const deck of decks) {
      const ops = deal(deck, SEATS, random(1));
      const dealt = ops.flat();
      expect(dealt.length).toBe(expand(deck.cards).length);
      for (const [p, hand] of ops.entries()) {
        for (const c of hand) if (c.model.affiliation !== null) expect(c.model.affiliation, c.card.identifier).toBe(SEATS[p]);
      }
    }
  });

  it("deals the same hands for the same seed and different hands for another", () => {
    const deck = decks[0]!;
    const ids = (seed: number) => deal(deck, SEATS, random(seed)).map((h) => h.map((c) => c.card.identifier));
    expect(ids(5)).toEqual(ids(5));
    expect(ids(5)).not.toEqual(ids(6));
  });
});

describe("the demo pack after a deal", () => {
  it("lets the holder of each adventure cover it from their own ops in most deals", () => {
    for (const deck of decks) {
      const stats = dealStats(deck, SEATS, 200, 42);
      for (const [id, e] of Object.entries(stats.adventures)) expect(e.coverable / e.held, `${deck.era} ${id}`).toBeGreaterThan(0.6);
    }
  });

  // Balance proper (who wins eras against a rival) is measured with the engine's greedy bots in
  // demo-balance.slow.test.ts; this rival-free model only shows that each side can get there.
  it("lets every adventure be won in a rival-free era, and lets each affiliation reach a finale in most eras", () => {
    for (const deck of decks) {
      const stats = soloEraStats(deck, SEATS, 300, 42);
      for (const [id, e] of Object.entries(stats.adventures)) expect(e.won, `${deck.era} ${id}`).toBeGreaterThan(0);
      for (const a of SEATS) expect(stats.finale[a], `${deck.era} ${a}`).toBeGreaterThan(0.5);
    }
  });
});
