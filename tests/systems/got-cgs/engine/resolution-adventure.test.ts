import { describe, expect, it } from "vitest";
import { cardDef, type CardDef } from "@/lib/systems/got-cgs/engine/cards";
import { resolveAdventure, type AdventureInput } from "@/lib/systems/got-cgs/engine/resolution-adventure";
import { adv, sup, type Parts } from "./builders";

let n = 0;
const A = (roleplay: Parameters<typeof adv>[0], p: Parts = {}): CardDef => cardDef(`A-${++n}`, "silver", adv(roleplay, p));
const S = (p: Parts = {}): CardDef => cardDef(`S-${++n}`, "silver", sup(p));

function input(adventure: CardDef, played: CardDef[][], extra: Partial<AdventureInput> = {}): AdventureInput {
  return {
    players: ["Alice", "Bob", "Cat"].slice(0, played.length),
    hero: 0,
    adventure,
    played,
    buildsites: played.map(() => []),
    commonBuildsite: [],
    ...extra,
  };
}

describe("individualist adventures", () => {
  it("CGS-349 CGS-350 a player's requirement: his own AdventureCosts plus everyone's AdventureCommonCosts", () => {
    const r = resolveAdventure(input(A("Battle", { acc: { Fire: 2 } }), [[S({ ac: { Size: 1 }, ar: { Fire: 2 } })], [S({ acc: { Range: 1 } })]]));
    expect(r.players[0]?.requirements).toEqual({ Fire: 2, Range: 1, Size: 1 });
    expect(r.players[1]?.requirements).toEqual({ Fire: 2, Range: 1 });
  });
  it("CGS-353 coverage: the adventure card's resources, his supports' resources, feats of his and the common buildsite", () => {
    const feat = A("Battle", { feats: { Fire: 1, Drive: "Ion" } });
    const common = A("Battle", { feats: { Fire: 2 } });
    const r = resolveAdventure(
      input(A("Battle", { acc: { Fire: 9 }, ar: { Fire: 1 } }), [[S({ ar: { Fire: 3, Other: 5 } })], [S({ ar: { Fire: 1 } })]], {
        buildsites: [[feat], []],
        commonBuildsite: [common],
      }),
    );
    expect(r.players[0]?.coverage).toEqual({ Fire: 1 + 3 + 1 + 2 });
    expect(r.players[1]?.coverage).toEqual({ Fire: 1 + 1 + 2 });
  });
  it("CGS-359 covered when every coverage is at least the requirement", () => {
    const r = resolveAdventure(input(A("Obstruction", { acc: { Fire: 2 } }), [[S({ ar: { Fire: 2 } })], []]));
    expect(r.players[0]?.covered).toBe(true);
    expect(r.outcome).toBe("won");
  });
  it("CGS-360 a cost whose requirement is 0 needs no coverage", () => {
    const r = resolveAdventure(input(A("Obstruction", { acc: { Fire: 0, Range: 1 } }), [[S({ ar: { Range: 1 } })], []]));
    expect(r.players[0]?.covered).toBe(true);
  });
  it("CGS-361 overflow is the sum of the coverages over the cost names", () => {
    const r = resolveAdventure(input(A("Battle", { acc: { Fire: 1, Range: 1 } }), [[S({ ar: { Fire: 3 } }), S({ ar: { Range: 2, Other: 9 } })], []]));
    expect(r.players[0]?.overflow).toBe(5);
    expect(r.players[1]?.overflow).toBeNull();
  });
  it("CGS-362 competitive: the highest overflow wins, even a competitor", () => {
    const r = resolveAdventure(input(A("Competition", { acc: { Fire: 1 } }), [[S({ ar: { Fire: 1 } })], [S({ ar: { Fire: 3 } })]]));
    expect(r.winner).toBe(1);
    expect(r.explanation.join(" ")).toContain("Bob wins the adventure");
  });
  it("CGS-362 competitive: a tie on the highest overflow loses the adventure", () => {
    const r = resolveAdventure(input(A("Battle", { acc: { Fire: 1 } }), [[S({ ar: { Fire: 2 } })], [S({ ar: { Fire: 2 } })]]));
    expect(r.outcome).toBe("lost");
    expect(r.winner).toBeNull();
    expect(r.explanation.join(" ")).toMatch(/tie with overflow 2/);
  });
  it("CGS-364 CGS-495 obstructive: only the hero may win; a competitor's resources do not matter, his common costs do", () => {
    const won = resolveAdventure(input(A("Obstruction", { acc: { Fire: 1 } }), [[S({ ar: { Fire: 2 } })], [S({ ar: { Fire: 9 } })]]));
    expect(won.winner).toBe(0);
    const obstructed = resolveAdventure(input(A("Doomsday", { acc: { Fire: 1 } }), [[S({ ar: { Fire: 2 } })], [S({ acc: { Fire: 2 } })]]));
    expect(obstructed.players[0]?.requirements).toEqual({ Fire: 3 });
    expect(obstructed.outcome).toBe("lost");
  });
  it("CGS-365 solo: the hero wins when he covers the costs", () => {
    expect(resolveAdventure(input(A("Solo", { acc: { Fire: 2 } }), [[S({ ar: { Fire: 2 } })], []])).winner).toBe(0);
    expect(resolveAdventure(input(A("Solo", { acc: { Fire: 2 } }), [[], []])).outcome).toBe("lost");
  });
  it("CGS-465 CGS-466 CGS-468 CGS-469 CGS-470 each Roleplay value resolves as its class: cooperative, or individualist (competitive, obstructive, solo)", () => {
    const kind = (r: Parameters<typeof A>[0]) => resolveAdventure(input(A(r, { acc: { Fire: 1 } }), [[S({ ar: { Fire: 1 } })], []])).kind;
    expect(["Cataclysm", "Cooperation"].map((r) => kind(r as Parameters<typeof A>[0]))).toEqual(["cooperative", "cooperative"]);
    expect(["Battle", "Competition", "Epic"].map((r) => kind(r as Parameters<typeof A>[0]))).toEqual(["competitive", "competitive", "competitive"]);
    expect(["Doomsday", "Obstruction"].map((r) => kind(r as Parameters<typeof A>[0]))).toEqual(["obstructive", "obstructive"]);
    expect(kind("Solo")).toBe("solo");
  });
  it("CGS-366 an adventure card without a roleplay is lost", () => {
    const r = resolveAdventure(input(A(null, {}), [[S({ ar: { Fire: 2 } })], []]));
    expect(r.outcome).toBe("lost");
    expect(r.explanation[0]).toMatch(/CGS-366/);
  });
});

describe("cooperative adventures", () => {
  it("CGS-340 CGS-341 the requirement for all the players: every AdventureCosts and AdventureCommonCosts played", () => {
    const r = resolveAdventure(input(A("Cooperation", { acc: { Fire: 2 } }), [[S({ ac: { Fire: 1 } })], [S({ acc: { Range: 1 } })]]));
    expect(r.players[0]?.requirements).toEqual({ Fire: 3, Range: 1 });
    expect(r.players[1]).toBe(r.players[0]);
  });
  it("CGS-344 coverage of all the players: supports played by all, feats of every buildsite and the common one (not the adventure card)", () => {
    const r = resolveAdventure(
      input(A("Cataclysm", { acc: { Fire: 6 }, ar: { Fire: 5 } }), [[S({ ar: { Fire: 1 } })], [S({ ar: { Fire: 2 } })]], {
        buildsites: [[A("Battle", { feats: { Fire: 1 } })], [A("Battle", { feats: { Fire: 1 } })]],
        commonBuildsite: [A("Battle", { feats: { Fire: 1 } })],
      }),
    );
    expect(r.players[0]?.coverage).toEqual({ Fire: 6 });
    expect(r.outcome).toBe("won");
  });
  it("CGS-363 cooperative: only the hero wins, when all the players together cover", () => {
    const r = resolveAdventure(input(A("Cooperation", { acc: { Fire: 3 } }), [[S({ ar: { Fire: 1 } })], [S({ ar: { Fire: 2 } })]], { hero: 1 }));
    expect(r.winner).toBe(1);
    const lost = resolveAdventure(input(A("Cooperation", { acc: { Fire: 4 } }), [[S({ ar: { Fire: 1 } })], [S({ ar: { Fire: 2 } })]]));
    expect(lost.outcome).toBe("lost");
    expect(lost.explanation.join(" ")).toContain("All players together do not cover Fire (3 of 4)");
  });
  it("CGS-605 feats in a buildsite cover the costs of every adventure", () => {
    const feat = A("Battle", { feats: { Fire: 3 } });
    const adventure = A("Obstruction", { acc: { Fire: 3 } });
    expect(resolveAdventure(input(adventure, [[], []], { buildsites: [[feat], []] })).winner).toBe(0);
  });
  it("CGS-421 the common buildsite's feats count for every player", () => {
    const r = resolveAdventure(input(A("Battle", { acc: { Fire: 1 } }), [[S({ ar: { Fire: 1 } })], []], { commonBuildsite: [A("Battle", { feats: { Fire: 1 } })] }));
    expect(r.players[0]?.overflow).toBe(2);
    expect(r.players[1]?.overflow).toBe(1);
    expect(r.winner).toBe(0);
  });
});
