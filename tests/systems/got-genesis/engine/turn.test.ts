import { describe, expect, it } from "vitest";
import { apply, outcome, toAct } from "@/lib/systems/got-genesis/engine";
import { engage, finish, play, refused, table, use } from "./builders";

const R0 = ["E-RUIN", "E-TRI#1", "E-TRI#2"] as const;
const R1 = ["S-RUIN", "S-TRI#1", "S-TRI#2"] as const;

describe("Turn", () => {
  it("GEN-288 the rival may not execute any actions during the player's turn", () => {
    const s = table({ ops: [["E-Omen-A"], ["S-Omen-A"]] });
    expect(toAct(s)).toBe(0);
    expect(refused(s, engage(1, "S-Omen-A"), "GEN-288")).toBe("not-your-turn");
  });

  it("GEN-290 all experience cards move to the ops together and take no space there; an empty experience cannot move", () => {
    const six = ["E-Battle-A", "E-Covert-A", "E-Omen-A", "E-Rescue-A", "E-Valor-A", "E-Warfare-A"];
    const s = table({ ops: [[...six, "E-Navigation-A"], []], experience: [["E-Vision-A", "E-Leadership-A"], []], destiny: ["N-Omen", "N-Rescue", "N-Valor"] });
    refused(table({ ops: [["E-Omen-A"], []] }), { type: "experience", seat: 0 }, "GEN-290");
    const { state } = play(s, { type: "experience", seat: 0 }, engage(0, "E-Navigation-A"), use(0, "E-Navigation-A", { count: 2 }));
    // 6 ops cards take space after the navigation card left: the 2 experience cards do not, so 1 card is drawn
    expect(state.players[0].experience).toEqual([]);
    expect(state.players[0].ops).toEqual([...six, "E-Vision-A", "E-Leadership-A", "N-Omen"]);
  });

  it("GEN-290 experience cards left unengaged are discarded at the next draw if the ops is full", () => {
    const six = ["E-Battle-A", "E-Covert-A", "E-Omen-A", "E-Rescue-A", "E-Valor-A", "E-Warfare-A"];
    const s = table({
      ops: [[...six, "E-Navigation-A", "E-Engineering-A"], ["S-Navigation-A", "S-Omen-A"]],
      experience: [["E-Vision-A"], []],
      destiny: ["N-Omen", "N-Rescue", "N-Valor", "N-Battle"],
    });
    let { state } = play(s, { type: "experience", seat: 0 }, engage(0, "E-Navigation-A"), use(0, "E-Navigation-A", { count: 0 }), finish(0));
    ({ state } = play(state, engage(1, "S-Navigation-A"), use(1, "S-Navigation-A", { count: 0 }), finish(1), engage(1, "S-Omen-A"), { type: "pass", seat: 0 }, use(1, "S-Omen-A", { target: null }), finish(1)));
    // Ann obstructs; her ops then holds 7 cards, the former experience card among them: the first draw discards it
    ({ state } = play(state, engage(0, "E-Engineering-A")));
    expect(state.players[0].ops).toHaveLength(7);
    expect(state.players[0].ops).toContain("E-Vision-A");
    ({ state } = play(state, use(0, "E-Engineering-A", { count: 1 })));
    expect(state.players[0].ops).not.toContain("E-Vision-A");
    expect(state.void).toContain("E-Vision-A");
    expect(state.players[0].ops).toContain("N-Omen");
  });

  it("GEN-292 reserve cards move to the ops at any time; ruin and triumph cards only when the destiny is empty", () => {
    const s = table({ reserve: [["E-RUIN", "N-Omen"], [...R1]] });
    const moved = play(s, { type: "reserve", seat: 0, card: "N-Omen" }).state;
    expect(moved.players[0].ops).toEqual(["N-Omen"]);
    expect(refused(s, { type: "reserve", seat: 0, card: "E-RUIN" }, "GEN-292")).toBe("destiny-left");
    const empty = table({ reserve: [["E-RUIN"], [...R1]], destiny: [] });
    expect(play(empty, { type: "reserve", seat: 0, card: "E-RUIN" }).state.players[0].ops).toEqual(["E-RUIN"]);
  });
});

describe("Obstruct", () => {
  it("GEN-298 without rival timeline cards the obstruction is skipped: the turn starts with the plot", () => {
    expect(table().phase).toBe("plot");
    expect(table({ timeline: [[], ["S-Omen-A"]] }).phase).toBe("obstruct");
  });

  it("GEN-300 the player may engage 1 card and continue only as the engaged abilities allow (GEN-218)", () => {
    const s = table({ ops: [["E-Warfare-A", "E-Omen-A", "E-Valor-A"], []], timeline: [[], ["S-Leadership-A"]] });
    const { state } = play(s, engage(0, "E-Warfare-A"), engage(0, "E-Omen-A"));
    expect(refused(state, engage(0, "E-Valor-A"), "GEN-218")).toBe("no-engagement-left");
  });

  it("GEN-302 equal sway obstructs; less sway fails and the rival wins the turn", () => {
    const s = table({ ops: [["E-Leadership-A", "E-Covert-A"], []], timeline: [[], ["S-Leadership-A"]], reserve: [[...R0], [...R1]] });
    const ok = play(s, engage(0, "E-Leadership-A"), finish(0));
    expect(ok.events).toContainEqual({ type: "obstructed", seat: 0, sway: 4, rivalSway: 4, ok: true });
    expect(ok.state.phase).toBe("plot");
    const fail = play(s, engage(0, "E-Covert-A"), finish(0));
    expect(fail.events).toContainEqual({ type: "turnWon", seat: 1, reason: expect.stringContaining("GEN-302") });
    expect(fail.state.pending).toEqual([{ seat: 0, kind: "reserve", left: 1 }]);
  });

  it("GEN-304 after a successful obstruction the timelines of both players are discarded", () => {
    const s = table({ ops: [["E-Leadership-A"], []], timeline: [[], ["S-Leadership-A"]] });
    const { state } = play(s, engage(0, "E-Leadership-A"), finish(0));
    expect(state.players.map((p) => p.timeline)).toEqual([[], []]);
    expect(state.void).toEqual(expect.arrayContaining(["E-Leadership-A", "S-Leadership-A"]));
  });

  it("GEN-310 with no destiny cards the player with more ops cards discards down to the rival's count, once: the finale", () => {
    const s = table({ ops: [["E-Leadership-A", "E-Omen-A", "E-Rescue-A", "E-Valor-A"], ["S-Omen-A"]], timeline: [[], ["S-Leadership-A"]], destiny: [] });
    const { state, events } = play(s, engage(0, "E-Leadership-A"), finish(0));
    expect(events).toContainEqual({ type: "finale" });
    expect(state.pending).toEqual([{ seat: 0, kind: "finale", left: 2 }]);
    expect(refused(state, engage(0, "E-Omen-A"), "GEN-310")).toBe("discard-first");
    const after = play(state, { type: "discard", seat: 0, card: "E-Omen-A" }, { type: "discard", seat: 0, card: "E-Rescue-A" }).state;
    expect(after.players.map((p) => p.ops.length)).toEqual([1, 1]);
    expect(after.finale).toBe(true);
  });
});

describe("Plot", () => {
  it("GEN-314 a player who engages no card in the plot loses the turn", () => {
    const s = table({ ops: [["E-Omen-A"], []], reserve: [[...R0], [...R1]] });
    const { events, state } = play(s, finish(0));
    expect(events).toContainEqual({ type: "turnWon", seat: 1, reason: expect.stringContaining("GEN-314") });
    expect(toAct(state)).toBe(0); // Ann owes a reserve discard (GEN-328)
  });

  it("GEN-316 after engaging, the player may move 1 ops card to the experience; not before engaging", () => {
    const s = table({ ops: [["E-Omen-A", "E-Valor-A"], []] });
    refused(s, finish(0, "E-Valor-A"), "GEN-316");
    const { state } = play(s, engage(0, "E-Omen-A"), use(0, "E-Omen-A", { target: null }), finish(0, "E-Valor-A"));
    expect(state.players[0].experience).toEqual(["E-Valor-A"]);
    expect(state.turn).toBe(1);
    expect(state.phase).toBe("obstruct");
  });

  it("GEN-320 after the plot the rival's turn starts", () => {
    const { state, events } = play(table({ ops: [["E-Omen-A"], []] }), engage(0, "E-Omen-A"), finish(0));
    expect(events.at(-1)).toEqual({ type: "turnStarted", seat: 1, phase: "obstruct" });
    expect(state.turn).toBe(1);
  });
});

describe("Winning turn", () => {
  it("GEN-328 the turn loser discards 1 reserve card of their choice (not an ops card)", () => {
    const s = table({ ops: [["E-Omen-A"], []], reserve: [[...R0], [...R1]] });
    const { state } = play(s, finish(0));
    refused(state, { type: "discard", seat: 0, card: "E-Omen-A" }, "GEN-328");
    const after = play(state, { type: "discard", seat: 0, card: "E-TRI#1" }).state;
    expect(after.players[0].reserve).toEqual(["E-RUIN", "E-TRI#2"]);
  });

  it("GEN-330 a turn loser left without reserve cards loses the game; GEN-332 the winner's last ruin tells the ending", () => {
    const s = table({ ops: [["E-Omen-A"], ["S-Leadership-A"]], reserve: [["E-TRI#1"], [...R1]], timeline: [[], ["S-RUIN"]] });
    const { state } = play(s, engage(0, "E-Omen-A"), use(0, "E-Omen-A", { target: null }), finish(0));
    expect(state.phase).toBe("over");
    expect(toAct(state)).toBeNull();
    expect(state.void).toContain("E-TRI#1");
    const o = outcome(state);
    expect(o.winners).toEqual([1]);
    expect(o.summary[0]).toMatch(/^Bob \(Spacelings\) wins/);
    const won = { ...state, lastRuin: [null, "S-RUIN"] as [string | null, string | null] };
    expect(outcome(won).summary.at(-1)).toBe("Ending story, S-RUIN: Lore of S-RUIN.");
  });

  it("GEN-330 with no destiny and no ops cards for both players, the game ends and the turn winner wins", () => {
    const s = table({ ops: [[], []], reserve: [[...R0], [...R1]], destiny: [] });
    const { state } = play(s, finish(0), { type: "discard", seat: 0, card: "E-TRI#1" });
    expect(state.phase).toBe("over");
    expect(state.winner).toBe(1);
  });

  it("GEN-334 GEN-336 GEN-338 the timelines are discarded, each player may refill (the loser first), then the loser turns", () => {
    const neutral = ["Battle", "Covert", "Engineering", "Leadership", "Logistics", "Navigation", "Omen", "Persuasion", "Rescue", "Valor", "Vengeance", "Vision", "Warfare"].map((a) => `N-${a}`);
    const s = table({ ops: [["E-Omen-A"], []], reserve: [[...R0], [...R1]], timeline: [[], ["S-Leadership-A"]], destiny: [...neutral, "S-Battle-B"] });
    const { state } = play(s, engage(0, "E-Omen-A"), use(0, "E-Omen-A", { target: null }), finish(0), { type: "discard", seat: 0, card: "E-TRI#2" });
    expect(state.players.map((p) => p.timeline)).toEqual([[], []]);
    expect(state.phase).toBe("refill");
    expect(state.refillQueue).toEqual([0, 1]);
    expect(refused(state, engage(0, "E-Omen-A"), "GEN-336")).toBe("refill-first");
    const after = play(state, { type: "refill", seat: 0, count: 7 }, { type: "refill", seat: 1, count: 7 }).state;
    expect(after.players.map((p) => p.ops.length)).toEqual([7, 7]);
    expect(after.turn).toBe(0);
    expect(after.phase).toBe("plot");
  });

  it("a finished game refuses every action", () => {
    const s = table({ ops: [[], []], reserve: [["E-TRI#1"], [...R1]] });
    const { state } = play(s, finish(0));
    expect(apply(state, finish(1)).ok).toBe(false);
  });
});

describe("GEN-316 with GEN-290", () => {
  it("GEN-316 a former experience card moved back to the experience at the end of a plot is discarded once, not twice (10,000-game run, game 5481)", () => {
    const s = table({
      ops: [["E-Omen-A", "E-Battle-A", "E-Navigation-A", "E-Covert-A", "E-Warfare-A"], ["S-Omen-A", "S-Valor-A", "S-Omen-B", "S-Valor-B"]],
      experience: [["N-Battle"], []],
      destiny: ["N-Omen", "N-Valor", "N-Rescue", "N-Covert"],
    });
    // N-Battle comes back unengaged (stale), goes to the experience at the end of a plot, comes back again
    let { state } = play(s, { type: "experience", seat: 0 }, engage(0, "E-Omen-A"), use(0, "E-Omen-A", { target: null }), finish(0));
    ({ state } = play(state, engage(1, "S-Omen-A"), use(1, "S-Omen-A", { target: null }), finish(1), engage(1, "S-Valor-A"), { type: "pass", seat: 0 }, use(1, "S-Valor-A", { count: 0 }), finish(1)));
    ({ state } = play(state, engage(0, "E-Navigation-A"), use(0, "E-Navigation-A", { count: 0 }), finish(0), engage(0, "E-Covert-A"), finish(0, "N-Battle")));
    expect(state.players[0].stale).toEqual([]);
    ({ state } = play(state, engage(1, "S-Omen-B"), use(1, "S-Omen-B", { target: null }), finish(1), engage(1, "S-Valor-B"), { type: "pass", seat: 0 }, use(1, "S-Valor-B", { count: 0 }), finish(1)));
    ({ state } = play(state, { type: "experience", seat: 0 }, engage(0, "E-Warfare-A"), finish(0)));
    expect(state.players[0].stale.filter((id) => id === "N-Battle")).toHaveLength(1);
  });
});
