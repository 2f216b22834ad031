/**
 * The Genesis reducer: `apply` checks an action against the rules and returns the next state and
 * its events, or the rejection naming the rule sentence (GEN-<line>) that forbids it. Pure: the
 * given state is never changed.
 */
import type { EngineApplyResult, EngineRejection } from "../../engine";
import { grantTakes, openAbility, unlockIfDone } from "./abilities";
import {
  advanceRecruiting, advanceRefill, afterReserveDiscard, finishObstruct, finishPlot, interruptPlot, recruitable,
} from "./flow";
import { reject } from "./rules";
import { CORE_ABILITIES, CUSTOM_ABILITIES, NOT_REPEATABLE, type Combo, type GenesisAction, type GenesisEvent, type GenesisState } from "./types";
import { cloneState, discard, draw, mayHold, OPS_LIMIT, opsSpace, player, rivalOf, take } from "./zones";

type Result = EngineApplyResult<GenesisState, GenesisEvent>;

/** The seat the game waits for, or null when it is over. */
export function toAct(state: GenesisState): number | null {
  if (state.phase === "over") return null;
  const owed = state.pending[0];
  if (owed) return owed.seat;
  if (state.window !== null) return state.window;
  return state.turn;
}

const TYPES = ["recruit", "refill", "engage", "use", "reserve", "experience", "finish", "discard", "battle", "pass"];

/** The action's shape, or the rejection of a malformed one. */
function parse(action: unknown): GenesisAction | EngineRejection {
  const bad = (what: string) => reject("bad-action", "GEN-378", `Not a Genesis action: ${what}.`);
  if (typeof action !== "object" || action === null) return bad("expected an object");
  const a = action as Record<string, unknown>;
  if (typeof a.type !== "string" || !TYPES.includes(a.type)) return bad(`unknown type ${JSON.stringify(a.type)}`);
  if (a.seat !== 0 && a.seat !== 1) return bad("seat must be 0 or 1");
  const needsCard = ["engage", "use", "reserve", "discard", "battle"].includes(a.type);
  if (needsCard && typeof a.card !== "string") return bad("card must be a card id");
  if (a.type === "recruit" && a.card !== null && typeof a.card !== "string") return bad("card must be a card id or null");
  if ((a.type === "refill" || a.count !== undefined) && (typeof a.count !== "number" || !Number.isInteger(a.count) || a.count < 0)) {
    return bad("count must be a whole number from 0");
  }
  if (a.target !== undefined && a.target !== null && typeof a.target !== "string") return bad("target must be a card id or null");
  if (a.ability !== undefined && a.ability !== null && typeof a.ability !== "string") return bad("ability must be a name or null");
  if (a.by !== undefined && typeof a.by !== "string") return bad("by must be a grant id");
  if (a.experience !== undefined && typeof a.experience !== "string") return bad("experience must be a card id");
  if (a.bottom !== undefined && (!Array.isArray(a.bottom) || a.bottom.some((x) => typeof x !== "string"))) return bad("bottom must be card ids");
  if (a.look !== undefined && typeof a.look !== "boolean") return bad("look must be true or false");
  if (a.position !== undefined && (typeof a.position !== "number" || !Number.isInteger(a.position) || a.position < 0)) return bad("position must be a whole number from 0");
  return a as unknown as GenesisAction;
}

function isRejection(x: GenesisAction | EngineRejection): x is EngineRejection {
  return "rule" in x;
}

/** The rejection of `action` in `state`, or null when it is legal. */
export function check(state: GenesisState, action: unknown): EngineRejection | null {
  const r = apply(state, action);
  return r.ok ? null : r.rejection;
}

/** `action` applied (checked first); never throws for bad input. */
export function apply(state: GenesisState, action: unknown): Result {
  const a = parse(action);
  if (isRejection(a)) return { ok: false, rejection: a };
  if (state.phase === "over") return fail(reject("game-over", "GEN-378", "The game is over: no action is allowed."));
  const seat = toAct(state);
  if (a.seat !== seat) {
    return fail(reject("not-your-turn", "GEN-288", `It is ${player(state, seat ?? 0).name}'s decision now; the other player may not act.`));
  }
  const next = cloneState(state);
  const events: GenesisEvent[] = [];
  const refused = dispatch(next, a, events);
  if (refused) return fail(refused);
  next.step = state.step + 1;
  return { ok: true, state: next, events };
}

function fail(rejection: EngineRejection): Result {
  return { ok: false, rejection };
}

function dispatch(s: GenesisState, a: GenesisAction, ev: GenesisEvent[]): EngineRejection | null {
  const owed = s.pending[0];
  if (owed) {
    if (a.type !== "discard") {
      const rule = owed.kind === "reserve" ? "GEN-328" : owed.kind === "finale" ? "GEN-310" : "GEN-216";
      return reject("discard-first", rule, `Discard ${owed.left} ${owed.kind === "reserve" ? "reserve" : "ops"} card(s) first.`);
    }
    return discardOwed(s, a.seat, a.card, ev);
  }
  if (s.window !== null) {
    if (a.type === "pass") {
      s.window = null;
      return null;
    }
    if (a.type === "battle") return battle(s, a.seat, a.card, ev);
    return reject("interrupt-or-pass", "GEN-344", "Engage a battle card to interrupt the rival's plot, or let it go on (pass).");
  }
  switch (s.phase) {
    case "recruit":
      if (a.type !== "recruit") return reject("recruit-first", "GEN-278", "Recruit a card from the void, or stop recruiting (card null).");
      return recruit(s, a.seat, a.card, ev);
    case "refill":
      if (a.type !== "refill") return reject("refill-first", "GEN-336", "Refill first: draw up to 7 cards (count 0 to draw none).");
      if (a.count > OPS_LIMIT) return reject("refill-max", "GEN-408", "A refill draws at most 7 cards.");
      draw(s, a.seat, a.count, ev);
      s.refillQueue.shift();
      advanceRefill(s, ev);
      return null;
    default: {
      const refused = turnAction(s, a, ev);
      if (refused === null) openWindow(s, a.seat);
      return refused;
    }
  }
}

/** A choice the player must make before anything else: a recruitable (GEN-448), the omen's looked-at cards (GEN-356). */
export function immediateStep(combo: Combo): Combo["steps"][number] | undefined {
  return combo.steps.find((st) => st.kind === "recruit" || (st.kind === "omen" && st.looked !== undefined));
}

/**
 * GEN-344: "A battle card may be engaged at any time during the rival's plot". After every action
 * of the plotting player (once a card is engaged: before it there is no plot to interrupt), the
 * rival is asked, battle or pass, whatever the rival holds: asking only a rival who holds a battle
 * card would tell the plotting player what the rival's ops hold (GEN-200). The window stays shut
 * only for what both players see: a covert card executed in this plot or in the rival's last
 * (GEN-346), a covert card in the rival's timeline, and an immediate choice still owed.
 */
function openWindow(s: GenesisState, seat: number): void {
  const combo = s.combo;
  if (s.phase !== "plot" || !combo || combo.phase !== "plot" || combo.seat !== seat || combo.engaged.length === 0) return;
  if (immediateStep(combo)) return;
  const rival = rivalOf(seat);
  if (combo.covert || s.covertBan === rival) return;
  if (player(s, rival).timeline.some((id) => s.cards[id]?.ability === "Covert")) return;
  s.window = rival;
}

function discardOwed(s: GenesisState, seat: number, card: string, ev: GenesisEvent[]): EngineRejection | null {
  const owed = s.pending[0];
  if (!owed) return null;
  const p = player(s, seat);
  if (owed.kind === "reserve") {
    if (!p.reserve.includes(card)) return reject("not-in-reserve", "GEN-328", "The turn loser discards 1 of their reserve cards.");
  } else if (!p.ops.includes(card) || p.fresh.includes(card)) {
    return reject("not-in-ops", owed.kind === "finale" ? "GEN-310" : "GEN-216", "Discard one of your ops cards (not one moved from the experience this turn).");
  }
  discard(s, seat, [card], owed.kind === "reserve" ? "reserve" : "ops", ev);
  owed.left -= 1;
  if (owed.left <= 0) s.pending.shift();
  if (owed.kind === "reserve") afterReserveDiscard(s, ev);
  return null;
}

function recruit(s: GenesisState, seat: number, card: string | null, ev: GenesisEvent[]): EngineRejection | null {
  if (card === null) {
    s.recruitsLeft[seat === 0 ? 0 : 1] = 0;
  } else {
    if (!recruitable(s, seat, card)) {
      return reject("not-recruitable", "GEN-240", "Recruit a card from the void with no faction or your faction.");
    }
    take(s.void, card);
    player(s, seat).reserve.push(card);
    s.recruitsLeft[seat === 0 ? 0 : 1] -= 1;
    ev.push({ type: "recruited", seat, card });
    s.turn = rivalOf(seat);
  }
  advanceRecruiting(s, ev);
  return null;
}

function battle(s: GenesisState, seat: number, card: string, ev: GenesisEvent[]): EngineRejection | null {
  const c = s.cards[card];
  if (!c || c.ability !== "Battle" || !player(s, seat).ops.includes(card)) {
    return reject("not-battle", "GEN-344", "Only a battle card from your ops interrupts the rival's plot.");
  }
  if (s.combo?.covert) return reject("covert-ban", "GEN-346", "The rival executed a covert card in this plot: you may not engage battle cards in your next obstruction.");
  interruptPlot(s, seat, ev);
  return engage(s, seat, card, undefined, ev);
}

function turnAction(s: GenesisState, a: GenesisAction, ev: GenesisEvent[]): EngineRejection | null {
  const combo = s.combo;
  if (!combo) return reject("no-combo", "GEN-378", "Nothing can be done now.");
  const immediate = immediateStep(combo);
  if (immediate && !(a.type === "use" && a.card === immediate.card)) {
    if (immediate.kind === "omen") return reject("omen-now", "GEN-356", "Choose now which looked-at card to take (or none, target null): the others go to the bottom of the destiny.");
    return reject("recruit-now", "GEN-448", "Recruit with the recruitable now (or decline it, target null) before anything else.");
  }
  switch (a.type) {
    case "engage":
      return engage(s, a.seat, a.card, a.by, ev);
    case "use":
      return executeStep(s, combo, a, ev);
    case "reserve": {
      const p = player(s, a.seat);
      if (!p.reserve.includes(a.card)) return reject("not-in-reserve", "GEN-292", "Move one of your reserve cards.");
      const ab = s.cards[a.card]?.ability;
      if ((ab === "Ruin" || ab === "Triumph") && s.destiny.length > 0) {
        return reject("destiny-left", "GEN-292", "Ruin and triumph cards may be moved to the ops only when the destiny is empty.");
      }
      take(p.reserve, a.card);
      p.ops.push(a.card);
      ev.push({ type: "moved", seat: a.seat, cards: [a.card], from: "reserve", to: "ops" });
      return null;
    }
    case "experience": {
      const p = player(s, a.seat);
      if (!s.advanced) return reject("not-advanced", "GEN-290", "This deal plays without the advanced experience rules: nothing moves from the experience.");
      if (p.experience.length === 0) return reject("no-experience", "GEN-290", "Your experience is empty.");
      ev.push({ type: "moved", seat: a.seat, cards: [...p.experience], from: "experience", to: "ops" });
      p.ops.push(...p.experience);
      p.fresh.push(...p.experience);
      p.experience = [];
      return null;
    }
    case "finish":
      if (combo.phase === "obstruct") {
        if (a.experience !== undefined) return reject("experience-in-plot", "GEN-316", "An ops card goes to the experience only at the end of a plot.");
        finishObstruct(s, ev);
        return null;
      }
      if (a.experience !== undefined) {
        if (!s.advanced) return reject("not-advanced", "GEN-316", "This deal plays without the advanced experience rules: finish without moving a card to the experience.");
        if (combo.engaged.length === 0) return reject("no-plot", "GEN-316", "Only after engaging cards in the plot may an ops card go to the experience.");
        if (!player(s, a.seat).ops.includes(a.experience)) return reject("not-in-ops", "GEN-316", "Move one of your ops cards to the experience.");
      }
      finishPlot(s, a.experience, ev);
      return null;
    default:
      return reject("not-now", "GEN-378", `A ${a.type} action is not allowed during the ${combo.phase}.`);
  }
}

/** Engage a card (GEN-218): from the ops to the timeline, through a grant, and execute its ability. */
export function engage(s: GenesisState, seat: number, card: string, by: string | undefined, ev: GenesisEvent[]): EngineRejection | null {
  const combo = s.combo;
  const c = s.cards[card];
  const p = player(s, seat);
  if (!combo || !c || !p.ops.includes(card)) return reject("not-in-ops", "GEN-218", "Engage a card from your ops.");
  const hasCovert = p.timeline.some((id) => s.cards[id]?.ability === "Covert");
  if ((c.ability === "Battle" || c.ability === "Warfare") && hasCovert) {
    return reject("covert-in-timeline", c.ability === "Battle" ? "GEN-344" : "GEN-372", `A ${c.ability.toLowerCase()} card may not join a timeline that has a covert card.`);
  }
  if (c.ability === "Covert" && p.timeline.some((id) => ["Battle", "Warfare"].includes(s.cards[id]?.ability ?? ""))) {
    return reject("battle-in-timeline", "GEN-346", "A covert card may not join a timeline that has battle or warfare cards.");
  }
  if ((c.ability === "Battle" || c.ability === "Warfare") && combo.phase === "obstruct" && s.covertBan === seat) {
    return reject("covert-ban", "GEN-346", "The rival's covert card forbids battle and warfare cards in this obstruction.");
  }
  if (combo.strike && combo.drawn.includes(card)) {
    return reject("strike-drawn", "GEN-440", "With a strike card engaged, cards drawn during this phase may not be engaged in it.");
  }
  let kind: string;
  if (by === "rescue" || (by === undefined && c.ability === "Rescue" && combo.phase === "obstruct" && !fits(s, combo, card))) {
    if (c.ability !== "Rescue" || combo.phase !== "obstruct") {
      return reject("not-rescue", "GEN-360", "Only a rescue card, and only during your obstruction, is engaged without an ability allowing it.");
    }
    kind = "rescue";
  } else {
    const g = combo.grants.find((x) => (by === undefined || x.id === by) && grantTakes(x.kind, x.left, c));
    if (!g) {
      const waiting = Object.keys(combo.locked).length > 0 ? " (execute or decline the draw/persuasion of an engaged card first)" : "";
      return reject(
        "no-engagement-left",
        combo.engaged.length === 0 ? (combo.phase === "plot" ? "GEN-314" : "GEN-300") : "GEN-218",
        by === undefined
          ? `No engaged card allows this card to be engaged${waiting}.`
          : `Grant ${by} does not allow this card (valor takes valor cards; vision takes cards within its sway).`,
      );
    }
    g.left -= g.kind === "vision" ? c.sway : 1;
    kind = g.kind;
  }
  take(p.ops, card);
  take(p.fresh, card);
  take(p.stale, card);
  p.timeline.push(card);
  combo.engaged.push(card);
  const hidden = kind === "sabotage" && combo.phase === "plot";
  if (hidden) s.hidden.push(card);
  if (kind === "insurgence") s.doubled.push(card);
  if (c.ability === "Ruin") s.lastRuin[seat === 0 ? 0 : 1] = card;
  if (c.ability === "Triumph") s.lastTriumph[seat === 0 ? 0 : 1] = card;
  ev.push({ type: "engaged", seat, card, hidden });
  if (kind !== "insurgence" && !hidden) {
    openAbility(combo, c, c.ability, s.advanced, s.customEffects);
    if (c.recruitable !== "" && c.custom) combo.steps.unshift({ card, kind: "recruit", left: 1, ability: c.recruitable });
  }
  return null;
}

function fits(s: GenesisState, combo: Combo, card: string): boolean {
  const c = s.cards[card];
  return !!c && combo.grants.some((g) => grantTakes(g.kind, g.left, c));
}

const ALL_ABILITIES: readonly string[] = [...CORE_ABILITIES, ...CUSTOM_ABILITIES];

type Use = Extract<GenesisAction, { type: "use" }>;

/**
 * Omen (GEN-356) in two actions: `look` takes the top 4 destiny cards into the player's sight
 * (they stay on top, seen by that player only, until the choice); then `target` moves one of
 * them to the ops, or null takes none (GEN-408: "may move 1" is at most 1), and the others go to
 * the bottom in the order `bottom` gives (default: as they were). The choice is owed at once, so
 * no draw can reach the looked-at cards. Declining (target null before looking) looks at nothing.
 */
function omen(s: GenesisState, st: Combo["steps"][number], a: Use, done: (target?: string | null) => null, ev: GenesisEvent[]): EngineRejection | null {
  const me = player(s, a.seat);
  const looked = st.looked;
  if (looked === undefined) {
    if (a.target === null && a.look !== true) return done();
    if (a.look !== true) return reject("omen-look-first", "GEN-356", "Look at the top 4 destiny cards first (look: true), or do not (target null).");
    if (opsSpace(me) >= OPS_LIMIT) return reject("omen-ops-full", "GEN-356", "Omen may be executed only with fewer than 7 ops cards.");
    if (s.destiny.length === 0) return reject("omen-empty", "GEN-356", "The destiny is empty: there is nothing to look at; decline the omen (target null).");
    st.looked = s.destiny.slice(0, 4);
    ev.push({ type: "looked", seat: a.seat, card: a.card, cards: [...st.looked] });
    return null;
  }
  if (a.look !== undefined || a.target === undefined) {
    return reject("omen-choose", "GEN-356", "You are looking at the cards: take one (target) or none (target null); the others go to the bottom.");
  }
  const target = a.target;
  if (target !== null && (!looked.includes(target) || !mayHold(s, a.seat, target))) {
    return reject("omen-card", "GEN-356", "Take one of the looked-at cards with no faction or your faction, or none (target null).");
  }
  const rest = looked.filter((id) => id !== target);
  const bottom = a.bottom ?? rest;
  if (bottom.length !== rest.length || !rest.every((id) => bottom.includes(id))) {
    return reject("omen-bottom", "GEN-356", "Put the other looked-at cards at the bottom of the destiny, each once.");
  }
  s.destiny = [...s.destiny.filter((id) => !looked.includes(id)), ...bottom];
  if (target !== null) me.ops.push(target);
  return done(target);
}

function executeStep(s: GenesisState, combo: Combo, a: Extract<GenesisAction, { type: "use" }>, ev: GenesisEvent[]): EngineRejection | null {
  const st = combo.steps.find((x) => x.card === a.card);
  if (!st) return reject("nothing-to-execute", "GEN-222", "This card's ability has nothing left to execute in this phase.");
  const seat = a.seat;
  const me = player(s, seat);
  const rival = player(s, rivalOf(seat));
  const done = (target?: string | null) => {
    combo.steps.splice(combo.steps.indexOf(st), 1);
    ev.push({ type: "executed", seat, card: a.card, step: st.kind, target });
    unlockIfDone(combo, a.card);
    return null;
  };
  switch (st.kind) {
    case "draw":
    case "refill": {
      const count = a.count ?? st.left;
      if (count > st.left) return reject("draw-max", "GEN-408", `Draw at most ${st.left} card(s) with this ability.`);
      draw(s, seat, count, ev);
      return done();
    }
    case "negotiate": {
      // "draw cards until both players have the same number of ops cards": the count is checked
      // before each card, so a card of the rival's faction drawn on the way (it goes to the
      // rival's ops, GEN-216) raises the number to reach. `count` stops earlier (GEN-408).
      const gap = rival.ops.length - me.ops.length;
      if (a.count !== undefined && a.count > Math.max(0, gap)) {
        return reject("negotiate-max", "GEN-434", "Negotiation draws only until both players have the same number of ops cards: give a count up to the difference, or none to draw until they are even.");
      }
      draw(s, seat, a.count ?? Number.MAX_SAFE_INTEGER, ev, () => me.ops.length < rival.ops.length);
      return done();
    }
    case "omen":
      return omen(s, st, a, done, ev);
    case "persuade": {
      // A face-down card (GEN-438) is named by its place in the timeline: its id would name it.
      const target = a.position !== undefined ? rival.timeline[a.position] : a.target;
      if (a.position !== undefined && target === undefined) return reject("persuade-card", "GEN-358", `The rival's timeline has ${rival.timeline.length} card(s): give a position below that.`);
      if (target === null || target === undefined) return done(null);
      if (!rival.timeline.includes(target)) return reject("persuade-card", "GEN-358", "Persuasion discards a card from the rival's timeline.");
      discard(s, rivalOf(seat), [target], "timeline", ev);
      return done(target);
    }
    case "experience": {
      if (a.target === null || a.target === undefined) return done(null);
      if (!me.ops.includes(a.target)) return reject("not-in-ops", "GEN-368", "Vengeance moves your ops cards to the experience.");
      take(me.ops, a.target);
      take(me.fresh, a.target);
      take(me.stale, a.target);
      me.experience.push(a.target);
      ev.push({ type: "moved", seat, cards: [a.target], from: "ops", to: "experience" });
      st.left -= 1;
      if (st.left > 0) return null;
      return done(a.target);
    }
    case "maven":
    case "replicate": {
      const name = a.ability;
      if (name === null || name === undefined) return done(null);
      const rule = st.kind === "maven" ? "GEN-432" : "GEN-436";
      if (!ALL_ABILITIES.includes(name) || (NOT_REPEATABLE as readonly string[]).includes(name)) {
        return reject("ability-not-allowed", rule, `Name an ability other than ${NOT_REPEATABLE.join(", ")}.`);
      }
      if (st.kind === "replicate" && !rival.timeline.some((id) => !s.hidden.includes(id) && s.cards[id]?.ability === name)) {
        return reject("ability-not-in-rival-timeline", rule, "Replication executes an ability on a visible card of the rival's timeline.");
      }
      const c = s.cards[a.card];
      combo.steps.splice(combo.steps.indexOf(st), 1);
      ev.push({ type: "executed", seat, card: a.card, step: st.kind, target: name });
      if (c) openAbility(combo, c, name, s.advanced);
      unlockIfDone(combo, a.card);
      return null;
    }
    case "recruit": {
      if (a.target === null || a.target === undefined) return done(null);
      const t = s.cards[a.target];
      if (!t || !s.void.includes(a.target) || t.ability !== st.ability || t.recruitable !== "" || !mayHold(s, seat, a.target)) {
        return reject("recruit-card", "GEN-448", `Recruit a void card with the ${st.ability ?? ""} ability, no recruitable, and no faction or yours.`);
      }
      take(s.void, a.target);
      me.reserve.push(a.target);
      ev.push({ type: "recruited", seat, card: a.target });
      return done(a.target);
    }
  }
}
