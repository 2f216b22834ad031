/**
 * The GOT CGS adapter: an engine state and a seat -> the neutral {@link TableView}. Every legal
 * action comes from the engine's `legalActions`, every "why not" from its `check` (the rejection's
 * rule and message, plus the rule sentence), every running number from `resolveAdventure`: the
 * table never decides a rule itself.
 *
 * Seats are the engine's 0-based player indices. Card ids are the instance ids as strings.
 */
import type { Action } from "../engine/actions";
import { adventureInput } from "../engine/adventure-end";
import { defOf } from "../engine/context";
import { legalActions } from "../engine/legal";
import { check, toAct } from "../engine/reducer";
import { askedPlayer } from "../engine/requests";
import { resolveAdventure } from "../engine/resolution-adventure";
import { PLAYER_ZONES, type GameState } from "../engine/state";
import { cardName, cardView, ruleText } from "./cards";
import type { Rejection } from "../engine/rules";
import type { BlockedView, CardView, LegalView, OfferView, PromptView, RefusalView, SeatView, SummaryView, TableView, ZoneView } from "../../table-view";

const ZONE_LABELS = { ops: "Ops", playground: "Playground", buildsite: "Buildsite", wreckage: "Wreckage" } as const;

function zones(state: GameState): ZoneView[] {
  const out: ZoneView[] = [];
  state.zones.players.forEach((z, p) => {
    for (const name of PLAYER_ZONES) {
      const cards = z[name].map(String);
      // GOT CGS shows every card to every player (rulebook "Ops": the cards are face up).
      out.push({ id: `${p}.${name}`, label: ZONE_LABELS[name], owner: p, visibility: "all", ordered: name !== "ops", cards, count: cards.length });
    }
  });
  const common = state.zones.commonBuildsite.map(String);
  out.push({ id: "commonBuildsite", label: "Common buildsite", owner: null, visibility: "all", ordered: true, cards: common, count: common.length });
  out.push({ id: "void", label: "Void", owner: null, visibility: "count", ordered: false, cards: [], count: state.zones.void.length });
  return out;
}

function seats(state: GameState, kinds: readonly string[]): SeatView[] {
  const waiting = toAct(state);
  return state.players.map((name, p) => ({
    name,
    kind: kinds[p] ?? "human",
    active: waiting === p,
    note: state.affiliations[p] ?? null,
  }));
}

function names(state: GameState, ids: readonly number[]): string {
  return ids.map((id) => cardName(state, id)).join(", ");
}

/** A button label for an action, in the rulebook's words. */
export function actionLabel(state: GameState, a: Action): string {
  const who = (p: number) => state.players[p] ?? `player ${p + 1}`;
  switch (a.type) {
    case "chooseAffiliation":
      return a.affiliation === null ? "Claim no affiliation (none left)" : `Claim ${a.affiliation}`;
    case "playAdventure":
      return a.supports !== undefined && a.supports.length > 0 ? `Play ${cardName(state, a.card)} with ${names(state, a.supports)}` : `Play ${cardName(state, a.card)}`;
    case "playSupport":
      return `Play ${cardName(state, a.card)}`;
    case "resolvePower":
      return `${a.power ?? "Resolve power"}: ${names(state, a.targets)}`;
    case "recover":
      return `Recover ${cardName(state, a.card)} (${cardName(state, a.source)})`;
    case "reuse":
      return `Reuse ${names(state, a.cards)} (${cardName(state, a.source)})`;
    case "seize":
      return `Seize ${names(state, a.cards)} (${cardName(state, a.source)})`;
    case "becomeImmune":
      return `Become immune to ${cardName(state, a.target)} (${cardName(state, a.source)})`;
    case "requestEndAdventure":
      return "Request the end of the adventure";
    case "requestEndEra":
      return "Request the end of the era";
    case "answerRequest":
      return a.agree ? `Agree to end the ${state.request?.kind ?? "adventure"}` : `Refuse to end the ${state.request?.kind ?? "adventure"}`;
    case "pass":
      return "Pass";
    case "offerTrade":
      return `Offer ${cardName(state, a.give)} for ${who(locateOwner(state, a.take))}'s ${cardName(state, a.take)}`;
    case "answerTrade":
      return a.accept ? "Accept the trade" : "Refuse the trade";
  }
}

const GROUPS: Readonly<Record<Action["type"], string>> = {
  chooseAffiliation: "Claim",
  playAdventure: "Play",
  playSupport: "Play",
  resolvePower: "Power",
  recover: "Effect",
  reuse: "Effect",
  seize: "Effect",
  becomeImmune: "Immunity",
  requestEndAdventure: "Turn",
  requestEndEra: "Turn",
  answerRequest: "Answer",
  pass: "Turn",
  offerTrade: "Trade",
  answerTrade: "Answer",
};

function cardsOf(a: Action): number[] {
  switch (a.type) {
    case "playAdventure":
      return [a.card, ...(a.supports ?? [])];
    case "playSupport":
      return [a.card];
    case "resolvePower":
      return [...a.targets];
    case "recover":
      return [a.card];
    case "reuse":
    case "seize":
      return [...a.cards];
    case "becomeImmune":
      return [a.target];
    case "offerTrade":
      return [a.give, a.take];
    default:
      return [];
  }
}

function legalView(state: GameState, actions: readonly Action[]): LegalView[] {
  // Keys from the action itself, so a button keeps its key when the list around it changes.
  const seen = new Set<string>();
  return actions.map((a) => {
    let key = JSON.stringify(a);
    while (seen.has(key)) key += "+";
    seen.add(key);
    return {
      key,
      label: actionLabel(state, a),
      group: GROUPS[a.type],
      cardIds: cardsOf(a).map(String),
      action: a,
      primary: (a.type === "playAdventure" && (a.supports ?? []).length === 0) || a.type === "playSupport",
    };
  });
}

/** The play action a card of `player`'s ops would be (by its type, so the rejection names the rule about now, not the type). */
function playOf(state: GameState, player: number, card: number): Action {
  const def = defOf(state, card);
  if (def.isAdventure) return { type: "playAdventure", player, card };
  if (def.isSupport) return { type: "playSupport", player, card };
  return state.adventure === null ? { type: "playAdventure", player, card } : { type: "playSupport", player, card };
}

/** Each card of the seat's ops it may not play now, with the engine's rejection and rule sentence. */
export function blockedCards(state: GameState, player: number): BlockedView[] {
  if (state.phase !== "play") return [];
  const out: BlockedView[] = [];
  for (const card of state.zones.players[player]?.ops ?? []) {
    const r = check(state, playOf(state, player, card));
    if (r !== null) out.push({ cardId: String(card), ...refusal(r) });
  }
  return out;
}

function refusal(r: Rejection): RefusalView {
  return { reason: r.message, rule: r.rule, ruleText: ruleText(r.rule) };
}

/**
 * The trade picker of `viewer` (CGS-285: one card of one's ops for one card of a rival's ops), or
 * null when the viewer has nothing to do now, or no card to give or to ask for. Whether a pair
 * may be offered is the engine's answer to that pair: {@link offerRefusal}.
 */
export function offerView(state: GameState, viewer: number, legal: readonly Action[]): OfferView | null {
  if (state.phase !== "play" || legal.length === 0) return null;
  const give = (state.zones.players[viewer]?.ops ?? []).map(String);
  const take = state.zones.players
    .map((z, seat) => ({ seat, cards: z.ops.map(String) }))
    .filter((t) => t.seat !== viewer && t.cards.length > 0);
  return give.length === 0 || take.length === 0 ? null : { label: "Propose a trade", give, take };
}

/** The engine action offering card `give` for card `take` (instance ids as strings). */
export function offerAction(player: number, give: string, take: string): Action {
  return { type: "offerTrade", player, give: Number(give), take: Number(take) };
}

/** Why the engine refuses that offer now (its `check` of this one pair), or null when it would accept it. */
export function offerRefusal(state: GameState, player: number, give: string, take: string): RefusalView | null {
  const r = check(state, offerAction(player, give, take));
  return r === null ? null : refusal(r);
}

/** Power targets and Reuse/Seize picks, per rival: pick any number in [min, max] (prompt ids are parsed by {@link promptAction}). */
function prompts(state: GameState, player: number, legal: readonly Action[]): PromptView[] {
  const out = new Map<string, { label: string; max: number; candidates: Set<number> }>();
  const add = (id: string, label: string, max: number, cards: readonly number[]) => {
    const p = out.get(id) ?? { label, max, candidates: new Set<number>() };
    for (const c of cards) p.candidates.add(c);
    out.set(id, p);
  };
  for (const a of legal) {
    if (a.type === "resolvePower" && a.targets.length === 1) {
      const rival = locateOwner(state, a.targets[0] as number);
      const power = a.power ?? "";
      const source = state.lastPlayed[player]?.card;
      const single = source === undefined ? true : defOf(state, source).conditionalPowers.find((p) => power === "" || p.category === power)?.single ?? true;
      add(`power:${power}:${rival}`, `Pick the targets of ${power === "" ? "the power" : power} of ${source === undefined ? "" : cardName(state, source)} in ${state.players[rival] ?? ""}'s playground`, single ? 1 : Infinity, a.targets);
    } else if ((a.type === "reuse" || a.type === "seize") && a.cards.length === 1) {
      const rival = locateOwner(state, a.cards[0] as number);
      const def = defOf(state, a.source);
      const max = a.type === "reuse" ? def.reuse : def.seize?.single === true ? 1 : Infinity;
      add(`${a.type}:${a.source}:${rival}`, `Pick the cards to ${a.type} with ${cardName(state, a.source)} from ${state.players[rival] ?? ""}`, max, a.cards);
    }
  }
  return [...out].map(([id, p]) => ({ id, label: p.label, min: 1, max: Math.min(p.max, p.candidates.size), candidates: [...p.candidates].map(String) }));
}

function locateOwner(state: GameState, card: number): number {
  return state.zones.players.findIndex((z) => z.playground.includes(card) || z.ops.includes(card) || z.wreckage.includes(card));
}

/**
 * The engine action for a prompt's picked cards (ids as strings). Null for an unknown prompt;
 * the action may still be refused: check it with the engine's `check` before posting it.
 */
export function promptAction(promptId: string, player: number, picked: readonly string[]): Action | null {
  const [kind, arg] = promptId.split(":");
  const cards = picked.map(Number);
  if (kind === "power") return { type: "resolvePower", player, targets: cards, ...(arg !== undefined && arg !== "" ? { power: arg } : {}) };
  if (kind === "reuse" || kind === "seize") return { type: kind, player, source: Number(arg), cards };
  return null;
}

/** The running coverage while an adventure runs: requirement and coverage per cost name and player. */
export function runningSummary(state: GameState): SummaryView | null {
  if (state.adventure === null) return null;
  const r = resolveAdventure(adventureInput(state, state.adventure), false);
  const costNames = [...new Set(r.players.flatMap((p) => Object.keys(p.requirements)))].sort();
  return {
    caption: `Coverage so far (${r.kind} adventure): coverage / requirement`,
    columns: [...costNames, "Overflow"],
    rows: r.players.map((p, i) => ({
      label: state.players[i] ?? "",
      cells: [...costNames.map((n) => (n in p.requirements ? `${p.coverage[n] ?? 0} / ${p.requirements[n]}` : "–")), p.overflow === null ? "–" : String(p.overflow)],
      ok: p.covered,
    })),
    notes: [r.winner === null ? `If it ended now the adventure would be lost.` : `If it ended now ${state.players[r.winner] ?? ""} would win it.`],
  };
}

/** Lines saying where the game is: era, whose turn, the adventure and its hero, a request, a trade, a special round. */
export function statusLines(state: GameState): string[] {
  const who = (p: number) => state.players[p] ?? `player ${p + 1}`;
  const era = state.eras[state.era];
  const lines = [`Era ${state.era + 1} of ${state.eras.length}: ${era?.name ?? ""}`];
  if (state.phase === "over") {
    const w = state.sessionWinners ?? [];
    lines.push(w.length === 0 ? "The session is over: nobody won." : `The session is over: ${w.map(who).join(" and ")} won.`);
    return lines;
  }
  const waiting = toAct(state);
  if (state.phase === "claim") lines.push(`${who(state.turn)} claims an affiliation.`);
  else lines.push(`${who(state.turn)}'s turn.`);
  if (state.adventure !== null) {
    const def = defOf(state, state.adventure.card);
    lines.push(`Adventure ${state.adventure.number}: ${def.identifier} (${def.roleplay ?? "no Roleplay"}), hero ${who(state.adventure.hero)}.`);
  } else if (state.phase === "play") lines.push("No adventure in progress: the player who turns may start one.");
  if (state.special !== null) lines.push(`Special round: ${who(state.special.by)} played ${cardName(state, state.special.card)}, which has a power; rivals may become immune.`);
  if (state.request !== null) {
    const asked = askedPlayer(state);
    lines.push(asked !== null
      ? `${who(state.request.by)} requested the end of the ${state.request.kind}; ${who(asked)} must answer.`
      : `${who(state.request.by)} requested the end of the ${state.request.kind}; a rival refused, so it ends unless a card is played for one round.`);
  }
  if (state.trade !== null) lines.push(`${who(state.trade.from)} offers ${cardName(state, state.trade.give)} for ${who(state.trade.to)}'s ${cardName(state, state.trade.take)}.`);
  if (waiting !== null && waiting !== state.turn) lines.push(`Waiting for ${who(waiting)}.`);
  return lines;
}

/**
 * Card and zone views kept from one answer to the next, so that a card or zone that did not
 * change is the same object and memoised components skip it. One per game (card ids are the
 * game's instance ids); make it with {@link viewCache}.
 */
export interface ViewCache {
  readonly cards: Map<string, CardView>;
  readonly zones: Map<string, ZoneView>;
}

export function viewCache(): ViewCache {
  return { cards: new Map(), zones: new Map() };
}

/** A long game keeps at most this many views per kind (older ones are rebuilt when needed). */
const CACHE_LIMIT = 5_000;

function shared<T>(map: Map<string, T>, key: string, make: () => T): T {
  const hit = map.get(key);
  if (hit !== undefined) return hit;
  if (map.size >= CACHE_LIMIT) map.clear();
  const v = make();
  map.set(key, v);
  return v;
}

/**
 * The table seen from `viewer` (0-based). `kinds` names each seat's kind ("human", "greedy"...).
 * Legal actions, blocked cards, prompts and the trade picker are the viewer's; the rest is the
 * same for every seat. Trade offers are not among the legal actions (each seat may offer any of
 * its cards for any rival's: thousands of pairs); `offer` lists the cards and {@link offerRefusal}
 * checks the pair picked. With `cache`, unchanged cards and zones keep their objects.
 */
export function tableView(state: GameState, viewer: number, kinds: readonly string[], title = "", cache: ViewCache = viewCache()): TableView {
  const legal = legalActions(state, viewer, { trades: false });
  const cards: Record<string, CardView> = {};
  const allZones = zones(state).map((z) => shared(cache.zones, `${z.id}:${z.count}:${z.cards.join(",")}`, () => z));
  const card = (id: number) => {
    const v = cardView(state, id);
    return shared(cache.cards, `${v.id}:${v.ref}:${(v.badges ?? []).join(",")}`, () => v);
  };
  for (const z of allZones) for (const id of z.cards) cards[id] = card(Number(id));
  if (state.adventure !== null) cards[String(state.adventure.card)] ??= card(state.adventure.card);
  return {
    title,
    seats: seats(state, kinds),
    viewer,
    zones: allZones,
    cards,
    status: statusLines(state),
    summary: runningSummary(state),
    legal: legalView(state, legal),
    blocked: blockedCards(state, viewer),
    prompts: prompts(state, viewer, legal),
    offer: offerView(state, viewer, legal),
    over: state.phase === "over",
  };
}
