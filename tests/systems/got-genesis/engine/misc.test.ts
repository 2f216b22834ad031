import { describe, expect, it } from "vitest";
import { deal, greedyBot } from "@/lib/systems/got-genesis/engine";
import { swayOf } from "@/lib/systems/got-genesis/engine/zones";
import { testPack } from "./fixtures";
import { engage, finish, play, refused, table, use } from "./builders";

describe("Definitions and various rules", () => {
  it("GEN-184 the sway of cards is the sum of their sways", () => {
    const s = table({ timeline: [["E-Leadership-A", "E-Engineering-B", "E-Omen-A"], []] });
    expect(swayOf(s, s.players[0].timeline)).toBe(4 + 6 + 1);
  });

  it("GEN-214 a discarded card goes to the void", () => {
    const { state } = play(table({ ops: [["E-Persuasion-A"], []], timeline: [[], ["S-Omen-A"]] }), engage(0, "E-Persuasion-A"), use(0, "E-Persuasion-A", { target: "S-Omen-A" }));
    expect(state.void.at(-1)).toBe("S-Omen-A");
  });

  it("GEN-274 all cards start in the void: custom cards nobody recruits stay there", () => {
    const s = deal({ document: testPack(0), decks: null, names: ["A", "B"], seed: 1 });
    expect([...s.void].sort()).toEqual(Object.values(s.cards).filter((c) => c.custom).map((c) => c.id).sort());
  });

  it("GEN-306 GEN-326 the effects of a turn end with it: the covert ban lasts one obstruction", () => {
    const s = table({ ops: [["E-Covert-A", "E-Omen-A"], ["S-Rescue-A", "S-Omen-A", "S-Warfare-A"]] });
    const { state } = play(s, engage(0, "E-Covert-A"), finish(0), engage(1, "S-Rescue-A"), finish(1));
    expect(state.covertBan).toBeNull();
    expect(play(state, engage(1, "S-Warfare-A")).state.players[1].timeline).toEqual(["S-Warfare-A"]);
  });

  it("GEN-308 with no destiny cards, after an obstruction both players move their experience cards to the ops", () => {
    const s = table({ ops: [["E-Leadership-A"], ["S-Omen-A"]], timeline: [[], ["S-Leadership-A"]], experience: [["E-Omen-A"], ["S-Valor-A"]], destiny: [] });
    const { state } = play(s, engage(0, "E-Leadership-A"), finish(0));
    expect(state.players.map((p) => p.experience)).toEqual([[], []]);
    expect(state.players[0].ops).toEqual(["E-Omen-A"]);
    expect(state.players[1].ops).toEqual(["S-Omen-A", "S-Valor-A"]);
  });

  it("GEN-388 an action the rules say a player must do but cannot (discard a reserve card with none) ends the game for the rival", () => {
    const { state } = play(table({ ops: [["E-Omen-A"], []], reserve: [[], ["S-RUIN"]] }), finish(0));
    expect(state.phase).toBe("over");
    expect(state.winner).toBe(1);
    expect(state.endReason).toMatch(/GEN-388/);
  });

  it("GEN-386 an action a player may do but cannot is ignored: a refill with 7 ops cards is skipped", () => {
    const seven = ["E-Battle-A", "E-Covert-A", "E-Omen-A", "E-Rescue-A", "E-Valor-A", "E-Warfare-A", "E-Vision-A"];
    const s = table({ ops: [[], seven], reserve: [["E-RUIN", "E-TRI#1"], ["S-RUIN"]] });
    const { state } = play(s, finish(0), { type: "discard", seat: 0, card: "E-TRI#1" });
    // Ann lost the turn: she refills first; Bob's ops is full, so his refill is skipped and Ann turns
    expect(state.refillQueue).toEqual([0, 1]);
    const after = play(state, { type: "refill", seat: 0, count: 7 }).state;
    expect([after.phase, after.turn]).toEqual(["plot", 0]);
  });

  it("GEN-396 a player acts only on cards in their own play zones", () => {
    const s = table({ ops: [["E-Omen-A"], ["S-Omen-A"]] });
    refused(s, engage(0, "S-Omen-A"), "GEN-218");
    refused(s, { type: "reserve", seat: 0, card: "S-Omen-A" }, "GEN-292");
  });

  it("GEN-378 actions the rules do not allow are refused: no interrupt outside a battle window, no plot-only experience move in an obstruction", () => {
    const s = table({ ops: [["E-Omen-A"], []], timeline: [[], ["S-Omen-A"]] });
    refused(s, { type: "pass", seat: 0 }, "GEN-378");
    refused(s, finish(0, "E-Omen-A"), "GEN-316");
  });
});

describe("the greedy bot and omen (GEN-356)", () => {
  it("GEN-356 looks at the top 4 rather than declining, then takes the highest sway it may hold", () => {
    const s = play(table({ ops: [["E-Omen-A"], []], destiny: ["N-Valor", "S-Omen-A", "N-Rescue", "E-Vision-A", "N-Battle"] }), engage(0, "E-Omen-A"), { type: "pass", seat: 1 }).state;
    const bot = greedyBot("x");
    expect(bot.choose(s, 0)).toEqual({ type: "use", seat: 0, card: "E-Omen-A", look: true });
    const looking = play(s, { type: "use", seat: 0, card: "E-Omen-A", look: true }).state;
    const choice = bot.choose(looking, 0);
    expect(choice.type === "use" && choice.target).toBe("E-Vision-A");
  });
});
