import { describe, expect, it } from "vitest";
import { legal } from "@/lib/systems/got-genesis/engine";
import { engage, finish, play, refused, table, use } from "./builders";

describe("Abilities", () => {
  it("GEN-344 battle: engage 2 more cards; not in a timeline with a covert card", () => {
    const s = table({ ops: [["E-Battle-A", "E-Omen-A", "E-Rescue-A", "E-Valor-A"], []] });
    const { state } = play(s, engage(0, "E-Battle-A"), engage(0, "E-Omen-A"), engage(0, "E-Rescue-A"));
    expect(state.players[0].timeline).toHaveLength(3);
    const cov = play(table({ ops: [["E-Covert-A", "E-Battle-A"], []] }), engage(0, "E-Covert-A")).state;
    expect(refused(cov, engage(0, "E-Battle-A"), "GEN-344")).toBe("covert-in-timeline");
  });

  it("GEN-344 battle: engaged during the rival's plot, it ends that turn and opens the player's obstruction", () => {
    const s = table({ ops: [["E-Omen-A", "E-Leadership-A"], ["S-Battle-A", "S-Rescue-A", "S-Valor-A"]] });
    const plotted = play(s, engage(0, "E-Leadership-A")).state;
    expect(plotted.window).toBe(1);
    expect(legal(plotted, 1).map((a) => a.type)).toEqual(["pass", "battle"]);
    refused(plotted, { type: "battle", seat: 1, card: "S-Rescue-A" }, "GEN-344");
    const { state, events } = play(plotted, { type: "battle", seat: 1, card: "S-Battle-A" });
    expect(events).toContainEqual({ type: "turnStarted", seat: 1, phase: "obstruct" });
    expect(state.players[1].timeline).toEqual(["S-Battle-A"]);
    expect(state.players[0].timeline).toEqual(["E-Leadership-A"]);
    const after = play(state, engage(1, "S-Rescue-A"), engage(1, "S-Valor-A"), finish(1));
    expect(after.events).toContainEqual({ type: "obstructed", seat: 1, sway: 8, rivalSway: 4, ok: true });
  });

  it("GEN-344 GEN-200 the rival is asked after every action of the plot, whether or not it holds a battle card", () => {
    const withBattle = table({ ops: [["E-Engineering-A", "E-Omen-A"], ["S-Battle-A"]], destiny: ["N-Rescue", "N-Valor"] });
    const without = table({ ops: [["E-Engineering-A", "E-Omen-A"], ["S-Rescue-A"]], destiny: ["N-Rescue", "N-Valor"] });
    for (const s of [withBattle, without]) {
      expect(s.window).toBeNull();
      const engaged = play(s, engage(0, "E-Engineering-A")).state;
      expect(engaged.window).toBe(1);
      const drew = play(engaged, { type: "pass", seat: 1 }, use(0, "E-Engineering-A", { count: 1 })).state;
      expect(drew.window).toBe(1);
      expect(legal(drew, 0)).toEqual([]);
    }
    expect(legal(play(without, engage(0, "E-Engineering-A")).state, 1)).toEqual([{ type: "pass", seat: 1 }]);
  });

  it("GEN-346 covert: not with battle or warfare in the timeline; executed in a plot, the rival may not engage battle or warfare in the next obstruction", () => {
    const w = play(table({ ops: [["E-Warfare-A", "E-Covert-A"], []] }), engage(0, "E-Warfare-A")).state;
    expect(refused(w, engage(0, "E-Covert-A"), "GEN-346")).toBe("battle-in-timeline");
    const s = table({ ops: [["E-Covert-A"], ["S-Warfare-A", "S-Battle-A", "S-Rescue-A"]] });
    const plotted = play(s, engage(0, "E-Covert-A")).state;
    expect(plotted.window).toBeNull();
    const obstruct = play(plotted, finish(0)).state;
    expect(refused(obstruct, engage(1, "S-Warfare-A"), "GEN-346")).toBe("covert-ban");
    refused(obstruct, engage(1, "S-Battle-A"), "GEN-346");
    expect(play(obstruct, engage(1, "S-Rescue-A"), finish(1)).state.covertBan).toBeNull();
  });

  it("GEN-348 engineering: draw 1 card and then engage 1 card (not before the draw)", () => {
    const s = table({ ops: [["E-Engineering-A", "E-Omen-A"], []], destiny: ["N-Rescue", "N-Valor"] });
    const e = play(s, engage(0, "E-Engineering-A")).state;
    expect(refused(e, engage(0, "E-Omen-A"), "GEN-218")).toBe("no-engagement-left");
    const { state } = play(e, use(0, "E-Engineering-A", { count: 1 }), engage(0, "N-Rescue"));
    expect(state.players[0].timeline).toEqual(["E-Engineering-A", "N-Rescue"]);
  });

  it("GEN-350 leadership: engage 2 cards, not 3", () => {
    const s = table({ ops: [["E-Leadership-A", "E-Omen-A", "E-Valor-A", "E-Covert-A"], []] });
    const { state } = play(s, engage(0, "E-Leadership-A"), engage(0, "E-Omen-A"), engage(0, "E-Valor-A"));
    refused(state, engage(0, "E-Covert-A"), "GEN-218");
  });

  it("GEN-352 logistics: refill, up to 7 ops cards", () => {
    const s = table({ ops: [["E-Logistics-A", "E-Omen-A"], []] });
    const { state } = play(s, engage(0, "E-Logistics-A"), use(0, "E-Logistics-A", { count: 7 }));
    expect(state.players[0].ops).toHaveLength(7);
    refused(play(s, engage(0, "E-Logistics-A")).state, use(0, "E-Logistics-A", { count: 8 }), "GEN-408");
  });

  it("GEN-354 GEN-408 navigation: draw at most 2 cards (any number up to 2)", () => {
    const s = play(table({ ops: [["E-Navigation-A"], []], destiny: ["N-Omen", "N-Valor", "N-Rescue"] }), engage(0, "E-Navigation-A")).state;
    refused(s, use(0, "E-Navigation-A", { count: 3 }), "GEN-408");
    expect(play(s, use(0, "E-Navigation-A", { count: 2 })).state.players[0].ops).toEqual(["N-Omen", "N-Valor"]);
  });

  it("GEN-356 omen: look at the top 4, take 1 of them (no faction or the player's), the others go to the bottom; not with 7 ops cards", () => {
    const destiny = ["S-Omen-A", "N-Valor", "N-Rescue", "E-Vision-A", "N-Battle"];
    const s = play(table({ ops: [["E-Omen-A"], []], destiny }), engage(0, "E-Omen-A")).state;
    expect(refused(s, use(0, "E-Omen-A", { target: "N-Rescue" }), "GEN-356")).toBe("omen-look-first");
    const looking = play(s, use(0, "E-Omen-A", { look: true }));
    expect(looking.events).toContainEqual({ type: "looked", seat: 0, card: "E-Omen-A", cards: destiny.slice(0, 4) });
    refused(looking.state, use(0, "E-Omen-A", { target: "S-Omen-A" }), "GEN-356");
    refused(looking.state, use(0, "E-Omen-A", { target: "N-Battle" }), "GEN-356");
    expect(refused(looking.state, finish(0), "GEN-356")).toBe("omen-now");
    const { state } = play(looking.state, use(0, "E-Omen-A", { target: "N-Rescue", bottom: ["E-Vision-A", "S-Omen-A", "N-Valor"] }));
    expect(state.players[0].ops).toEqual(["N-Rescue"]);
    expect(state.destiny).toEqual(["N-Battle", "E-Vision-A", "S-Omen-A", "N-Valor"]);
    const seven = ["E-Battle-A", "E-Covert-A", "E-Rescue-A", "E-Valor-A", "E-Warfare-A", "E-Vision-A", "E-Leadership-A"];
    const full = play(table({ ops: [["E-Omen-A", ...seven], []], destiny }), engage(0, "E-Omen-A")).state;
    expect(refused(full, use(0, "E-Omen-A", { look: true }), "GEN-356")).toBe("omen-ops-full");
  });

  it("GEN-356 GEN-408 omen: the player may take none of the 4 looked-at cards, and all 4 go to the bottom", () => {
    const destiny = ["S-Omen-A", "N-Valor", "N-Rescue", "E-Vision-A", "N-Battle"];
    const s = play(table({ ops: [["E-Omen-A"], []], destiny }), engage(0, "E-Omen-A"), use(0, "E-Omen-A", { look: true })).state;
    expect(legal(s, 0)).toContainEqual(use(0, "E-Omen-A", { target: null }));
    const { state } = play(s, use(0, "E-Omen-A", { target: null, bottom: ["N-Rescue", "S-Omen-A", "E-Vision-A", "N-Valor"] }));
    expect(state.players[0].ops).toEqual([]);
    expect(state.destiny).toEqual(["N-Battle", "N-Rescue", "S-Omen-A", "E-Vision-A", "N-Valor"]);
  });

  it("GEN-356 GEN-194 omen: until the player looks, no legal action names a destiny card, and declining leaves the destiny as it was", () => {
    const destiny = ["S-Omen-A", "N-Valor", "N-Rescue", "E-Vision-A", "N-Battle"];
    const s = play(table({ ops: [["E-Omen-A"], []], destiny }), engage(0, "E-Omen-A")).state;
    const named = JSON.stringify(legal(s, 0));
    for (const id of destiny) expect(named).not.toContain(id);
    const { state } = play(s, use(0, "E-Omen-A", { target: null }));
    expect(state.destiny).toEqual(destiny);
    expect(state.combo?.steps).toEqual([]);
  });

  it("GEN-358 persuasion: discard 1 card of the rival's timeline and then engage 1 card", () => {
    const s = play(table({ ops: [["E-Persuasion-A", "E-Omen-A"], []], timeline: [[], ["S-Leadership-A", "S-Omen-A"]] }), engage(0, "E-Persuasion-A")).state;
    refused(s, use(0, "E-Persuasion-A", { target: "E-Persuasion-A" }), "GEN-358");
    const { state } = play(s, use(0, "E-Persuasion-A", { target: "S-Leadership-A" }), engage(0, "E-Omen-A"), finish(0));
    expect(state.void).toContain("S-Leadership-A");
    expect(state.phase).toBe("plot"); // 2 + 1 against the remaining 1
  });

  it("GEN-360 rescue: engaged in the obstruction even when nothing allows more cards; not in the plot", () => {
    const s = table({ ops: [["E-Omen-A", "E-Rescue-A"], []], timeline: [[], ["S-Leadership-A"]] });
    const { state } = play(s, engage(0, "E-Omen-A"), use(0, "E-Omen-A", { target: null }), engage(0, "E-Rescue-A"));
    expect(state.players[0].timeline).toEqual(["E-Omen-A", "E-Rescue-A"]);
    const p = play(table({ ops: [["E-Omen-A", "E-Rescue-A"], []] }), engage(0, "E-Omen-A")).state;
    refused(p, engage(0, "E-Rescue-A", "rescue"), "GEN-360");
  });

  it("GEN-362 GEN-364 ruin and triumph: engage 1 card", () => {
    const s = table({ ops: [["E-RUIN", "E-TRI#1", "E-Omen-A", "E-Valor-A"], []] });
    const { state } = play(s, engage(0, "E-RUIN"), engage(0, "E-TRI#1"), engage(0, "E-Omen-A"));
    refused(state, engage(0, "E-Valor-A"), "GEN-218");
    expect(state.lastRuin[0]).toBe("E-RUIN");
  });

  it("GEN-366 valor: draw 1 card and then engage 1 valor card, not another", () => {
    const s = play(table({ ops: [["E-Valor-A", "E-Valor-B", "E-Omen-A"], []] }), engage(0, "E-Valor-A"), use(0, "E-Valor-A", { count: 0 })).state;
    refused(s, engage(0, "E-Omen-A"), "GEN-218");
    expect(play(s, engage(0, "E-Valor-B")).state.players[0].timeline).toEqual(["E-Valor-A", "E-Valor-B"]);
  });

  it("GEN-368 vengeance: draw 2 cards and then move 2 ops cards to the experience, not 3", () => {
    const s = table({ ops: [["E-Vengeance-A", "E-Omen-A", "E-Valor-A", "E-Covert-A"], []], destiny: ["N-Omen", "N-Valor"] });
    const { state } = play(s, engage(0, "E-Vengeance-A"), use(0, "E-Vengeance-A", { count: 2 }), use(0, "E-Vengeance-A", { target: "E-Omen-A" }), use(0, "E-Vengeance-A", { target: "E-Valor-A" }));
    expect(state.players[0].experience).toEqual(["E-Omen-A", "E-Valor-A"]);
    refused(state, use(0, "E-Vengeance-A", { target: "E-Covert-A" }), "GEN-222");
  });

  it("GEN-370 vision: engage cards whose sway plus the vision card's is at most 7; GEN-468 other abilities' cards do not count", () => {
    // E-Vision-B has sway 3: 4 sway more; E-Leadership-A (4) fits, then its own 2 cards are free of the limit
    const s = table({ ops: [["E-Vision-B", "E-Leadership-A", "E-Covert-B", "E-Engineering-B", "E-Omen-A"], []] });
    const { state } = play(s, engage(0, "E-Vision-B"), engage(0, "E-Leadership-A"));
    refused(state, engage(0, "E-Covert-B", "g1"), "GEN-218");
    expect(play(state, engage(0, "E-Covert-B"), engage(0, "E-Engineering-B")).state.players[0].timeline).toHaveLength(4);
  });

  it("GEN-372 warfare: engage 1 card; not in a timeline with a covert card", () => {
    const s = play(table({ ops: [["E-Covert-A", "E-Warfare-A", "E-Omen-A"], []] }), engage(0, "E-Covert-A")).state;
    expect(refused(s, engage(0, "E-Warfare-A"), "GEN-372")).toBe("covert-in-timeline");
    expect(play(s, engage(0, "E-Omen-A")).state.players[0].timeline).toHaveLength(2);
  });
});
