/**
 * Whether a card may be played now: every restriction of "Play adventure card", "Play support
 * card", Unique, UniqueAny, the conditional play categories, AcceptSupportIf1, StockHolding and
 * the powers. Each check returns the rejection naming the rule, or null when the card may be
 * played. Turn and step checks live in the reducer; these look only at the cards.
 */
import type { CardDef } from "./cards";
import { isCooperative } from "./cards";
import {
  conditionText,
  unmetAcceptSupport,
  unmetPlayIfBuildsite,
  unmetPlayIfBuildsite1,
  unmetPlayIfBuildsiteSum,
} from "./conditions";
import { defOf } from "./context";
import { rejection, type Rejection } from "./rules";
import type { GameState } from "./state";
import { Recent } from "./recent";
import { isImmune } from "./turn";

function quoted(def: CardDef): string {
  return `"${def.identifier}"`;
}

/**
 * Facts about a table that many checks ask for, computed once per zones object (the reducer
 * keeps that object while no card moves): each player's buildsite cards with the common
 * buildsite's, and the Freeze / FreezeAdventureCommonCosts cards in each playground.
 */
interface TableFacts {
  readonly buildsites: (CardDef[] | undefined)[];
  readonly freezers: (number[] | undefined)[];
}

const facts = new Recent<GameState["zones"], TableFacts>(4);

function factsOf(state: GameState): TableFacts {
  let f = facts.get(state.zones);
  if (f === undefined) {
    f = { buildsites: [], freezers: [] };
    facts.set(state.zones, f);
  }
  return f;
}

/** The cards a player's play conditions look at: his buildsite and the common buildsite (CGS-538). */
function buildsiteCards(state: GameState, player: number): CardDef[] {
  const f = factsOf(state);
  const known = f.buildsites[player];
  if (known !== undefined) return known;
  const out: CardDef[] = [];
  for (const id of state.zones.players[player]?.buildsite ?? []) out.push(defOf(state, id));
  for (const id of state.zones.commonBuildsite) out.push(defOf(state, id));
  f.buildsites[player] = out;
  return out;
}

/** The Freeze and FreezeAdventureCommonCosts cards in a player's playground. */
function freezersOf(state: GameState, player: number): number[] {
  const f = factsOf(state);
  const known = f.freezers[player];
  if (known !== undefined) return known;
  const out: number[] = [];
  for (const id of state.zones.players[player]?.playground ?? []) {
    const d = defOf(state, id);
    if (d.freeze || d.freezeAdventureCommonCosts) out.push(id);
  }
  f.freezers[player] = out;
  return out;
}

/** PlayIfBuildsite, PlayIfBuildsiteSum and PlayIfBuildsite1 (CGS-312, CGS-320, CGS-538..546). */
function playConditions(state: GameState, player: number, def: CardDef): string | null {
  if (def.playIfBuildsite === null && def.playIfBuildsiteSum === null && def.playIfBuildsite1 === null) return null;
  const cards = buildsiteCards(state, player);
  if (def.playIfBuildsite !== null) {
    const c = unmetPlayIfBuildsite(def.playIfBuildsite, cards);
    if (c) return `PlayIfBuildsite ${conditionText(c)} is not met by any card in your buildsite or the common buildsite`;
  }
  if (def.playIfBuildsiteSum !== null) {
    const c = unmetPlayIfBuildsiteSum(def.playIfBuildsiteSum, cards);
    if (c) return `PlayIfBuildsiteSum ${conditionText(c)} is not met by the cards of your buildsite and the common buildsite added up`;
  }
  if (def.playIfBuildsite1 !== null) {
    const c = unmetPlayIfBuildsite1(def.playIfBuildsite1, cards);
    if (c) return `PlayIfBuildsite1 needs one single card in your buildsite or the common buildsite meeting every condition (${def.playIfBuildsite1.map(conditionText).join(", ")})`;
  }
  return null;
}

/** The Unique, UniqueAny and identification-number checks against playgrounds (CGS-315/324, CGS-517, CGS-523). */
function playgroundClash(state: GameState, player: number, def: CardDef, adventure: boolean): Rejection | null {
  const own = state.zones.players[player]?.playground ?? [];
  for (const id of own) {
    const other = defOf(state, id);
    if (def.idNumber !== null && other.idNumber === def.idNumber) {
      return rejection(
        adventure ? "same-number-in-playground" : "support-same-number-in-playground",
        `${quoted(def)} may not be played: your playground already holds "${other.identifier}" with the same identification number ${def.idNumber}.`,
      );
    }
    if (def.unique !== null && other.unique === def.unique) {
      return rejection("unique-in-playground", `${quoted(def)} may not be played: your playground already holds "${other.identifier}" with Unique "${def.unique}".`);
    }
  }
  if (def.uniqueAny !== null) {
    for (const z of state.zones.players) {
      for (const id of z.playground) {
        const other = defOf(state, id);
        if (other.uniqueAny === def.uniqueAny) {
          return rejection("unique-any-in-playground", `${quoted(def)} may not be played: "${other.identifier}" with UniqueAny "${def.uniqueAny}" is already in a playground.`);
        }
      }
    }
  }
  return null;
}

/** Whether `player` may play adventure card `card` now, as far as the cards are concerned. */
export function checkAdventurePlay(state: GameState, player: number, card: number): Rejection | null {
  if (state.adventure !== null) {
    return rejection("adventure-in-progress", "An adventure is in progress: an adventure card may only start a new adventure (CGS-307, CGS-311).");
  }
  if (!state.zones.players[player]?.ops.includes(card)) {
    return rejection("card-not-in-ops", `That card is not in your ops: you may only play cards from your ops.`);
  }
  const def = defOf(state, card);
  if (!def.isAdventure) {
    return rejection("not-an-adventure-card", `${quoted(def)} is not an adventure card: the first card played in an adventure must be an adventure card.`);
  }
  const ownBuildsite = state.zones.players[player]?.buildsite ?? [];
  for (const id of [...ownBuildsite, ...state.zones.commonBuildsite]) {
    const other = defOf(state, id);
    if (!other.isAdventure) continue;
    if (def.idNumber !== null && other.idNumber === def.idNumber) {
      return rejection("same-number-in-buildsite", `${quoted(def)} may not be played: "${other.identifier}" in your buildsite or the common buildsite has the same identification number ${def.idNumber}.`);
    }
    if (def.unique !== null && other.unique === def.unique) {
      return rejection("unique-in-buildsite", `${quoted(def)} may not be played: "${other.identifier}" in your buildsite or the common buildsite has Unique "${def.unique}".`);
    }
  }
  if (def.uniqueAny !== null) {
    for (const z of state.zones.players) {
      for (const id of z.buildsite) {
        const other = defOf(state, id);
        if (other.isAdventure && other.uniqueAny === def.uniqueAny) {
          return rejection("unique-any-in-buildsite", `${quoted(def)} may not be played: "${other.identifier}" with UniqueAny "${def.uniqueAny}" is in a buildsite.`);
        }
      }
    }
  }
  const clash = playgroundClash(state, player, def, true);
  if (clash) return clash;
  const unmet = playConditions(state, player, def);
  if (unmet) return rejection("adventure-play-condition", `${quoted(def)} may not be played: ${unmet}.`);
  return null;
}

/** Special round, Freeze and FreezeAdventureCommonCosts restrictions on `player` (CGS-326, CGS-440, CGS-443). */
function powerRestriction(state: GameState, player: number, def: CardDef): Rejection | null {
  const special = state.special;
  const exempt = def.recover1 || def.immuneIf !== null;
  if (special !== null && special.by !== player && !exempt) {
    return rejection("special-round", `${quoted(def)} may not be played now: in the special round after a power, rivals may only play cards with Recover1 or ImmuneIf1.`);
  }
  for (let r = 0; r < state.zones.players.length; r++) {
    if (r === player) continue;
    for (const id of freezersOf(state, r)) {
      const f = defOf(state, id);
      if (isImmune(state, player, id)) continue;
      if (f.freeze && !(special !== null && exempt)) {
        return rejection("frozen", `You may not play any more cards in this adventure: "${f.identifier}" froze it and you are not immune to it.`);
      }
      if (f.freezeAdventureCommonCosts && def.hasAdventureCommonCosts) {
        return rejection("common-costs-frozen", `${quoted(def)} has AdventureCommonCosts, which "${f.identifier}" forbids you to play in this adventure.`);
      }
    }
  }
  return null;
}

export interface SupportCheckOptions {
  /** The card is one of those played together with a Solo adventure card (CGS-316). */
  readonly withSolo?: boolean;
  /**
   * Skip the special round and the freezes: for a table laid out by hand (a scenario), where the
   * order of the plays is unknown.
   */
  readonly ignorePowers?: boolean;
}

/** Whether `player` may play support card `card` into the current adventure, as far as the cards are concerned. */
export function checkSupportPlay(state: GameState, player: number, card: number, options: SupportCheckOptions = {}): Rejection | null {
  const withSolo = options.withSolo ?? false;
  const adventure = state.adventure;
  if (adventure === null) return rejection("no-adventure", "No adventure is in progress: play an adventure card first; a support card needs an adventure.");
  if (!state.zones.players[player]?.ops.includes(card)) {
    return rejection("card-not-in-ops", `That card is not in your ops: you may only play cards from your ops.`);
  }
  const def = defOf(state, card);
  if (!def.isSupport) {
    return rejection("not-a-support-card", `${quoted(def)} is not a support card: an adventure card may only be played as the first card in an adventure.`);
  }
  if (adventure.blocked.includes(card)) {
    return rejection("blocked-this-adventure", `${quoted(def)} was disabled or wrecked in this adventure and may not be played again in it.`);
  }
  const advDef = defOf(state, adventure.card);
  if (advDef.roleplay === "Solo" && !withSolo) {
    return rejection("solo-closed", "In a solo adventure no more cards may be played after the adventure card.");
  }
  const restricted = options.ignorePowers ? null : powerRestriction(state, player, def);
  if (restricted) return restricted;
  const clash = playgroundClash(state, player, def, false);
  if (clash) return clash;
  const unmet = playConditions(state, player, def);
  if (unmet) return rejection("support-play-condition", `${quoted(def)} may not be played: ${unmet}.`);
  if (advDef.acceptSupportIf !== null) {
    const c = unmetAcceptSupport(advDef.acceptSupportIf, def.model);
    if (c) return rejection("accept-support", `The adventure "${advDef.identifier}" accepts only support cards with ${conditionText(c)}.`);
  }
  if (def.stockHolding > 0 && advDef.stockOffering > 0 && isCooperative(advDef.roleplay)) {
    let stock = 0;
    for (const z of state.zones.players) for (const id of z.playground) stock += defOf(state, id).stockHolding;
    if (stock >= advDef.stockOffering) {
      return rejection("stock-offering-full", `${quoted(def)} may not be played: the StockHolding already played (${stock}) has reached the adventure's StockOffering ${advDef.stockOffering}.`);
    }
  }
  return null;
}
