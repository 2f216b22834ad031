import { describe, expect, it } from "vitest";
import { parseScenario, type ScenarioInput } from "@/lib/packs/scenario";
import type { Rejection } from "@/lib/systems/got-cgs/engine/rules";
import { resolveScenario } from "@/lib/systems/got-cgs/engine/scenario";
import { findPlayOrder } from "@/lib/systems/got-cgs/engine/scenario-order";

const adv = (extra: string) => `Type "Adventure" ${extra}`;
const sup = (extra: string) => `Type "Support" ${extra}`;

function scenario(doc: Partial<ScenarioInput>): ScenarioInput {
  return { format: "greenhouse.scenario/1", step: "adventure", players: ["Alice", "Bob"], hero: "Alice", ...doc } as ScenarioInput;
}

function resolve(doc: ScenarioInput) {
  const parsed = parseScenario(doc);
  if (!parsed.ok) throw new Error(parsed.issues.map((i) => `${i.path}: ${i.message}`).join("; "));
  return resolveScenario(parsed.value);
}

describe("greenhouse.scenario/1 format", () => {
  it("rejects unknown keys and missing pieces, naming their paths", () => {
    const r = parseScenario({ format: "greenhouse.scenario/1", step: "adventure", players: ["Alice", "Bob"], herro: "Alice" });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues.map((i) => i.message).join(" ")).toMatch(/herro/);
      expect(r.issues.some((i) => i.path === "hero")).toBe(true);
      expect(r.issues.some((i) => i.path === "adventure")).toBe(true);
    }
  });
  it("rejects zones of someone who is not a player, and a won last adventure without a winner", () => {
    const r = parseScenario({ format: "greenhouse.scenario/1", step: "era", players: ["Alice", "Bob"], zones: { Carol: {} }, lastAdventure: { card: { identifier: "A-1", attributes: "" }, hero: "Alice", won: true } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.path).sort()).toEqual(["lastAdventure.winner", "zones.Carol"]);
  });
});

describe("resolving an adventure scenario", () => {
  it("CGS-362 a competitive adventure with its numbers, moves and explanation (documented result shape)", () => {
    const out = resolve(
      scenario({
        adventure: { identifier: "A-1", attributes: adv('Roleplay "Battle" AdventureCommonCosts\n  StarshipFlyRange 2') },
        zones: {
          Alice: { playground: [{ identifier: "S-2", attributes: sup("AdventureResources StarshipFlyRange 7") }] },
          Bob: { playground: [{ identifier: "S-3", attributes: sup("AR StarshipFlyRange 3") }] },
        },
      }),
    );
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.result.outcome).toBe("won");
    expect(out.result.winners).toEqual(["Alice"]);
    expect(out.result.players.Alice).toEqual({ requirements: { StarshipFlyRange: 2 }, coverage: { StarshipFlyRange: 7 }, covered: true, overflow: 7 });
    expect(out.result.players.Bob?.overflow).toBe(3);
    expect(out.result.moves).toEqual([
      { identifier: "A-1", from: "Alice.playground", to: "Alice.buildsite" },
      { identifier: "S-2", from: "Alice.playground", to: "Alice.wreckage" },
      { identifier: "S-3", from: "Bob.playground", to: "Bob.wreckage" },
    ]);
    expect(out.result.explanation.join(" ")).toMatch(/Alice wins the adventure/);
  });
  it("CGS-461 CGS-366 an adventure card without Roleplay is a legal scenario, and it is lost", () => {
    const out = resolve(
      scenario({
        adventure: { identifier: "A-1", attributes: adv("AdventureCommonCosts\n  StarshipFlyRange 2") },
        zones: {
          Alice: { playground: [{ identifier: "S-2", attributes: sup("AdventureResources StarshipFlyRange 7") }] },
          Bob: { playground: [{ identifier: "S-3", attributes: sup("AR StarshipFlyRange 3") }] },
        },
      }),
    );
    if (!out.ok) throw new Error(out.problems.join("; "));
    expect(out.result.outcome).toBe("lost");
    expect(out.result.winners).toEqual([]);
    expect(out.result.kind).toBe("none");
    // Lost: the adventure card goes to the void like any lost one (CGS-375), the supports are wrecked.
    expect(out.result.moves.find((m) => m.identifier === "A-1")?.to).not.toBe("Alice.buildsite");
    expect(out.result.explanation.join(" ")).toMatch(/no Roleplay.*CGS-366/);
  });
  it("CGS-370 a Doomsday adventure ends the era: no wrap-up moves", () => {
    const out = resolve(scenario({ adventure: { identifier: "A-1", attributes: adv('Roleplay "Doomsday"') } }));
    expect(out.ok && out.result.moves).toEqual([]);
    expect(out.ok && out.result.endsEra).toBe(true);
  });
  it("CGS-233 uses the scenario's aliases for its own names", () => {
    const out = resolve(
      scenario({
        aliases: { SFR: "StarshipFlyRange" },
        adventure: { identifier: "A-1", attributes: adv('Roleplay "Obstruction" ACC SFR 2') },
        zones: { Alice: { playground: [{ identifier: "S-2", attributes: sup("AR StarshipFlyRange 2") }] } },
      }),
    );
    expect(out.ok && out.result.winners).toEqual(["Alice"]);
  });
  it("refuses what the rules could not have produced, naming every rule", () => {
    const out = resolve(
      scenario({
        adventure: { identifier: "A-1", attributes: adv('Roleplay "Battle" AcceptSupportIf1 AR.Fire > 2') },
        zones: {
          Alice: {
            playground: [{ identifier: "S-2", attributes: sup("AR Fire 1") }, { identifier: "X-5", attributes: sup("AR Fire 3") }, { identifier: "Y-5", attributes: sup("AR Fire 4") }],
            buildsite: [{ identifier: "S-9", attributes: sup("AR Fire 1") }],
          },
          Bob: { playground: [{ identifier: "S-4", attributes: 'Type "Support" EraResourcs Sway 1' }] },
        },
      }),
    );
    expect(out.ok).toBe(false);
    if (out.ok) return;
    const all = out.problems.join("\n");
    expect(all).toMatch(/S-2 \(Alice.playground\) could not have been played in any order: .*CGS-535/);
    // X-5 and Y-5 share a number: whichever came second could not have been played.
    expect(all).toMatch(/Y-5 .*CGS-324/);
    expect(all).not.toMatch(/^X-5/m);
    expect(all).toMatch(/S-9 .*buildsite/);
    expect(all).toMatch(/S-4 .*EraResourcs/);
  });
  it("CGS-504 accepts a position reached by some order of plays, whatever order the scenario lists the players in", () => {
    // Bob played his StockHolding 1 first (0 played < 3), then the hero Alice her StockHolding 3
    // (1 < 3). Checked hero first, Alice's 3 would have left no room for Bob's card.
    const zones = {
      Alice: { playground: [{ identifier: "S-2", attributes: sup("StockHolding 3") }] },
      Bob: { playground: [{ identifier: "S-3", attributes: sup("StockHolding 1") }] },
    };
    const adventure = { identifier: "A-1", attributes: adv('Roleplay "Cooperation" StockOffering 3') };
    for (const players of [["Alice", "Bob"], ["Bob", "Alice"]]) {
      const out = resolve(scenario({ players, adventure, zones }));
      if (!out.ok) throw new Error(`${players.join(", ")}: ${out.problems.join("; ")}`);
      expect(out.result.outcome).toBe("won");
    }
    // No order reaches two StockHolding 3 cards under a StockOffering of 3: refused, naming the rule.
    const full = { ...zones, Bob: { playground: [{ identifier: "S-3", attributes: sup("StockHolding 3") }] } };
    const refused = resolve(scenario({ adventure, zones: full }));
    expect(!refused.ok && refused.problems).toEqual([expect.stringMatching(/^S-3 \(Bob.playground\) could not have been played in any order: .*StockOffering 3.*\(CGS-504\)/)]);
  });
  it("CGS-309 CGS-316 refuses cards of competitors (players other than the hero) in a solo adventure", () => {
    const out = resolve(scenario({ adventure: { identifier: "A-1", attributes: adv('Roleplay "Solo"') }, zones: { Bob: { playground: [{ identifier: "S-2", attributes: sup("") }] } } }));
    expect(!out.ok && out.problems.join(" ")).toMatch(/CGS-316/);
  });
  it("CGS-314 refuses an adventure its hero could not have played", () => {
    const out = resolve(scenario({ adventure: { identifier: "A-1", attributes: adv('Roleplay "Battle"') }, commonBuildsite: [{ identifier: "B-1", attributes: adv('Roleplay "Battle"') }] }));
    expect(!out.ok && out.problems.join(" ")).toMatch(/CGS-314/);
  });
});

describe("resolving an era scenario", () => {
  it("CGS-393 victory points decide; a player who does not cover his era costs drops out first (Greenhouse reading)", () => {
    const out = resolve({
      format: "greenhouse.scenario/1",
      step: "era",
      players: ["Alice", "Bob"],
      zones: {
        Alice: { buildsite: [{ identifier: "A-1", attributes: adv('Roleplay "Battle" ER Sway 9') }], wreckage: [{ identifier: "S-2", attributes: sup("EC Sway 10") }] },
        Bob: { buildsite: [{ identifier: "A-3", attributes: adv('Roleplay "Battle" ER Sway 2') }] },
      },
    });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.result.winners).toEqual(["Bob"]);
    expect(out.result.players.Alice).toMatchObject({ covered: false, victoryPoints: -1 });
    expect(out.result.players.Alice?.lostBecause).toMatch(/Sway 9 of 10/);
    expect(out.result.players.Bob).toMatchObject({ covered: true, victoryPoints: 2, lostBecause: null });
  });
  it("CGS-382 the winner of a last Epic adventure wins the era", () => {
    const out = resolve({
      format: "greenhouse.scenario/1",
      step: "era",
      players: ["Alice", "Bob"],
      lastAdventure: { card: { identifier: "A-1", attributes: adv('Roleplay "Epic"') }, hero: "Bob", won: true, winner: "Alice" },
    });
    expect(out.ok && out.result.winners).toEqual(["Alice"]);
  });
  it("CGS-383 a deck with a Doomsday or Epic adventure and none played last: nobody wins", () => {
    const out = resolve({ format: "greenhouse.scenario/1", step: "era", players: ["Alice", "Bob"], eraDeckHasDoomsdayOrEpic: true });
    expect(out.ok && out.result.winners).toEqual([]);
    expect(out.ok && out.result.outcome).toBe("lost");
  });
});

describe("findPlayOrder", () => {
  const no = { code: "stock-offering-full", rule: "CGS-504", section: "", message: "full" } as unknown as Rejection;
  it("finds an order other than the listed one, and reports the cards no order places", () => {
    // Card 0 may only come after card 1.
    const plays = [{ player: 0, card: 0 }, { player: 1, card: 1 }];
    const check = (played: readonly { card: number }[], next: { card: number }) => (next.card === 0 && !played.some((p) => p.card === 1) ? no : null);
    expect(findPlayOrder(plays, check)).toEqual({ ok: true, order: [plays[1], plays[0]] });
    const never = findPlayOrder(plays, (_, next) => (next.card === 0 ? no : null));
    expect(never).toEqual({ ok: false, played: [plays[1]], refused: [{ play: plays[0], rejection: no }] });
  });
  it("stops at its budget and reports the cards left after the longest order found", () => {
    const plays = Array.from({ length: 12 }, (_, i) => ({ player: 0, card: i }));
    // Every card is fine alone, but the last one can never come last: an exponential search.
    const r = findPlayOrder(plays, (played) => (played.length === 11 ? no : null), 500);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.refused).toEqual([{ play: plays[11], rejection: no }]);
  });
});
