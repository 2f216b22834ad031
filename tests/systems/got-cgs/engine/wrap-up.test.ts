import { describe, expect, it } from "vitest";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import { acts, adv, lastEvents, sup, table, where, type Table } from "./builders";

/** Alice requests the end of the adventure and Bob agrees: the End of adventure step runs. */
function resolveNow(t: Table): GameState {
  return acts(t.state, [
    { type: "requestEndAdventure", player: 0 },
    { type: "answerRequest", player: 1, agree: true },
  ]);
}

describe("wrap-up", () => {
  it("CGS-371 a won adventure card goes to the winner's buildsite, even when a competitor wins", () => {
    const t = table({
      cards: { "A-1": adv("Battle", { acc: { Fire: 1 } }), "S-2": sup({ ar: { Fire: 1 } }), "S-3": sup({ ar: { Fire: 2 } }) },
      zones: { Alice: { playground: ["A-1", "S-2"] }, Bob: { playground: ["S-3"] } },
      adventure: "A-1",
    });
    const s = resolveNow(t);
    expect(where(t, s, "A-1")).toBe("Bob.buildsite");
  });
  it("CGS-371 a won CommonBuildsite adventure card goes to the common buildsite", () => {
    const t = table({
      cards: { "A-1": adv("Obstruction", { acc: { Fire: 1 }, globals: { CommonBuildsite: "Yes" } }), "S-2": sup({ ar: { Fire: 1 } }) },
      zones: { Alice: { playground: ["A-1", "S-2"] } },
      adventure: "A-1",
    });
    expect(where(t, resolveNow(t), "A-1")).toBe("commonBuildsite");
  });
  it("CGS-372 a won cooperative adventure sends the StockHolding cards to their players' buildsites", () => {
    const t = table({
      cards: {
        "A-1": adv("Cooperation", { acc: { Fire: 2 }, globals: { StockOffering: 3 } }),
        "S-2": sup({ ar: { Fire: 1 }, globals: { StockHolding: 1 } }),
        "S-3": sup({ ar: { Fire: 1 }, globals: { StockHolding: 1 } }),
        "S-4": sup({ ar: { Fire: 1 } }),
      },
      zones: { Alice: { playground: ["A-1", "S-2"] }, Bob: { playground: ["S-3", "S-4"] } },
      adventure: "A-1",
    });
    const s = resolveNow(t);
    expect(where(t, s, "A-1")).toBe("Alice.buildsite");
    expect(where(t, s, "S-2")).toBe("Alice.buildsite");
    expect(where(t, s, "S-3")).toBe("Bob.buildsite");
    expect(where(t, s, "S-4")).toBe("Bob.wreckage");
  });
  it("CGS-373 CGS-482 a won Competition: everyone but the winner takes his supports back to his ops", () => {
    const t = table({
      cards: { "A-1": adv("Competition", { acc: { Fire: 1 } }), "S-2": sup({ ar: { Fire: 3 } }), "S-3": sup({ ar: { Fire: 1 } }) },
      zones: { Alice: { playground: ["A-1", "S-2"] }, Bob: { playground: ["S-3"] } },
      adventure: "A-1",
    });
    const s = resolveNow(t);
    expect(where(t, s, "S-2")).toBe("Alice.wreckage");
    expect(where(t, s, "S-3")).toBe("Bob.ops");
  });
  it("CGS-374 a lost Competition: every player takes his supports back", () => {
    const t = table({
      cards: { "A-1": adv("Competition", { acc: { Fire: 5 } }), "S-2": sup({ ar: { Fire: 3 } }), "S-3": sup({ ar: { Fire: 1 } }) },
      zones: { Alice: { playground: ["A-1", "S-2"] }, Bob: { playground: ["S-3"] } },
      adventure: "A-1",
    });
    const s = resolveNow(t);
    expect(where(t, s, "S-2")).toBe("Alice.ops");
    expect(where(t, s, "S-3")).toBe("Bob.ops");
    expect(where(t, s, "A-1")).toBe("Alice.ops");
  });
  it("CGS-375 CGS-376 CGS-475 a lost Battle: the adventure card returns to its player's ops, the supports left are wrecked", () => {
    const t = table({
      cards: { "A-1": adv("Battle", { acc: { Fire: 5 } }), "S-2": sup({ ar: { Fire: 3 } }), "S-3": sup({ ar: { Fire: 1 } }) },
      zones: { Alice: { playground: ["A-1", "S-2"] }, Bob: { playground: ["S-3"] } },
      adventure: "A-1",
    });
    const s = resolveNow(t);
    expect(where(t, s, "A-1")).toBe("Alice.ops");
    expect(where(t, s, "S-2")).toBe("Alice.wreckage");
    expect(where(t, s, "S-3")).toBe("Bob.wreckage");
  });
  it("CGS-368 CGS-369 CGS-478 a lost Cataclysm ends the era at once and skips the wrap-up", () => {
    const t = table({
      cards: { "A-1": adv("Cataclysm", { acc: { Fire: 5 } }), "S-2": sup({ ar: { Fire: 3 } }) },
      zones: { Alice: { playground: ["A-1", "S-2"] } },
      adventure: "A-1",
    });
    const s = resolveNow(t);
    const ended = lastEvents.find((e) => e.type === "adventureEnded");
    expect(ended && ended.type === "adventureEnded" && ended.endsEra).toBe(true);
    expect(ended && ended.type === "adventureEnded" && ended.moves).toEqual([]);
    expect(s.eraResults[0]?.rule).toBe("cataclysm-or-epic-lost");
    expect(s.phase).toBe("over");
  });
  it("CGS-369 a won Cataclysm does not end the era", () => {
    const t = table({
      cards: { "A-1": adv("Cataclysm", { acc: { Fire: 1 } }), "S-2": sup({ ar: { Fire: 3 } }) },
      zones: { Alice: { playground: ["A-1", "S-2"] } },
      adventure: "A-1",
    });
    const s = resolveNow(t);
    expect(s.phase).toBe("play");
    expect(where(t, s, "A-1")).toBe("Alice.buildsite");
  });
  it("CGS-370 CGS-489 CGS-492 a Doomsday or Epic adventure ends the era, won or lost", () => {
    for (const roleplay of ["Doomsday", "Epic"] as const) {
      for (const fire of [1, 9]) {
        const t = table({
          cards: { "A-1": adv(roleplay, { acc: { Fire: fire } }), "S-2": sup({ ar: { Fire: 3 } }) },
          zones: { Alice: { playground: ["A-1", "S-2"] } },
          adventure: "A-1",
        });
        const s = resolveNow(t);
        expect(s.eraResults).toHaveLength(1);
        expect(where(t, s, "S-2")).toBe("Alice.playground");
      }
    }
  });
  it("CGS-377 after the adventure the next player after the requester turns; the order is not reset", () => {
    const t = table({
      players: ["Alice", "Bob", "Cat"],
      cards: { "A-1": adv("Battle", { acc: { Fire: 5 } }), "S-2": sup({ ar: { Fire: 3 } }) },
      zones: { Alice: { playground: ["A-1"] }, Bob: { playground: ["S-2"] } },
      adventure: "A-1",
      turn: "Bob",
    });
    const s = acts(t.state, [
      { type: "requestEndAdventure", player: 1 },
      { type: "answerRequest", player: 2, agree: true },
      { type: "answerRequest", player: 0, agree: true },
    ]);
    expect(s.adventure).toBeNull();
    expect(s.turn).toBe(2);
  });
});
