/** Rules that concern the whole game rather than one action. */
import { describe, expect, it } from "vitest";
import { cardDef } from "@/lib/systems/got-cgs/engine/cards";
import { checkAdventurePlay } from "@/lib/systems/got-cgs/engine/play-checks";
import { apply } from "@/lib/systems/got-cgs/engine/reducer";
import { newSession } from "@/lib/systems/got-cgs/engine/setup";
import type { Action } from "@/lib/systems/got-cgs/engine/actions";
import { act, acts, adv, cond, factionCards, FIXED_AFFILIATIONS, lastEvents, rejects, sup, table } from "./builders";

describe("the session", () => {
  it("CGS-252 CGS-258 CGS-260 a session plays several eras, each with its own deck, each deck from the void", () => {
    const deck = (name: string, prefix: string) => ({ name, cards: [{ identifier: `${prefix}-1`, format: "silver" as const, copies: 2, model: sup() }, { identifier: `${prefix}-2`, format: "silver" as const, copies: 1, model: adv("Battle") }, ...factionCards()] });
    let s = newSession({ players: ["Alice", "Bob"], eras: [deck("First", "F"), deck("Second", "S")], seed: 1, ...FIXED_AFFILIATIONS });
    const second = s.eras[1]?.cards ?? [];
    for (const id of second) expect(s.zones.void).toContain(id);
    s = acts(s, [
      { type: "requestEndEra", player: 0 },
      { type: "answerRequest", player: 1, agree: true },
    ]);
    expect(s.era).toBe(1);
    const dealt = s.zones.players.flatMap((z) => z.ops);
    expect([...dealt].sort()).toEqual([...second].sort());
    expect(s.zones.void).toEqual(expect.arrayContaining([...(s.eras[0]?.cards ?? [])]));
  });
  it("CGS-461 CGS-366 an adventure card without Roleplay may be played, and when the adventure ends it is lost", () => {
    const t = table({ cards: { "A-1": adv(null, { acc: { Fire: 1 } }), "S-2": sup({ ar: { Fire: 3 } }) }, zones: { Alice: { ops: ["A-1", "S-2"] } } });
    let s = acts(t.state, [
      { type: "playAdventure", player: 0, card: t.id("A-1") },
      { type: "pass", player: 0 },
      { type: "pass", player: 1 },
      { type: "playSupport", player: 0, card: t.id("S-2") },
      { type: "requestEndAdventure", player: 0 },
    ]);
    s = act(s, { type: "answerRequest", player: 1, agree: true });
    const ended = lastEvents.find((e) => e.type === "adventureEnded");
    expect(ended?.type === "adventureEnded" && ended.resolution).toMatchObject({ outcome: "lost", winner: null, kind: "none" });
    expect(s.adventure).toBeNull();
    expect(s.zones.players[0]?.buildsite).not.toContain(t.id("A-1"));
  });
  it("CGS-511 a card without a Type cannot be played", () => {
    const t = table({ cards: { "X-1": { type: null, roleplay: null, affiliation: null, globals: {}, categories: {}, conditions: {} } }, zones: { Alice: { ops: ["X-1"] } } });
    rejects(t.state, { type: "playAdventure", player: 0, card: t.id("X-1") }, "not-an-adventure-card");
  });
  it("CGS-315 an adventure card may not join a playground that holds a card of the same number", () => {
    const t = table({ cards: { "A-4": adv("Battle"), "S-4": sup() }, zones: { Alice: { ops: ["A-4"], playground: ["S-4"] } } });
    expect(checkAdventurePlay(t.state, 0, t.id("A-4"))?.code).toBe("same-number-in-playground");
  });
  it("CGS-414 CGS-415 any text is an affiliation, and claims follow it", () => {
    const cards = [
      { identifier: "S-1", format: "silver" as const, copies: 1, model: sup({ affiliation: "The Ünited Tides of 2099" }) },
      { identifier: "S-2", format: "silver" as const, copies: 1, model: sup({ affiliation: "Crows" }) },
    ];
    const s = newSession({ players: ["Alice", "Bob"], eras: [{ name: "E", cards }], seed: 3, firstPlayer: 1 });
    const after = act(s, { type: "chooseAffiliation", player: 1, affiliation: "The Ünited Tides of 2099" });
    expect(after.zones.players[1]?.ops).toContain(0);
    expect(after.affiliations).toEqual(["Crows", "The Ünited Tides of 2099"]);
  });
  it("CGS-584 CGS-618 cost and resource categories count numbers only; a text value there is ignored", () => {
    const d = cardDef("S-1", "silver", { type: "Support", roleplay: null, affiliation: null, globals: {}, categories: { AdventureResources: { Fire: 2, Range: "far" } }, conditions: {} });
    expect(d.adventureResources).toEqual([["Fire", 2]]);
  });
});

describe("turns", () => {
  it("CGS-290 a turn holds several actions in the rulebook's order: power, play, effect, request", () => {
    const t = table({
      cards: {
        "A-1": adv("Battle"),
        "D-2": sup({ conditions: { DisableIf1: [cond("AR.Fire", ">", 1)] } }),
        "R-3": sup({ globals: { Recover1: "Yes" } }),
        "S-4": sup({ ar: { Fire: 2 } }),
        "S-5": sup(),
      },
      zones: { Alice: { playground: ["A-1", "S-5"], ops: ["D-2", "R-3"] }, Bob: { playground: ["S-4"] } },
      adventure: "A-1",
    });
    const s = acts(t.state, [
      { type: "playSupport", player: 0, card: t.id("D-2") },
      { type: "pass", player: 0 },
      { type: "pass", player: 1 },
      { type: "resolvePower", player: 0, targets: [t.id("S-4")] },
      { type: "playSupport", player: 0, card: t.id("R-3") },
      { type: "recover", player: 0, source: t.id("R-3"), card: t.id("S-5") },
      { type: "requestEndAdventure", player: 0 },
    ]);
    expect(s.request?.kind).toBe("adventure");
    // ... and never backwards: after playing, the power of the previous turn is gone.
    rejects(acts(t.state, [{ type: "playSupport", player: 0, card: t.id("D-2") }, { type: "pass", player: 0 }, { type: "pass", player: 1 }, { type: "playSupport", player: 0, card: t.id("R-3") }]), { type: "resolvePower", player: 0, targets: [t.id("S-4")] }, "no-pending-power");
  });
  it("CGS-409 CGS-403 CGS-404 an action the rules do not allow is refused: moving or giving cards at will", () => {
    const t = table({ cards: { "S-1": sup() }, zones: { Alice: { ops: ["S-1"] } } });
    const r = apply(t.state, { type: "giveCard", player: 0, card: 0 } as unknown as Action);
    expect(!r.ok && r.rejection.code).toBe("unknown-action");
    expect(!r.ok && r.rejection.rule).toBe("CGS-409");
  });
  it("CGS-408 an applied action is final: the reducer never changes the state it was given", () => {
    const t = table({ cards: { "A-1": adv("Battle") }, zones: { Alice: { ops: ["A-1"] } } });
    const before = JSON.stringify(t.state);
    act(t.state, { type: "playAdventure", player: 0, card: t.id("A-1") });
    expect(JSON.stringify(t.state)).toBe(before);
  });
  it("CGS-449 a RewindAdventure card may not be recovered", () => {
    const t = table({ cards: { "A-1": adv("Battle"), "W-2": sup({ globals: { RewindAdventure: "Yes" } }), "R-3": sup({ globals: { Recover1: "Yes" } }) }, zones: { Alice: { playground: ["A-1", "W-2"], ops: ["R-3"] } }, adventure: "A-1" });
    const s = act(t.state, { type: "playSupport", player: 0, card: t.id("R-3") });
    rejects(s, { type: "recover", player: 0, source: t.id("R-3"), card: t.id("W-2") }, "recover-protected");
  });
});
