import { describe, expect, it } from "vitest";
import { cardDef, type CardDef } from "@/lib/systems/got-cgs/engine/cards";
import { resolveEra, sessionWinners, type EraInput } from "@/lib/systems/got-cgs/engine/resolution-era";
import { adv, sup, type Parts } from "./builders";

let n = 0;
const A = (roleplay: Parameters<typeof adv>[0], p: Parts = {}): CardDef => cardDef(`A-${++n}`, "silver", adv(roleplay, p));
const S = (p: Parts = {}): CardDef => cardDef(`S-${++n}`, "silver", sup(p));

function era(partial: Partial<EraInput>): EraInput {
  return {
    players: ["Alice", "Bob"],
    buildsites: [[], []],
    wreckages: [[], []],
    opses: [[], []],
    lastAdventure: null,
    deckHasDoomsdayOrEpic: false,
    ...partial,
  };
}

describe("end of era", () => {
  it("CGS-385 era cost requirement: EraCosts of the buildsite and the wreckage", () => {
    const r = resolveEra(era({ buildsites: [[A("Battle", { ec: { Sway: 2 }, er: { Sway: 5 } })], []], wreckages: [[S({ ec: { Sway: 1, Gold: 1 } })], []] }));
    expect(r.players[0]?.requirements).toEqual({ Sway: 3, Gold: 1 });
  });
  it("CGS-388 era cost coverage: EraResources of the buildsite only, same names", () => {
    const r = resolveEra(era({ buildsites: [[A("Battle", { ec: { Sway: 2 }, er: { Sway: 5, Fame: 3 } })], []], wreckages: [[S({ er: { Sway: 9 } })], []] }));
    expect(r.players[0]?.coverage).toEqual({ Sway: 5 });
  });
  it("CGS-390 CGS-391 CGS-392 a player who has not covered the era costs loses the era; a 0 requirement needs nothing", () => {
    const r = resolveEra(
      era({
        buildsites: [[A("Battle", { er: { Sway: 9 }, ec: { Gold: 0 } })], [A("Battle", { er: { Sway: 3 } })]],
        wreckages: [[S({ ec: { Sway: 10 } })], []],
      }),
    );
    expect(r.players[0]?.covered).toBe(false);
    expect(r.players[0]?.lostBecause).toMatch(/Sway 9 of 10/);
    expect(r.winners).toEqual([1]);
  });
  it("CGS-396 victory points: era resources + StockHolding of the buildsite minus era costs of buildsite and wreckage", () => {
    const r = resolveEra(
      era({
        buildsites: [[A("Battle", { er: { Sway: 7, Fame: 2 }, ec: { Sway: 1 } }), S({ globals: { StockHolding: 2 }, er: { Sway: 1 } })], []],
        wreckages: [[S({ ec: { Sway: 1 } }), S({ ec: { Sway: 1 } })], []],
      }),
    );
    expect(r.players[0]?.victoryPoints).toBe(7 + 2 + 1 + 2 - 1 - 2);
  });
  it("CGS-393 the covered player with the most victory points wins; a tie makes several winners", () => {
    const win = resolveEra(era({ buildsites: [[A("Battle", { er: { Sway: 7 } })], [A("Battle", { er: { Sway: 5 } })]] }));
    expect(win.winners).toEqual([0]);
    const tie = resolveEra(era({ buildsites: [[A("Battle", { er: { Sway: 5 } })], [A("Battle", { er: { Sway: 5 } })]] }));
    expect(tie.winners).toEqual([0, 1]);
    expect(tie.explanation.at(-1)).toMatch(/tie and all win/);
  });
  it("CGS-384 a MustPlay card left in the ops loses the era; the others compete (Greenhouse reading)", () => {
    const r = resolveEra(
      era({
        buildsites: [[A("Battle", { er: { Sway: 9 } })], [A("Battle", { er: { Sway: 1 } })]],
        opses: [[S({ globals: { MustPlay: "Yes" } })], []],
      }),
    );
    expect(r.players[0]?.lostBecause).toMatch(/MustPlay/);
    expect(r.winners).toEqual([1]);
  });
  it("CGS-380 a lost Cataclysm or Epic last adventure: nobody wins, costs and points ignored", () => {
    for (const roleplay of ["Cataclysm", "Epic"] as const) {
      const r = resolveEra(era({ buildsites: [[A("Battle", { er: { Sway: 9 } })], []], lastAdventure: { roleplay, hero: 0, outcome: "lost", winner: null } }));
      expect(r.winners).toEqual([]);
      expect(r.rule).toBe("cataclysm-or-epic-lost");
    }
  });
  it("CGS-381 a lost Doomsday: the competitors win, the hero loses", () => {
    const r = resolveEra(
      era({ players: ["Alice", "Bob", "Cat"], buildsites: [[], [], []], wreckages: [[], [], []], opses: [[], [], []], lastAdventure: { roleplay: "Doomsday", hero: 1, outcome: "lost", winner: null } }),
    );
    expect(r.winners).toEqual([0, 2]);
    expect(r.players[1]?.lostBecause).toMatch(/Doomsday/);
  });
  it("CGS-382 a won Doomsday or Epic: its winner wins the era whatever the points", () => {
    for (const roleplay of ["Doomsday", "Epic"] as const) {
      const r = resolveEra(
        era({ buildsites: [[], [A("Battle", { er: { Sway: 20 } })]], wreckages: [[S({ ec: { Sway: 5 } })], []], lastAdventure: { roleplay, hero: 0, outcome: "won", winner: 0 } }),
      );
      expect(r.winners).toEqual([0]);
    }
  });
  it("CGS-383 a deck with a Doomsday or Epic adventure whose last adventure was neither: nobody wins", () => {
    const r = resolveEra(era({ buildsites: [[A("Battle", { er: { Sway: 9 } })], []], deckHasDoomsdayOrEpic: true, lastAdventure: { roleplay: "Battle", hero: 0, outcome: "won", winner: 0 } }));
    expect(r.winners).toEqual([]);
    expect(r.rule).toBe("doomsday-or-epic-missing");
    expect(resolveEra(era({ deckHasDoomsdayOrEpic: true })).winners).toEqual([]);
  });
  it("CGS-429 MustPlay still loses the era when a Doomsday or Epic decides it (README decision)", () => {
    const r = resolveEra(era({ opses: [[S({ globals: { MustPlay: "Yes" } })], []], lastAdventure: { roleplay: "Epic", hero: 0, outcome: "won", winner: 0 } }));
    expect(r.winners).toEqual([]);
    expect(r.players[0]?.lostBecause).toMatch(/MustPlay/);
  });
  it("CGS-399 the session goes to the most eras won; ties all win; no era won, no winner", () => {
    expect(sessionWinners(3, [{ winners: [0] }, { winners: [1, 0] }, { winners: [2] }])).toEqual([0]);
    expect(sessionWinners(2, [{ winners: [0] }, { winners: [1] }])).toEqual([0, 1]);
    expect(sessionWinners(2, [{ winners: [] }])).toEqual([]);
  });
  it("CGS-471 a cooperative adventure's era resources count only for the hero, whose buildsite holds it", () => {
    const coop = A("Cooperation", { er: { Sway: 6 } });
    const r = resolveEra(era({ buildsites: [[coop], []] }));
    expect(r.players[0]?.victoryPoints).toBe(6);
    expect(r.players[1]?.victoryPoints).toBe(0);
  });
});
