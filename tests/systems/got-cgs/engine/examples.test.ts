/**
 * The rulebook's own examples ("Examples" part), with the card texts exactly as the rulebook
 * prints them (flattened to one line), read through the attribute language and played through
 * the reducer.
 */
import { describe, expect, it } from "vitest";
import { cardModel } from "@/lib/systems/got-cgs/attributes/analyze";
import { resolveAdventure } from "@/lib/systems/got-cgs/engine/resolution-adventure";
import { adventureInput } from "@/lib/systems/got-cgs/engine/adventure-end";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import { act, acts, rejects, table, where } from "./builders";

const text = (attributes: string) => cardModel(attributes);

// ► Examples ► Adventure card
const TEMBLOR = text(
  'Type "Adventure" Subtype "Exploration" Roleplay "Competition" AdventureCommonCosts StarshipCapacity 1 StarshipFirePower 2 StarshipFlyRange 2 AcceptSupportIf1 AR.StarshipFlyRange > 2 EraResources Sway 7',
);
const FLUON_DRIVE = text('Type "Support" Subtype "Starship drive" AdventureResources StarshipFlyRange 7 PlayIfBuildsite Feats.StarshipDrive = "Fluon" EraCosts Sway 2');
const TIME_TRAVEL = text('Type "Support" Subtype "Time travel" RewindAdventure "Yes" AdventureResources TimeDistortionStrength 1 PlayIfBuildsite Feats.TimeTravel = "Yes" EraCosts Sway 1');
const TIME_WEAPON = text('Type "Support" Subtype "Time weapon" Freeze "Yes" AdventureResources TimeDistortionStrength 1 PlayIfBuildsite Feats.TimeWeapons = "Yes" EraCosts Sway 1');
const TIME_SHIELD = text('Type "Support" Subtype "Time shield" PlayIfBuildsite Feats.TimeWeapons = "Yes" EraCosts Sway 1 ImmuneIf1 AR.TimeDistortionStrength < 1');
// ► Examples ► Adventure with support cards
const KINESIS = text(
  'Type "Adventure" Subtype "Mission" Roleplay "Competition" Unique "Fluon" AdventureCommonCosts FluonResearch 2 StarshipCapacity 1 StarshipFirePower 2 StarshipFlyRange 1 EraResources Sway 7 Feats StarshipDrive "Fluon"',
);
const MAGELLAN_1 = text('Type "Support" Subtype "Starship" Unique "Magellan" AdventureResources StarshipCapacity 1 EraCosts Sway 1');
const ION_DRIVE = text('Type "Support" Subtype "Starship drive" AdventureResources StarshipFlyRange 1 EraCosts Sway 1');
const ION_CANNON = text('Type "Support" Subtype "Starship weapon" AdventureResources StarshipFirePower 2 EraCosts Sway 1');
const SCIENTISTS = text('Type "Support" Subtype "Scientists" AdventureResources FluonResearch 1 EraCosts Sway 1');
const MAGELLAN_2 = text('Type "Support" Subtype "Starship" Unique "Magellan" AdventureResources StarshipCapacity 2 EraCosts Sway 1');
const SENSOR = text(
  'Type "Support" Subtype "Combat sensor" AdventureResources StartshipDetectionRange 2 StartshipDetectionSensitivity 2 DisableIf1 AR.StarshipCapacity > 2 Subtype = "Starship" EraCosts Sway 1',
);
const CLOAK = text('Type "Support" Subtype "Starship cloak" EraCosts Sway 1 ImmuneIf1 AR.StartshipDetectionSensitivity < 2');
// ► Examples ► Unforeseen destruction
const UNFORESEEN = text('Type "Support" Subtype "Unforeseen event" DisableIf1 AR.StarshipFirePower > 2 Subtype = "Starship weapon" EraCosts Sway 1');
const feats = (attributes: string) => text(`Type "Adventure" Roleplay "Battle" Feats ${attributes}`);

describe("rulebook example: adventure card", () => {
  it("CGS-535 the Temblor adventure refuses a support whose StarshipFlyRange is below 2, from any player", () => {
    const t = table({
      cards: { "A-1": TEMBLOR, "S-2": text('Type "Support" AdventureResources StarshipFlyRange 1'), "S-3": text('Type "Support" AdventureResources StarshipFlyRange 2'), "S-4": text('Type "Support" AdventureResources StarshipFlyRange 1') },
      zones: { Alice: { playground: ["A-1"], ops: ["S-2", "S-3"] }, Bob: { ops: ["S-4"] } },
      adventure: "A-1",
    });
    rejects(t.state, { type: "playSupport", player: 0, card: t.id("S-2") }, "accept-support");
    act(t.state, { type: "playSupport", player: 0, card: t.id("S-3") });
    const bob = table({ ...{ cards: { "A-1": TEMBLOR, "S-4": text('Type "Support" AdventureResources StarshipFlyRange 1') } }, zones: { Alice: { playground: ["A-1"] }, Bob: { ops: ["S-4"] } }, adventure: "A-1", turn: "Bob" });
    rejects(bob.state, { type: "playSupport", player: 1, card: bob.id("S-4") }, "accept-support");
  });
  it("CGS-338 its common costs: StarshipCapacity 1, StarshipFirePower 2, StarshipFlyRange 2", () => {
    const t = table({ cards: { "A-1": TEMBLOR }, zones: { Alice: { playground: ["A-1"] } }, adventure: "A-1" });
    const r = resolveAdventure(adventureInput(t.state, t.state.adventure as NonNullable<GameState["adventure"]>));
    expect(r.players[0]?.requirements).toEqual({ StarshipCapacity: 1, StarshipFirePower: 2, StarshipFlyRange: 2 });
  });
});

describe("rulebook example: conditional play", () => {
  it("CGS-538 the fluon drive may be played only once the player has achieved fluon drive", () => {
    const t = table({ cards: { "A-1": TEMBLOR, "S-2": FLUON_DRIVE, "A-3": KINESIS }, zones: { Alice: { playground: ["A-1"], ops: ["S-2"] }, Bob: { buildsite: ["A-3"] } }, adventure: "A-1" });
    rejects(t.state, { type: "playSupport", player: 0, card: t.id("S-2") }, "support-play-condition");
    const won = table({ cards: { "A-1": TEMBLOR, "S-2": FLUON_DRIVE, "A-3": KINESIS }, zones: { Alice: { playground: ["A-1"], ops: ["S-2"], buildsite: ["A-3"] } }, adventure: "A-1" });
    act(won.state, { type: "playSupport", player: 0, card: won.id("S-2") });
  });
  it("CGS-447 a player who achieved time travel rewinds the adventure", () => {
    const t = table({
      cards: { "A-1": TEMBLOR, "S-2": TIME_TRAVEL, "A-3": feats('TimeTravel "Yes"'), "S-4": ION_CANNON },
      zones: { Alice: { playground: ["A-1"], ops: ["S-2"], buildsite: ["A-3"] }, Bob: { playground: ["S-4"] } },
      adventure: "A-1",
    });
    const s = acts(t.state, [
      { type: "playSupport", player: 0, card: t.id("S-2") },
      { type: "pass", player: 0 },
      { type: "pass", player: 1 },
    ]);
    expect(s.adventure).toBeNull();
    expect(where(t, s, "A-1")).toBe("Alice.ops");
    expect(where(t, s, "S-4")).toBe("Bob.ops");
    expect(where(t, s, "S-2")).toBe("Alice.wreckage");
  });
  it("CGS-440 CGS-609 Alice freezes time; Bob avoids the freeze with a time shield and plays on", () => {
    const t = table({
      cards: { "A-1": TEMBLOR, "S-2": TIME_WEAPON, "A-3": feats('TimeWeapons "Yes"'), "A-4": feats('TimeWeapons "Yes"'), "S-5": TIME_SHIELD, "S-6": ION_CANNON },
      zones: { Alice: { playground: ["A-1"], ops: ["S-2"], buildsite: ["A-3"] }, Bob: { buildsite: ["A-4"], ops: ["S-5", "S-6"] } },
      adventure: "A-1",
    });
    const frozen = act(t.state, { type: "playSupport", player: 0, card: t.id("S-2") });
    const s = acts(frozen, [
      { type: "pass", player: 0 },
      { type: "playSupport", player: 1, card: t.id("S-5") },
      { type: "becomeImmune", player: 1, source: t.id("S-5"), target: t.id("S-2") },
      { type: "pass", player: 1 },
      { type: "pass", player: 0 },
      { type: "playSupport", player: 1, card: t.id("S-6") },
    ]);
    expect(where(t, s, "S-6")).toBe("Bob.playground");
  });
});

describe("rulebook example: adventure with support cards", () => {
  it("CGS-359 Alice covers the Kinesis mission with five support cards and wins fluon drive (CGS-371)", () => {
    const t = table({
      cards: { "A-1": KINESIS, "S-2": MAGELLAN_1, "S-3": ION_DRIVE, "S-4": ION_CANNON, "S-5": SCIENTISTS, "S-6": SCIENTISTS, "S-7": FLUON_DRIVE, "A-8": TEMBLOR },
      zones: { Alice: { ops: ["A-1", "S-2", "S-3", "S-4", "S-5", "S-6", "S-7", "A-8"] } },
    });
    let s = act(t.state, { type: "playAdventure", player: 0, card: t.id("A-1") });
    for (const key of ["S-2", "S-3", "S-4", "S-5", "S-6"]) {
      s = acts(s, [
        { type: "pass", player: 0 },
        { type: "pass", player: 1 },
        { type: "playSupport", player: 0, card: t.id(key) },
      ]);
    }
    s = acts(s, [
      { type: "requestEndAdventure", player: 0 },
      { type: "answerRequest", player: 1, agree: true },
    ]);
    expect(s.lastAdventure?.winner).toBe(0);
    expect(where(t, s, "A-1")).toBe("Alice.buildsite");
    // Fluon drive achieved: the fluon starship drive is playable in the next adventure.
    s = acts(s, [
      { type: "pass", player: 1 },
      { type: "playAdventure", player: 0, card: t.id("A-8") },
      { type: "pass", player: 0 },
      { type: "pass", player: 1 },
      { type: "playSupport", player: 0, card: t.id("S-7") },
    ]);
    expect(where(t, s, "S-7")).toBe("Alice.playground");
  });
  it("CGS-517 the two Magellan starships share a Unique value: one per playground", () => {
    const t = table({ cards: { "A-1": KINESIS, "S-2": MAGELLAN_1, "S-3": MAGELLAN_2 }, zones: { Alice: { playground: ["A-1", "S-2"], ops: ["S-3"] } }, adventure: "A-1" });
    rejects(t.state, { type: "playSupport", player: 0, card: t.id("S-3") }, "unique-in-playground");
  });
  it("CGS-561 Bob's combat sensor may disable Alice's starship; CGS-609 Alice's starship cloak blocks it", () => {
    const cards = { "A-1": KINESIS, "S-2": MAGELLAN_2, "S-3": SENSOR, "S-4": CLOAK };
    const t = table({ cards, zones: { Alice: { playground: ["A-1", "S-2"], ops: ["S-4"] }, Bob: { ops: ["S-3"] } }, adventure: "A-1", turn: "Bob" });
    const played = acts(t.state, [
      { type: "playSupport", player: 1, card: t.id("S-3") },
      { type: "pass", player: 1 },
    ]);
    // Without the cloak, one round later Bob disables the starship.
    const disabled = acts(played, [
      { type: "pass", player: 0 },
      { type: "resolvePower", player: 1, targets: [t.id("S-2")] },
    ]);
    expect(where(t, disabled, "S-2")).toBe("Alice.ops");
    // With the cloak played in the special round, Alice is immune.
    const cloaked = acts(played, [
      { type: "playSupport", player: 0, card: t.id("S-4") },
      { type: "becomeImmune", player: 0, source: t.id("S-4"), target: t.id("S-3") },
      { type: "pass", player: 0 },
    ]);
    rejects(cloaked, { type: "resolvePower", player: 1, targets: [t.id("S-2")] }, "power-target-immune");
  });
});

describe("rulebook example: unforeseen destruction", () => {
  it("CGS-561 CGS-562 Bob disables Alice's ion cannon; she may not play it again in this adventure", () => {
    const t = table({ cards: { "A-1": KINESIS, "S-2": ION_CANNON, "S-3": UNFORESEEN }, zones: { Alice: { playground: ["A-1", "S-2"] }, Bob: { ops: ["S-3"] } }, adventure: "A-1", turn: "Bob" });
    const s = acts(t.state, [
      { type: "playSupport", player: 1, card: t.id("S-3") },
      { type: "pass", player: 1 },
      { type: "pass", player: 0 },
      { type: "resolvePower", player: 1, targets: [t.id("S-2")] },
      { type: "pass", player: 1 },
    ]);
    expect(where(t, s, "S-2")).toBe("Alice.ops");
    rejects(s, { type: "playSupport", player: 0, card: t.id("S-2") }, "blocked-this-adventure");
  });
});

describe("rulebook example: costs and resources", () => {
  const adventure = text('Type "Adventure" Roleplay "Obstruction" AdventureCommonCosts StarshipFirePower 3');
  const starship = text('Type "Support" AdventureResources StarshipWeaponSize 3');
  const big = text('Type "Support" AdventureResources StarshipFirePower 3 AdventureCosts StarshipWeaponSize 4');
  const two = text('Type "Support" AdventureResources StarshipFirePower 2 AdventureCosts StarshipWeaponSize 2');
  const one = text('Type "Support" AdventureResources StarshipFirePower 1 AdventureCosts StarshipWeaponSize 1');
  const resolve = (played: string[]) => {
    const cards = { "A-1": adventure, "S-2": starship, "S-3": big, "S-4": two, "S-5": one };
    const t = table({ cards, zones: { Alice: { playground: ["A-1", ...played] } }, adventure: "A-1" });
    return resolveAdventure(adventureInput(t.state, t.state.adventure as NonNullable<GameState["adventure"]>));
  };
  it("CGS-359 the weapon whose size cost exceeds the starship's 3 would lose the adventure", () => {
    const r = resolve(["S-2", "S-3"]);
    expect(r.players[0]?.requirements).toEqual({ StarshipFirePower: 3, StarshipWeaponSize: 4 });
    expect(r.outcome).toBe("lost");
  });
  it("CGS-359 two smaller weapons cover the fire power 3 within the weapon size 3", () => {
    const r = resolve(["S-2", "S-4", "S-5"]);
    expect(r.players[0]?.coverage).toEqual({ StarshipFirePower: 3, StarshipWeaponSize: 3 });
    expect(r.winner).toBe(0);
  });
});
