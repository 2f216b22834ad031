/**
 * The Genesis adapter: an engine state and a seat -> the neutral {@link TableView}. Zones are the
 * rules' play zones (GEN-192 .. GEN-202): the destiny (face down) and the void in common; per
 * player the ops and the experience (invisible to the rival, GEN-199/GEN-200), the reserve and
 * the timeline (visible to both, GEN-201/GEN-202). A timeline card engaged face down by sabotage
 * (GEN-438) is shown to its owner and as a face-down card to the rival. Every legal action is the
 * engine's `legal`; the table decides no rule itself.
 *
 * Seats are the engine's 0/1; card ids are the engine's instance ids ("GEN-012#2"), except a
 * face-down card, whose id ("face-down:<zone>:<n>") names no card.
 */
import { legal as legalActions, toAct, type GenesisAction, type GenesisCard, type GenesisState } from "../engine";
import { isHiddenId } from "../engine/view";
import { GENESIS_RULE_SENTENCES } from "./rule-sentences";
import type { CardTone, CardView, LegalView, SeatView, TableView, ZoneView } from "../../table-view";

/** The rule sentence of a GEN ID ("" for an unknown ID). */
export function genesisRuleText(rule: string): string {
  return GENESIS_RULE_SENTENCES[rule] ?? "";
}

/** The first GEN ID named in a text ("... (GEN-302)"), or null. */
export function firstRule(text: string): string | null {
  return /GEN-\d+/.exec(text)?.[0] ?? null;
}

/** A card's name; a card the viewer may not see (lib/systems/got-genesis/engine/view.ts) is "a hidden card". */
export function cardName(state: GenesisState, id: string): string {
  return state.cards[id]?.name ?? (isHiddenId(id) ? "a hidden card" : id);
}

const FACE_DOWN = "face-down:";

/** True for the id of a card drawn face down (it names no card). */
export function isFaceDown(id: string): boolean {
  return id.startsWith(FACE_DOWN);
}

function tone(state: GenesisState, card: GenesisCard): CardTone {
  if (card.faction === "") return "neutral";
  return card.faction === state.players[0].faction ? "blue" : card.faction === state.players[1].faction ? "red" : "neutral";
}

/** A card's view: name, faction, ability and sway on top, then the recruitable and the lore (GEN-163). */
export function genesisCardView(state: GenesisState, id: string): CardView {
  const c = state.cards[id];
  if (c === undefined) return { id, ref: "", title: "Face-down card", lines: ["Engaged face down (GEN-438): its face is hidden from you."], tone: "neutral" };
  const lines = [`${c.ability}${c.custom ? " (custom)" : ""}`, `Sway ${c.sway}`];
  if (c.recruitable !== "") lines.push(`Recruits ${c.recruitable}`);
  if (c.lore !== "") lines.push(c.lore);
  const badges = [c.ability, `${c.sway}`];
  if (state.doubled.includes(id)) badges.push("sway ×2");
  if (state.hidden.includes(id)) badges.push("face down");
  return { id, ref: c.identifier, title: c.name, subtitle: c.faction === "" ? "No faction" : c.faction, lines, tone: tone(state, c), badges };
}

/**
 * Every zone, seen from `viewer`. `omniscient` (hot-seat: every seat is the designer's) shows the
 * ops and experience of both players; otherwise the rival's are only counted.
 */
export function genesisZones(state: GenesisState, viewer: number, omniscient: boolean): ZoneView[] {
  const out: ZoneView[] = [];
  const shown = (owner: number) => omniscient || owner === viewer;
  state.players.forEach((p, seat) => {
    const hiddenZone = (id: string, label: string, cards: readonly string[]): ZoneView =>
      shown(seat)
        ? { id: `${seat}.${id}`, label, owner: seat, visibility: "owner", ordered: false, cards: [...cards], count: cards.length }
        : { id: `${seat}.${id}`, label, owner: seat, visibility: "count", ordered: false, cards: [], count: cards.length };
    out.push(hiddenZone("ops", "Ops", p.ops));
    out.push({ id: `${seat}.reserve`, label: "Reserve", owner: seat, visibility: "all", ordered: false, cards: [...p.reserve], count: p.reserve.length });
    const timeline = p.timeline.map((id, n) => ((!shown(seat) && state.hidden.includes(id)) || isHiddenId(id) ? `${FACE_DOWN}${seat}.timeline:${n}` : id));
    out.push({ id: `${seat}.timeline`, label: "Timeline", owner: seat, visibility: "all", ordered: true, cards: timeline, count: timeline.length });
    out.push(hiddenZone("experience", "Experience", p.experience));
  });
  out.push({ id: "destiny", label: "Destiny", owner: null, visibility: "count", ordered: true, cards: [], count: state.destiny.length });
  out.push({ id: "void", label: "Void", owner: null, visibility: "all", ordered: false, cards: [...state.void], count: state.void.length });
  return out;
}

function seats(state: GenesisState, kinds: readonly string[]): SeatView[] {
  const waiting = toAct(state);
  return state.players.map((p, seat) => ({
    name: p.name,
    kind: kinds[seat] ?? "human",
    active: waiting === seat,
    note: `${p.faction}${state.first === seat ? ", turns first" : ""}`,
  }));
}

/** A button label for an action, in the rules' words. */
export function genesisActionLabel(state: GenesisState, a: GenesisAction): string {
  const name = (id: string | null | undefined) => (id === null || id === undefined ? "" : cardName(state, id));
  switch (a.type) {
    case "recruit":
      return a.card === null ? "Stop recruiting" : `Recruit ${name(a.card)}`;
    case "refill":
      return a.count === 0 ? "Do not refill" : `Refill: draw up to ${a.count}`;
    case "engage": {
      if (a.by === "rescue") return `Engage ${name(a.card)} (rescue)`;
      const grant = state.combo?.grants.find((g) => g.id === a.by);
      if (grant === undefined || grant.source === "turn") return `Engage ${name(a.card)}`;
      return `Engage ${name(a.card)} with ${name(grant.source)}'s ${grant.kind === "any" ? "" : `${grant.kind} `}grant`;
    }
    case "use": {
      const card = name(a.card);
      const step = state.combo?.steps.find((s) => s.card === a.card);
      switch (step?.kind) {
        case "draw":
        case "refill":
        case "negotiate":
          if (a.count === undefined) return `${card}: draw until both ops are even (negotiation)`;
          return a.count === 0 ? `${card}: draw nothing` : `${card}: draw ${a.count}`;
        case "omen":
          if (a.look === true) return `${card}: look at the top 4 destiny cards (omen)`;
          if (step.looked === undefined) return `${card}: do not look (omen)`;
          return a.target === null || a.target === undefined ? `${card}: take none, all to the bottom (omen)` : `${card}: take ${name(a.target)}, the others to the bottom (omen)`;
        case "persuade":
          if (a.position !== undefined) return `${card}: discard the face-down card ${a.position + 1} from the rival's timeline`;
          return a.target === null || a.target === undefined ? `${card}: discard nothing (persuasion)` : `${card}: discard ${name(a.target)} from the rival's timeline`;
        case "experience":
          return a.target === null || a.target === undefined ? `${card}: move nothing to the experience` : `${card}: move ${name(a.target)} to the experience`;
        case "recruit":
          return a.target === null || a.target === undefined ? `${card}: recruit nothing` : `${card}: recruit ${name(a.target)}`;
        case "maven":
        case "replicate":
          return a.ability === null || a.ability === undefined ? `${card}: name no ability` : `${card}: execute ${a.ability}`;
        default:
          return `${card}: use`;
      }
    }
    case "reserve":
      return `Move ${name(a.card)} from the reserve to the ops`;
    case "experience":
      return "Move the experience cards to the ops";
    case "finish":
      if (a.experience !== undefined) return `Finish, moving ${name(a.experience)} to the experience`;
      return state.phase === "obstruct" ? "Finish the obstruction" : "Finish the plot";
    case "discard":
      return `Discard ${name(a.card)}`;
    case "battle":
      return `Interrupt with ${name(a.card)} (battle)`;
    case "pass":
      return "Let the plot go on";
  }
}

const GROUPS: Readonly<Record<GenesisAction["type"], string>> = {
  recruit: "Recruit",
  refill: "Refill",
  engage: "Engage",
  use: "Ability",
  reserve: "Reserve",
  experience: "Experience",
  finish: "Turn",
  discard: "Discard",
  battle: "Battle",
  pass: "Turn",
};

function cardsOf(a: GenesisAction): string[] {
  switch (a.type) {
    case "recruit":
      return a.card === null ? [] : [a.card];
    case "engage":
    case "reserve":
    case "discard":
    case "battle":
      return [a.card];
    case "use":
      if (a.position !== undefined) return [a.card, `${FACE_DOWN}${a.seat === 0 ? 1 : 0}.timeline:${a.position}`];
      return [a.card, ...(typeof a.target === "string" ? [a.target] : [])];
    case "finish":
      return a.experience === undefined ? [] : [a.experience];
    default:
      return [];
  }
}

/** The legal actions as buttons; a card's first engage (its default grant) is its main action. */
export function genesisLegalView(state: GenesisState, actions: readonly GenesisAction[]): LegalView[] {
  const seen = new Set<string>();
  const engaged = new Set<string>();
  return actions.map((a) => {
    let key = JSON.stringify(a);
    while (seen.has(key)) key += "+";
    seen.add(key);
    const primary = (a.type === "engage" || a.type === "discard" || a.type === "recruit") && a.card !== null && !engaged.has(a.card);
    if (primary && a.card !== null) engaged.add(a.card);
    return { key, label: genesisActionLabel(state, a), group: GROUPS[a.type], cardIds: cardsOf(a), action: a, primary };
  });
}

/** Lines saying where the game is: the phase, whose turn, the finale, a decision owed. */
export function genesisStatus(state: GenesisState): string[] {
  const who = (seat: number) => state.players[seat === 0 ? 0 : 1].name;
  const lines = [`Turn ${state.turns + 1} · destiny ${state.destiny.length} cards${state.finale ? " · finale (the destiny is empty, GEN-310)" : ""}`];
  if (state.phase === "over") {
    lines.push(state.winner === null ? "The game is over." : `The game is over: ${who(state.winner)} wins (${state.endReason}).`);
    return lines;
  }
  const owed = state.pending[0];
  const phase: Record<Exclude<GenesisState["phase"], "over">, string> = {
    recruit: `${who(state.turn)} recruits (GEN-278).`,
    refill: `${who(state.turn)} may refill (GEN-282, GEN-336).`,
    obstruct: `${who(state.turn)}'s turn: obstruct (GEN-300).`,
    plot: `${who(state.turn)}'s turn: plot (GEN-314).`,
  };
  lines.push(phase[state.phase]);
  if (state.combo !== null) {
    // Only the grants a card can still use: a used-up one ("0 cards") says nothing to the designer.
    const grants = state.combo.grants.filter((g) => g.left > 0).map((g) => `${g.kind === "vision" ? `sway ${g.left}` : `${g.left} card${g.left === 1 ? "" : "s"}`}${g.kind === "any" ? "" : ` (${g.kind})`}`);
    lines.push(grants.length === 0 ? "No card may be engaged now." : `May engage: ${grants.join(", ")}.`);
  }
  if (owed !== undefined) {
    const why = owed.kind === "overflow" ? "more than 7 ops cards (GEN-216)" : owed.kind === "finale" ? "the finale (GEN-310)" : "the lost turn (GEN-328)";
    lines.push(`${who(owed.seat)} must discard ${owed.left} card${owed.left === 1 ? "" : "s"}: ${why}.`);
  }
  if (state.window !== null) lines.push(`${who(state.window)} may interrupt the plot with a battle card (GEN-344).`);
  if (state.dread !== null) lines.push(`Dread (GEN-426): ${who(state.dread.by)} wins the turn by obstructing in the second turn.`);
  if (state.covertBan !== null) lines.push(`Covert (GEN-346): ${who(state.covertBan)} may not engage battle or warfare cards in the next obstruction.`);
  return lines;
}

/** The view's cache: unchanged card views keep their objects (memoised cards skip them). */
export interface GenesisViewCache {
  readonly cards: Map<string, CardView>;
}

export function genesisViewCache(): GenesisViewCache {
  return { cards: new Map() };
}

/**
 * The table seen from `viewer` (0 or 1). `kinds` names each seat's kind ("human", "greedy"...);
 * when every seat is human (hot-seat) both players' hidden zones are shown. `legal`: the server's
 * legal actions, for a state the server has already narrowed to what the viewer may see (the
 * engine cannot list them on it: the destiny is not there); without it the engine lists them.
 */
export function genesisTableView(state: GenesisState, viewer: number, kinds: readonly string[], title = "", cache: GenesisViewCache = genesisViewCache(), legal?: readonly GenesisAction[]): TableView {
  const omniscient = kinds.length > 0 && kinds.every((k) => k === "human");
  const zones = genesisZones(state, viewer, omniscient);
  const cards: Record<string, CardView> = {};
  for (const z of zones) {
    for (const id of z.cards) {
      const badgeKey = `${state.doubled.includes(id) ? "d" : ""}${state.hidden.includes(id) ? "h" : ""}`;
      const key = `${id}:${badgeKey}`;
      let v = cache.cards.get(key);
      if (v === undefined) {
        v = genesisCardView(state, id);
        if (cache.cards.size > 5_000) cache.cards.clear();
        cache.cards.set(key, v);
      }
      cards[id] = v;
    }
  }
  const actions = legal ?? legalActions(state, viewer);
  return {
    title,
    seats: seats(state, kinds),
    viewer,
    zones,
    cards,
    status: genesisStatus(state),
    summary: null,
    legal: genesisLegalView(state, actions),
    blocked: [],
    prompts: [],
    offer: null,
    over: state.phase === "over",
  };
}
