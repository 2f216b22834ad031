/**
 * The free table's reducer: an action checked against the state and applied, as a value (never
 * an exception, STYLE.md). A refusal says what is wrong in the designer's words: the card is not
 * where the action says, the zone does not exist, the count is more than the zone holds.
 */
import type { EngineApplyResult, EngineRejection } from "../systems/engine";
import { ACTION_LIMITS, FREE_TABLE_ACTION_KEYS, type CounterTarget, type FreeTableAction, type FreeTableEvent } from "./actions";
import { Random } from "./random";
import { cardCounter, isPublic, locate, settled, zoneDef, zoneIndex, zoneLabel, type FreeTableState, type TableCard, type ZoneRef, type ZoneState } from "./state";

export type FreeTableResult = EngineApplyResult<FreeTableState, FreeTableEvent>;

function refuse(type: string, code: string, message: string): { ok: false; rejection: EngineRejection } {
  return { ok: false, rejection: { code, rule: `free-table.${type}`, section: `The free table: ${type}`, message } };
}

type Ok = { ok: true; state: FreeTableState; events: FreeTableEvent[] };
type Refused = { ok: false; rejection: EngineRejection };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/** A zone reference read from the action: its index in the state, or the refusal naming what is wrong. */
function readZone(state: FreeTableState, type: string, value: unknown, what: string): number | Refused {
  if (!isObject(value) || typeof value.zone !== "string" || !(value.seat === null || isInt(value.seat))) {
    return refuse(type, "bad-zone", `${what} is a zone as { "zone": key, "seat": seat number or null for a shared zone }.`);
  }
  const def = zoneDef(state, value.zone);
  if (def === undefined) return refuse(type, "unknown-zone", `There is no zone "${value.zone}" on this table; the zones are ${state.table.zones.map((z) => `"${z.key}"`).join(", ")}.`);
  if (def.owner === "shared" && value.seat !== null) return refuse(type, "unknown-zone", `The zone "${value.zone}" is shared: name it with "seat": null.`);
  if (def.owner === "seat" && (value.seat === null || value.seat < 0 || value.seat >= state.names.length)) {
    return refuse(type, "unknown-zone", `The zone "${value.zone}" is one per seat: name its seat, 0 to ${state.names.length - 1}.`);
  }
  return zoneIndex(state, { zone: value.zone, seat: value.seat as number | null });
}

/** The card's place, checked against `from` when the action gives one. */
function readCard(state: FreeTableState, type: string, card: unknown, from: unknown): { zone: number; index: number } | Refused {
  if (typeof card !== "string" || card === "") return refuse(type, "bad-card", `"card" is the id of a card on the table ("c12").`);
  const at = locate(state, card);
  if (at === null) return refuse(type, "unknown-card", `There is no card "${card}" on the table.`);
  if (from !== undefined) {
    const z = readZone(state, type, from, `"from"`);
    if (typeof z !== "number") return z;
    if (z !== at.zone) {
      return refuse(type, "card-not-there", `The card ${card} is not in ${zoneLabel(state, state.zones[z] as ZoneState)}: it is in ${zoneLabel(state, state.zones[at.zone] as ZoneState)}.`);
    }
  }
  return at;
}

function eventCard(state: FreeTableState, zone: ZoneRef, card: TableCard, after?: { zone: ZoneRef; card: TableCard }): Pick<TableCard, "id" | "identifier"> {
  const shown = isPublic(state, zone, card) || (after !== undefined && isPublic(state, after.zone, after.card));
  return shown && card.identifier !== undefined ? { id: card.id, identifier: card.identifier } : { id: card.id };
}

function withZones(state: FreeTableState, changes: ReadonlyMap<number, readonly TableCard[]>, extra: Partial<FreeTableState> = {}): FreeTableState {
  const zones = state.zones.map((z, i) => {
    const cards = changes.get(i);
    return cards === undefined ? z : { ...z, cards };
  });
  return { ...state, ...extra, zones };
}

function ref(z: ZoneState): ZoneRef {
  return { zone: z.zone, seat: z.seat };
}

/** Where a card goes by default: the top of a stack, the end of a row or grid. */
function defaultIndex(state: FreeTableState, zone: ZoneState, length: number): number {
  return zoneDef(state, zone.zone)?.layout === "stack" ? 0 : length;
}

/** A card entering a zone: face as asked, else the zone's default; no longer revealed nor looked at. */
function entering(state: FreeTableState, zone: ZoneState, card: TableCard, faceDown: boolean | undefined): TableCard {
  return { ...settled(card), faceDown: faceDown ?? zoneDef(state, zone.zone)?.faceDown ?? false };
}

function move(state: FreeTableState, a: Record<string, unknown>): Ok | Refused {
  const at = readCard(state, "move", a.card, a.from);
  if ("ok" in at) return at;
  const to = readZone(state, "move", a.to, `"to"`);
  if (typeof to !== "number") return to;
  if (a.faceDown !== undefined && typeof a.faceDown !== "boolean") return refuse("move", "bad-action", `"faceDown" is true or false.`);
  const fromZone = state.zones[at.zone] as ZoneState;
  const toZone = state.zones[to] as ZoneState;
  const card = fromZone.cards[at.index] as TableCard;
  const rest = fromZone.cards.filter((_, i) => i !== at.index);
  const target = to === at.zone ? rest : toZone.cards;
  const index = a.index === undefined ? defaultIndex(state, toZone, target.length) : a.index;
  if (!isInt(index) || index < 0 || index > target.length) {
    return refuse("move", "bad-index", `${zoneLabel(state, toZone)} holds ${target.length} card${target.length === 1 ? "" : "s"} besides this one: "index" is 0 (the top) to ${target.length}.`);
  }
  const placed = to === at.zone ? { ...card, ...(a.faceDown === undefined ? {} : { faceDown: a.faceDown }) } : entering(state, toZone, card, a.faceDown as boolean | undefined);
  const cards = [...target.slice(0, index), placed, ...target.slice(index)];
  const changes = new Map<number, readonly TableCard[]>(to === at.zone ? [[to, cards]] : [[at.zone, rest], [to, cards]]);
  const next = withZones(state, changes);
  const seat = a.seat as number;
  return { ok: true, state: next, events: [{ type: "moved", seat, card: eventCard(state, ref(fromZone), card, { zone: ref(toZone), card: placed }), from: ref(fromZone), to: ref(toZone), index, faceDown: placed.faceDown }] };
}

function draw(state: FreeTableState, a: Record<string, unknown>): Ok | Refused {
  const from = readZone(state, "draw", a.from, `"from"`);
  if (typeof from !== "number") return from;
  const to = readZone(state, "draw", a.to, `"to"`);
  if (typeof to !== "number") return to;
  if (from === to) return refuse("draw", "same-zone", `Draw from one zone to another: "from" and "to" are both ${zoneLabel(state, state.zones[from] as ZoneState)}.`);
  if (a.faceDown !== undefined && typeof a.faceDown !== "boolean") return refuse("draw", "bad-action", `"faceDown" is true or false.`);
  const fromZone = state.zones[from] as ZoneState;
  const toZone = state.zones[to] as ZoneState;
  const held = fromZone.cards.length;
  if (!isInt(a.count) || a.count < 1 || a.count > held) {
    return refuse("draw", "bad-count", held === 0 ? `${zoneLabel(state, fromZone)} is empty: there is nothing to draw.` : `${zoneLabel(state, fromZone)} holds ${held} card${held === 1 ? "" : "s"}: "count" is 1 to ${held}.`);
  }
  const drawn = fromZone.cards.slice(0, a.count);
  const entered = drawn.map((c) => entering(state, toZone, c, a.faceDown as boolean | undefined));
  const index = defaultIndex(state, toZone, toZone.cards.length);
  const cards = [...toZone.cards.slice(0, index), ...entered, ...toZone.cards.slice(index)];
  const next = withZones(state, new Map([[from, fromZone.cards.slice(a.count)], [to, cards]]));
  const events: FreeTableEvent[] = [{ type: "drew", seat: a.seat as number, cards: drawn.map((c, i) => eventCard(state, ref(fromZone), c, { zone: ref(toZone), card: entered[i] as TableCard })), from: ref(fromZone), to: ref(toZone) }];
  return { ok: true, state: next, events };
}

function random(state: FreeTableState, type: string): Random | Refused {
  if (state.random === null) return refuse(type, "view-state", "This is a seat's view of the table: it is for drawing, the server plays the game.");
  return new Random(state.random);
}

function shuffle(state: FreeTableState, a: Record<string, unknown>): Ok | Refused {
  const z = readZone(state, "shuffle", a.zone, `"zone"`);
  if (typeof z !== "number") return z;
  const rng = random(state, "shuffle");
  if (!(rng instanceof Random)) return rng;
  const zone = state.zones[z] as ZoneState;
  const cards = rng.shuffled(zone.cards).map(settled);
  return { ok: true, state: withZones(state, new Map([[z, cards]]), { random: rng.state() }), events: [{ type: "shuffled", seat: a.seat as number, zone: ref(zone) }] };
}

function toggle(state: FreeTableState, a: Record<string, unknown>, type: "flip" | "turn"): Ok | Refused {
  const at = readCard(state, type, a.card, a.from);
  if ("ok" in at) return at;
  const zone = state.zones[at.zone] as ZoneState;
  const card = zone.cards[at.index] as TableCard;
  const changed: TableCard = type === "flip" ? { ...card, faceDown: !card.faceDown } : { ...card, turned: !card.turned };
  const cards = zone.cards.map((c, i) => (i === at.index ? changed : c));
  const next = withZones(state, new Map([[at.zone, cards]]));
  const shown = eventCard(state, ref(zone), card, { zone: ref(zone), card: changed });
  const seat = a.seat as number;
  const event: FreeTableEvent = type === "flip" ? { type: "flipped", seat, card: shown, faceDown: changed.faceDown } : { type: "turned", seat, card: shown, turned: changed.turned };
  return { ok: true, state: next, events: [event] };
}

function counter(state: FreeTableState, a: Record<string, unknown>): Ok | Refused {
  const defs = state.table.counters ?? [];
  const def = typeof a.key === "string" ? defs.find((c) => c.key === a.key) : undefined;
  const listed = defs.map((c) => `"${c.key}" (on ${c.on === "seat" ? "seats" : "cards"})`).join(", ") || "none";
  if (def === undefined) return refuse("counter", "unknown-counter", `There is no counter ${JSON.stringify(a.key)} on this table; its counters are ${listed}.`);
  if (!isInt(a.delta) || a.delta === 0 || Math.abs(a.delta) > ACTION_LIMITS.delta) return refuse("counter", "bad-delta", `"delta" is a whole number from -${ACTION_LIMITS.delta} to ${ACTION_LIMITS.delta}, not 0.`);
  const t = a.target;
  const seat = a.seat as number;
  if (isObject(t) && "seat" in t && !("card" in t)) {
    if (def.on !== "seat") return refuse("counter", "unknown-counter", `"${def.key}" is a counter on cards: target { "card": id }.`);
    if (!isInt(t.seat) || t.seat < 0 || t.seat >= state.names.length) return refuse("counter", "bad-seat", `"target.seat" is a seat, 0 to ${state.names.length - 1}.`);
    const value = (state.counters[t.seat]?.[def.key] ?? def.start ?? 0) + a.delta;
    const counters = state.counters.map((c, i) => (i === t.seat ? { ...c, [def.key]: value } : c));
    const target: CounterTarget = { seat: t.seat };
    return { ok: true, state: { ...state, counters }, events: [{ type: "counted", seat, target, key: def.key, delta: a.delta, value }] };
  }
  if (isObject(t) && "card" in t && !("seat" in t)) {
    if (def.on !== "card") return refuse("counter", "unknown-counter", `"${def.key}" is a counter on seats: target { "seat": n }.`);
    const at = readCard(state, "counter", t.card, undefined);
    if ("ok" in at) return at;
    const zone = state.zones[at.zone] as ZoneState;
    const card = zone.cards[at.index] as TableCard;
    const value = cardCounter(state, card, def.key) + a.delta;
    const changed: TableCard = { ...card, counters: { ...card.counters, [def.key]: value } };
    const next = withZones(state, new Map([[at.zone, zone.cards.map((c, i) => (i === at.index ? changed : c))]]));
    return { ok: true, state: next, events: [{ type: "counted", seat, target: { card: card.id }, key: def.key, delta: a.delta, value }] };
  }
  return refuse("counter", "bad-target", `"target" is { "card": id } or { "seat": n }.`);
}

function roll(state: FreeTableState, a: Record<string, unknown>): Ok | Refused {
  const dice = state.table.dice ?? [];
  const sides = a.sides;
  if (!isInt(sides) || (dice.length > 0 ? !dice.includes(sides) : sides < 2 || sides > ACTION_LIMITS.sides)) {
    return refuse("roll", "bad-die", dice.length > 0 ? `This table's dice have ${dice.join(" or ")} sides; "sides" is one of them.` : `"sides" is a whole number from 2 to ${ACTION_LIMITS.sides}.`);
  }
  if (!isInt(a.count) || a.count < 1 || a.count > ACTION_LIMITS.dice) return refuse("roll", "bad-count", `"count" is how many dice to roll: 1 to ${ACTION_LIMITS.dice}.`);
  const rng = random(state, "roll");
  if (!(rng instanceof Random)) return rng;
  const results = Array.from({ length: a.count }, () => rng.below(sides) + 1);
  return { ok: true, state: { ...state, random: rng.state() }, events: [{ type: "rolled", seat: a.seat as number, sides, results }] };
}

function reveal(state: FreeTableState, a: Record<string, unknown>): Ok | Refused {
  const z = readZone(state, "reveal", a.zone, `"zone"`);
  if (typeof z !== "number") return z;
  const zone = state.zones[z] as ZoneState;
  const held = zone.cards.length;
  if (!isInt(a.count) || a.count < 1 || a.count > held) {
    return refuse("reveal", "bad-count", held === 0 ? `${zoneLabel(state, zone)} is empty: there is nothing to reveal.` : `${zoneLabel(state, zone)} holds ${held} card${held === 1 ? "" : "s"}: "count" is 1 to ${held}.`);
  }
  const count = a.count;
  const cards = zone.cards.map((c, i): TableCard => (i < count ? { ...c, revealed: true } : c));
  const shown: Pick<TableCard, "id" | "identifier">[] = cards.slice(0, count).map((c) => (c.identifier === undefined ? { id: c.id } : { id: c.id, identifier: c.identifier }));
  return { ok: true, state: withZones(state, new Map([[z, cards]])), events: [{ type: "revealed", seat: a.seat as number, zone: ref(zone), cards: shown }] };
}

/** The seat alone sees the top `count` cards of the zone; the event says how many, never which. */
function look(state: FreeTableState, a: Record<string, unknown>): Ok | Refused {
  const z = readZone(state, "look", a.zone, `"zone"`);
  if (typeof z !== "number") return z;
  const zone = state.zones[z] as ZoneState;
  const held = zone.cards.length;
  if (!isInt(a.count) || a.count < 1 || a.count > held) {
    return refuse("look", "bad-count", held === 0 ? `${zoneLabel(state, zone)} is empty: there is nothing to look at.` : `${zoneLabel(state, zone)} holds ${held} card${held === 1 ? "" : "s"}: "count" is 1 to ${held}.`);
  }
  const count = a.count;
  const seat = a.seat as number;
  const cards = zone.cards.map((c, i): TableCard => (i < count && c.lookedBy?.includes(seat) !== true ? { ...c, lookedBy: [...(c.lookedBy ?? []), seat] } : c));
  return { ok: true, state: withZones(state, new Map([[z, cards]])), events: [{ type: "looked", seat, zone: ref(zone), count }] };
}

function ownTurn(state: FreeTableState, type: string, seat: number): Refused | null {
  if (seat === state.turn) return null;
  return refuse(type, "not-your-turn", `It is ${state.names[state.turn] ?? `seat ${state.turn}`}'s turn: only they ${type === "phase" ? "move to the next phase" : "end the turn"}.`);
}

function phase(state: FreeTableState, a: Record<string, unknown>): Ok | Refused {
  const phases = state.table.phases ?? [];
  if (state.phase === null || phases.length === 0) return refuse("phase", "no-phases", "This table's turns have no phases: end the turn instead.");
  const wrong = ownTurn(state, "phase", a.seat as number);
  if (wrong !== null) return wrong;
  const next = (state.phase + 1) % phases.length;
  return { ok: true, state: { ...state, phase: next }, events: [{ type: "phase", seat: a.seat as number, phase: phases[next] as string }] };
}

function endTurn(state: FreeTableState, a: Record<string, unknown>): Ok | Refused {
  const seat = a.seat as number;
  const wrong = ownTurn(state, "endTurn", seat);
  if (wrong !== null) return wrong;
  const next = (state.turn + 1) % state.names.length;
  const round = next === 0 ? state.round + 1 : state.round;
  // A reveal and a look last until the turn ends.
  const changes = new Map<number, readonly TableCard[]>();
  state.zones.forEach((z, i) => {
    if (z.cards.some((c) => c.revealed === true || c.lookedBy !== undefined)) changes.set(i, z.cards.map(settled));
  });
  const after = withZones(state, changes, { turn: next, round, phase: state.phase === null ? null : 0 });
  return { ok: true, state: after, events: [{ type: "turnEnded", seat, next, round }] };
}

const HANDLERS: Readonly<Record<FreeTableAction["type"], (state: FreeTableState, a: Record<string, unknown>) => Ok | Refused>> = {
  move,
  draw,
  shuffle,
  flip: (s, a) => toggle(s, a, "flip"),
  turn: (s, a) => toggle(s, a, "turn"),
  counter,
  roll,
  reveal,
  look,
  phase,
  endTurn,
};

/** `action` checked and applied to `state`; never throws, whatever `action` is. */
export function applyFree(state: FreeTableState, action: unknown): FreeTableResult {
  if (!isObject(action) || typeof action.type !== "string" || !Object.hasOwn(HANDLERS, action.type)) {
    return refuse(isObject(action) && typeof action.type === "string" ? action.type : "action", "unknown-action", `A free-table action's "type" is one of ${Object.keys(FREE_TABLE_ACTION_KEYS).map((k) => `"${k}"`).join(", ")}.`);
  }
  const type = action.type as FreeTableAction["type"];
  const extra = Object.keys(action).filter((k) => !Object.hasOwn(FREE_TABLE_ACTION_KEYS[type], k));
  if (extra.length > 0) return refuse(type, "bad-action", `A "${type}" action has no key ${extra.map((k) => `"${k}"`).join(", ")}.`);
  if (!isInt(action.seat) || action.seat < 0 || action.seat >= state.names.length) return refuse(type, "bad-seat", `"seat" is the seat taking the action, 0 to ${state.names.length - 1}.`);
  return HANDLERS[type](state, action);
}

/** The refusal of `action`, or null when it may be applied. */
export function checkFree(state: FreeTableState, action: unknown): EngineRejection | null {
  const result = applyFree(state, action);
  return result.ok ? null : result.rejection;
}
