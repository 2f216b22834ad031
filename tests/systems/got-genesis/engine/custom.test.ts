import { describe, expect, it } from "vitest";
import { EngineSetupError } from "@/lib/systems/engine";
import { deal, type GenesisState } from "@/lib/systems/got-genesis/engine";
import { customEffects } from "@/lib/systems/got-genesis/engine/custom";
import { engage, finish, play, refused, table, use } from "./builders";
import { card, testPack } from "./fixtures";

/** A table where Ann holds a custom card of the pack's own ability `ability` (sway 3), defined by `entries`. */
function withOwnAbility(entries: readonly string[], ability: string, ops: readonly string[] = []): GenesisState {
  const s = table({ ops: [[...ops], []], destiny: ["N-Rescue", "N-Valor", "N-Omen", "N-Covert", "N-Battle"] });
  const own = { id: "E-OWN", identifier: "E-OWN", name: "Own", faction: "Earthlings", ability, sway: 3, custom: true, recruitable: "", lore: "" };
  const players = [{ ...s.players[0], ops: ["E-OWN", ...s.players[0].ops] }, s.players[1]] as unknown as GenesisState["players"];
  return { ...s, cards: { ...s.cards, "E-OWN": own }, players, customEffects: customEffects(entries) };
}

const R = [["E-RUIN", "E-TRI#1", "E-TRI#2"], ["S-RUIN", "S-TRI#1", "S-TRI#2"]] as const;

describe("Custom abilities", () => {
  it("GEN-426 dread: the rival has 2 turns to win a turn; the player who obstructs during the second turn wins it", () => {
    const s = table({ ops: [["E-C-Dread", "E-Leadership-A"], ["S-Omen-A", "S-Leadership-A"]], reserve: [[...R[0]], [...R[1]]] });
    let r = play(s, engage(0, "E-C-Dread"), use(0, "E-C-Dread", { target: null }), finish(0), engage(1, "S-Omen-A"), use(1, "S-Omen-A", { target: null }), finish(1));
    expect(r.events).toContainEqual({ type: "obstructed", seat: 1, sway: 1, rivalSway: 2, ok: false });
    expect(r.events.some((e) => e.type === "turnWon")).toBe(false);
    expect(r.state.phase).toBe("plot");
    r = play(r.state, engage(1, "S-Leadership-A"), finish(1), engage(0, "E-Leadership-A"), finish(0));
    expect(r.events).toContainEqual({ type: "turnWon", seat: 0, reason: expect.stringContaining("GEN-426") });
  });

  it("GEN-426 dread: engaged in a successful obstruction, the rival's next turn does not lose a failed obstruction", () => {
    const s = table({ ops: [["E-C-Dread", "E-Leadership-A"], ["S-Covert-A"]], timeline: [[], ["S-Omen-A"]], reserve: [[...R[0]], [...R[1]]] });
    expect(s.phase).toBe("obstruct");
    let r = play(s, engage(0, "E-C-Dread"), use(0, "E-C-Dread", { target: null }), finish(0));
    expect(r.events).toContainEqual({ type: "obstructed", seat: 0, sway: 2, rivalSway: 1, ok: true });
    r = play(r.state, engage(0, "E-Leadership-A"), finish(0), engage(1, "S-Covert-A"), finish(1));
    expect(r.events).toContainEqual({ type: "obstructed", seat: 1, sway: 2, rivalSway: 4, ok: false });
    expect(r.events.some((e) => e.type === "turnWon")).toBe(false);
    expect(r.state.dread).toEqual({ by: 0, stage: 2 });
  });

  it("GEN-428 endurance: endurance cards stay in the timeline after an obstruction", () => {
    const s = table({ ops: [["E-C-Endurance"], ["S-Leadership-A"]] });
    const { state } = play(s, engage(0, "E-C-Endurance"), use(0, "E-C-Endurance", { target: null }), finish(0), engage(1, "S-Leadership-A"), finish(1));
    expect(state.players[0].timeline).toEqual(["E-C-Endurance"]);
    expect(state.players[1].timeline).toEqual([]);
  });

  it("GEN-430 insurgence: the card engaged with it counts its sway twice and its ability is not executed", () => {
    const s = table({ ops: [["E-C-Insurgence", "E-Leadership-A", "E-Omen-A"], ["S-Omen-A"]] });
    const t = play(s, engage(0, "E-C-Insurgence"), engage(0, "E-Leadership-A", "g1")).state;
    refused(t, engage(0, "E-Omen-A"), "GEN-218");
    const { events } = play(t, finish(0), engage(1, "S-Omen-A"), use(1, "S-Omen-A", { target: null }), finish(1));
    expect(events).toContainEqual({ type: "obstructed", seat: 1, sway: 1, rivalSway: 12, ok: false });
  });

  it("GEN-432 maven: name an ability and execute it, not battle, maven, replication, ruin or triumph", () => {
    const s = play(table({ ops: [["E-C-Maven", "E-Omen-A", "E-Valor-A"], []] }), engage(0, "E-C-Maven")).state;
    expect(refused(s, use(0, "E-C-Maven", { ability: "Battle" }), "GEN-432")).toBe("ability-not-allowed");
    const { state } = play(s, use(0, "E-C-Maven", { ability: "Leadership" }), engage(0, "E-Omen-A"), engage(0, "E-Valor-A"));
    expect(state.players[0].timeline).toHaveLength(3);
  });

  it("GEN-434 negotiation: draw until both players have the same number of ops cards, not more", () => {
    const s = table({ turn: 1, ops: [["E-Omen-A", "E-Valor-A", "E-Covert-A", "E-Rescue-A"], ["S-C-Negotiation", "S-Omen-A"]], destiny: ["N-Omen", "N-Valor", "N-Rescue", "N-Battle", "N-Covert"] });
    const n = play(s, engage(1, "S-C-Negotiation"), use(1, "S-C-Negotiation", { target: null })).state;
    refused(n, use(1, "S-C-Negotiation", { count: 4 }), "GEN-434");
    expect(play(n, use(1, "S-C-Negotiation", { count: 3 })).state.players[1].ops).toHaveLength(4);
  });

  it("GEN-434 negotiation: a rival-faction card drawn on the way raises the number to reach, so the draw goes on until both are even", () => {
    // Bob 4 ops after engaging, Ann 5; the first card drawn is Ann's faction and goes to her (6).
    const s = table({ turn: 1, ops: [["E-Omen-A", "E-Valor-A", "E-Covert-A", "E-Rescue-A", "E-Vision-A"], ["S-C-Negotiation", "S-Omen-A", "S-Valor-A", "S-Covert-A", "S-Rescue-A"]], destiny: ["E-Battle-A", "N-Omen", "N-Valor", "N-Rescue"] });
    const n = play(s, engage(1, "S-C-Negotiation"), use(1, "S-C-Negotiation", { target: null })).state;
    expect([n.players[1].ops.length, n.players[0].ops.length]).toEqual([4, 5]);
    const { state } = play(n, use(1, "S-C-Negotiation"));
    expect([state.players[1].ops.length, state.players[0].ops.length]).toEqual([6, 6]);
    expect(state.destiny).toEqual(["N-Rescue"]);
  });

  it("GEN-436 replication: execute an ability of a card in the rival's timeline (not battle, maven, replication, ruin, triumph)", () => {
    const s = table({ turn: 1, ops: [[], ["S-C-Replication", "S-Omen-A", "S-Valor-A"]], timeline: [["E-Leadership-A", "E-RUIN"], []] });
    const t = play(s, engage(1, "S-C-Replication"), use(1, "S-C-Replication", { target: null })).state;
    refused(t, use(1, "S-C-Replication", { ability: "Navigation" }), "GEN-436");
    refused(t, use(1, "S-C-Replication", { ability: "Ruin" }), "GEN-436");
    const { state } = play(t, use(1, "S-C-Replication", { ability: "Leadership" }), engage(1, "S-Omen-A"), engage(1, "S-Valor-A"));
    expect(state.players[1].timeline).toHaveLength(3);
  });

  it("GEN-438 sabotage: 2 cards engaged in a plot stay face down, their abilities not executed, until the rival finishes obstructing", () => {
    const s = table({ turn: 1, ops: [["E-Navigation-A"], ["S-C-Sabotage", "S-Leadership-A", "S-Omen-A", "S-Valor-A"]] });
    const t = play(s, engage(1, "S-C-Sabotage"), engage(1, "S-Leadership-A"), engage(1, "S-Omen-A"));
    expect(t.events).toContainEqual({ type: "engaged", seat: 1, card: "S-Leadership-A", hidden: true });
    expect(t.state.hidden).toEqual(["S-Leadership-A", "S-Omen-A"]);
    refused(t.state, engage(1, "S-Valor-A"), "GEN-218");
    const { state } = play(t.state, finish(1), engage(0, "E-Navigation-A"), use(0, "E-Navigation-A", { count: 0 }), finish(0));
    expect(state.hidden).toEqual([]);
  });

  it("GEN-440 strike: any number of cards, but not the cards drawn during this phase", () => {
    const s = table({ turn: 1, ops: [[], ["S-C-Strike", "S-Navigation-A", "S-Omen-A", "S-Valor-A"]], destiny: ["N-Omen", "N-Valor"] });
    const t = play(s, engage(1, "S-C-Strike"), engage(1, "S-Navigation-A"), use(1, "S-Navigation-A", { count: 2 })).state;
    expect(refused(t, engage(1, "N-Omen"), "GEN-440")).toBe("strike-drawn");
    expect(play(t, engage(1, "S-Omen-A"), engage(1, "S-Valor-A")).state.players[1].timeline).toHaveLength(4);
  });
});

describe("Recruitable", () => {
  it("GEN-448 engaging a card with a recruitable recruits a void card with that ability, at once, without a recruitable, of no faction or the player's", () => {
    const s = table({ ops: [["E-C-Dread", "E-Omen-A"], []], destiny: ["N-Omen"] });
    const t = play(s, engage(0, "E-C-Dread")).state;
    expect(refused(t, engage(0, "E-Omen-A"), "GEN-448")).toBe("recruit-now");
    refused(t, finish(0), "GEN-448");
    refused(t, use(0, "E-C-Dread", { target: "S-Leadership-A" }), "GEN-448");
    refused(t, use(0, "E-C-Dread", { target: "E-Navigation-A" }), "GEN-448");
    const { state } = play(t, use(0, "E-C-Dread", { target: "E-Leadership-B" }), engage(0, "E-Omen-A"));
    expect(state.players[0].reserve).toEqual(["E-Leadership-B"]);
  });

  it("GEN-419 GEN-348 a pack's own ability defined as effects is played: \"draw 1, then engage 2\" draws, then opens 2 engagements", () => {
    const s = withOwnAbility(["Foresight: draw 1, then engage 2"], "Foresight", ["E-Omen-A", "E-Valor-A"]);
    const engaged = play(s, engage(0, "E-OWN")).state;
    expect(engaged.combo?.steps).toEqual([{ card: "E-OWN", kind: "draw", left: 1 }]);
    expect(refused(engaged, engage(0, "E-Omen-A"), "GEN-218")).toBe("no-engagement-left");
    const { state } = play(engaged, use(0, "E-OWN", { count: 1 }), engage(0, "E-Omen-A"), engage(0, "N-Rescue"));
    expect(state.players[0].timeline).toEqual(["E-OWN", "E-Omen-A", "N-Rescue"]);
    const as = play(withOwnAbility(["Echo: as Leadership"], "Echo", ["E-Omen-A", "E-Valor-A"]), engage(0, "E-OWN"), engage(0, "E-Omen-A"), engage(0, "E-Valor-A")).state;
    expect(as.players[0].timeline).toHaveLength(3);
  });

  it("GEN-419 a pack's own ability without a definition plays for its sway only; one the engine cannot read is refused at the deal, saying what to write", () => {
    const words = play(withOwnAbility(["Foresight"], "Foresight", ["E-Omen-A"]), engage(0, "E-OWN")).state;
    expect(words.combo?.steps).toEqual([]);
    refused(words, engage(0, "E-Omen-A"), "GEN-218");
    const core = testPack(0).decks?.[0]?.cards ?? [];
    const own = card("E-OWN", { faction: "Earthlings", ability: "Foresight", sway: 3, custom: true });
    const bad = { ...testPack(0), pack: { customAbilities: ["Foresight: fly 2"] }, decks: [{ name: "Core", cards: [...core, own] }] };
    expect(() => deal({ document: bad, decks: null, names: ["Ann", "Bob"], seed: 1 })).toThrow(EngineSetupError);
    expect(() => deal({ document: bad, decks: null, names: ["Ann", "Bob"], seed: 1 })).toThrow(/draw N, engage N/);
  });
});
