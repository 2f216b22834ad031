import { describe, expect, it } from "vitest";
import { EngineSetupError } from "@/lib/systems/engine";
import { apply, deal, legal, type GenesisState } from "@/lib/systems/got-genesis/engine";
import { card, testPack } from "./fixtures";
import { engage, finish, play, refused, table } from "./builders";

// seed 4: Ann (seat 0) turns first
const opts = (recruits = 0, names = ["Ann", "Bob"]) => ({ document: testPack(recruits), decks: null, names, seed: 4 });

describe("Beginning of game", () => {
  it("GEN-101 a game has 2 players; 3 are refused", () => {
    expect(deal(opts()).players).toHaveLength(2);
    expect(() => deal(opts(0, ["A", "B", "C"]))).toThrow(EngineSetupError);
  });

  it("GEN-270 each player takes a different faction of the cards; a pack with one faction cannot be dealt", () => {
    const s = deal(opts());
    expect(s.players.map((p) => p.faction)).toEqual(["Earthlings", "Spacelings"]);
    const one = { decks: [{ name: "D", cards: [card("X", { faction: "Spacelings", ability: "Ruin", sway: 6 })] }] };
    expect(() => deal({ ...opts(), document: one })).toThrow(/different faction/);
  });

  it("GEN-81 UPA is read as Earthlings", () => {
    const doc = { decks: [{ name: "D", cards: [card("U", { faction: "UPA", ability: "Ruin", sway: 6 }), card("S", { faction: "Spacelings", ability: "Ruin", sway: 6 })] }] };
    expect(deal({ ...opts(), document: doc }).players[0].faction).toBe("Earthlings");
  });

  it("GEN-272 the seed establishes who turns first, the same for the same seed", () => {
    expect(deal(opts()).first).toBe(0);
    expect(deal({ ...opts(), seed: 7 }).first).toBe(1);
    expect(deal({ ...opts(), seed: 7 }).turn).toBe(1);
  });

  it("GEN-276 each player recruits the non-custom ruin and triumph cards of their faction", () => {
    const s = deal(opts());
    expect([...s.players[0].reserve].sort()).toEqual(["E-RUIN", "E-TRI#1", "E-TRI#2"]);
    expect([...s.players[1].reserve].sort()).toEqual(["S-RUIN", "S-TRI#1", "S-TRI#2"]);
  });

  it("GEN-278 players recruit one card at a time, the first player first; GEN-240 only cards with no faction or their own", () => {
    let s: GenesisState = deal(opts(1));
    expect(s.phase).toBe("recruit");
    expect(s.turn).toBe(0);
    refused(s, { type: "recruit", seat: 0, card: "S-C-Strike" }, "GEN-240");
    refused(s, { type: "recruit", seat: 1, card: "S-C-Strike" }, "GEN-288");
    const r = apply(s, { type: "recruit", seat: 0, card: "E-C-Maven" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    s = r.state;
    expect(s.players[0].reserve).toContain("E-C-Maven");
    expect(s.turn).toBe(1);
    const r2 = apply(s, { type: "recruit", seat: 1, card: null });
    expect(r2.ok && r2.state.phase).toBe("refill");
  });

  it("GEN-280 the remaining non-custom cards form the shuffled destiny; custom cards not recruited stay in the void", () => {
    const s = deal(opts());
    expect(s.destiny.every((id) => !s.cards[id]?.custom)).toBe(true);
    expect(s.void.every((id) => s.cards[id]?.custom)).toBe(true);
    expect(s.destiny.length).toBe(Object.values(s.cards).filter((c) => !c.custom).length - 6);
    const other = deal({ ...opts(), seed: 5 });
    expect(other.destiny).not.toEqual(s.destiny);
    expect(deal(opts()).destiny).toEqual(s.destiny);
  });

  it("GEN-282 each player may refill, the first player first; GEN-242 a refill draws at most 7 cards", () => {
    const s = deal(opts());
    expect(s.phase).toBe("refill");
    expect(s.turn).toBe(0);
    refused(s, { type: "refill", seat: 0, count: 8 }, "GEN-408");
    const r = apply(s, { type: "refill", seat: 0, count: 7 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.players[0].ops).toHaveLength(7);
    // Bob refills next, unless Ann's draw already gave him 7 Spacelings cards (GEN-386: then he cannot)
    if (r.state.players[1].ops.length < 7) expect([r.state.phase, r.state.turn]).toEqual(["refill", 1]);
    else expect([r.state.phase, r.state.turn]).toEqual(["plot", 0]);
  });
});

describe("Draw X cards (GEN-216)", () => {
  it("GEN-216 a card of the rival's faction goes to the rival's ops; drawing stops at 7 own ops cards", () => {
    const s = table({ ops: [["E-Battle-A", "E-Covert-A", "E-Omen-A", "E-Rescue-A", "E-Valor-A"], []], destiny: ["S-Battle-A", "N-Omen", "E-Warfare-A", "E-Vision-A", "N-Rescue"] });
    const r = apply({ ...s, phase: "refill", refillQueue: [0], combo: null, afterRefill: 1 }, { type: "refill", seat: 0, count: 7 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.players[0].ops).toHaveLength(7);
    expect(r.state.players[0].ops).toContain("N-Omen");
    expect(r.state.players[1].ops).toEqual(["S-Battle-A"]);
    expect(r.state.destiny).toEqual(["E-Vision-A", "N-Rescue"]);
  });

  it("GEN-216 a player above 7 ops cards after a draw must discard down to 7 before play goes on", () => {
    const seven = ["S-Battle-A", "S-Covert-A", "S-Omen-A", "S-Rescue-A", "S-Valor-A", "S-Warfare-A", "S-Vision-A"];
    const s = table({ ops: [["E-Navigation-A"], seven], destiny: ["S-Battle-B", "N-Omen"] });
    const r = apply(s, { type: "engage", seat: 0, card: "E-Navigation-A" });
    expect(r.ok && r.state.window).toBe(1); // Bob holds a battle card: he may interrupt the plot (GEN-344)
    if (!r.ok) return;
    const passed = apply(r.state, { type: "pass", seat: 1 });
    if (!passed.ok) throw new Error(passed.rejection.message);
    const drawn = apply(passed.state, { type: "use", seat: 0, card: "E-Navigation-A", count: 2 });
    expect(drawn.ok).toBe(true);
    if (!drawn.ok) return;
    expect(drawn.state.pending).toEqual([{ seat: 1, kind: "overflow", left: 1 }]);
    expect(legal(drawn.state, 0)).toEqual([]);
    refused(drawn.state, { type: "finish", seat: 0 }, "GEN-288");
    refused(drawn.state, { type: "discard", seat: 1, card: "E-Navigation-A" }, "GEN-216");
    const d = apply(drawn.state, { type: "discard", seat: 1, card: "S-Battle-A" });
    expect(d.ok && d.state.players[1].ops.length).toBe(7);
  });
});

describe("Advanced gameplay", () => {
  it("GEN-412 GEN-416 GEN-290 GEN-316 the experience rules are played only when the deal asks for the advanced rules", () => {
    expect(deal({ document: { ...testPack(0), advanced: false }, decks: null, names: ["Ann", "Bob"], seed: 1 }).advanced).toBe(false);
    expect(deal({ document: testPack(0), decks: null, names: ["Ann", "Bob"], seed: 1 }).advanced).toBe(true);
    const basic = { ...table({ ops: [["E-Vengeance-A", "E-Omen-A"], []], experience: [["E-Valor-A"], []] }), advanced: false };
    expect(refused(basic, { type: "experience", seat: 0 }, "GEN-290")).toBe("not-advanced");
    const engaged = play(basic, engage(0, "E-Vengeance-A")).state;
    expect(engaged.combo?.steps.map((st) => st.kind)).toEqual(["draw"]);
    expect(refused(engaged, finish(0, "E-Omen-A"), "GEN-316")).toBe("not-advanced");
    const advanced = play({ ...basic, advanced: true }, engage(0, "E-Vengeance-A")).state;
    expect(advanced.combo?.steps.map((st) => st.kind)).toEqual(["draw", "experience"]);
  });
});
