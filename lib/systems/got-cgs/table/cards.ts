/**
 * GOT CGS cards and zones as the table's neutral cards: the identifier as title, the type and
 * roleplay as subtitle, one line per attribute, red for adventure cards and blue for support
 * cards (CGS-166).
 */
import type { AttrValue, CardModel, Condition } from "../attributes/model";
import type { CardDef } from "../engine/cards";
import type { GameState, ZoneRef } from "../engine/state";
import { RULE_SENTENCES } from "@/lib/table/rule-sentences";
import type { CardView } from "../../table-view";

/** The attributes already said in the subtitle. */
const IN_SUBTITLE = new Set(["Type", "Roleplay", "Affiliation"]);

function value(v: AttrValue): string {
  return typeof v === "string" && /\s/.test(v) ? `"${v}"` : String(v);
}

function condition(c: Condition): string {
  return `${c.category === null ? "" : `${c.category}.`}${c.name} ${c.op} ${c.values.map(value).join(" / ")}`;
}

/** The card's attributes, one per line, in the order of the model (globals, categories, conditions). */
export function cardLines(model: CardModel): string[] {
  const lines: string[] = [];
  for (const [name, v] of Object.entries(model.globals)) if (!IN_SUBTITLE.has(name)) lines.push(`${name} ${value(v)}`);
  for (const [category, entries] of Object.entries(model.categories)) {
    const parts = Object.entries(entries).map(([n, v]) => `${n} ${value(v)}`);
    lines.push(`${category}: ${parts.join(", ")}`);
  }
  for (const [category, conditions] of Object.entries(model.conditions)) {
    lines.push(`${category}: ${conditions.map(condition).join(", ")}`);
  }
  return lines;
}

function badges(def: CardDef, state: GameState, id: number): string[] {
  const out: string[] = [];
  if (def.hasPower) out.push("Power");
  if (def.protected) out.push("Protected");
  if (def.mustPlay) out.push("MustPlay");
  if (state.adventure?.blocked.includes(id) === true) out.push("Blocked this adventure");
  return out;
}

/** The neutral card of instance `id`. */
export function cardView(state: GameState, id: number): CardView {
  const def = (state.cards[id] as GameState["cards"][number]).def;
  const sub = [def.type ?? "No Type", def.roleplay, def.affiliation].filter((s) => s !== null && s !== "").join(" · ");
  return {
    id: String(id),
    ref: def.identifier,
    title: def.identifier,
    subtitle: sub,
    lines: cardLines(def.model),
    tone: def.isAdventure ? "red" : def.isSupport ? "blue" : "neutral",
    badges: badges(def, state, id),
  };
}

/** The identifier of instance `id` ("card #id" for an unknown id). */
export function cardName(state: GameState, id: number): string {
  return state.cards[id]?.def.identifier ?? `card #${id}`;
}

const ZONE_WORDS: Readonly<Record<string, string>> = {
  ops: "ops",
  playground: "playground",
  buildsite: "buildsite",
  wreckage: "wreckage",
  commonBuildsite: "common buildsite",
  void: "void",
};

/** "Player 1's ops", "the common buildsite". */
export function zoneWords(state: GameState, ref: ZoneRef): string {
  const zone = ZONE_WORDS[ref.zone] ?? ref.zone;
  return ref.player === null ? `the ${zone}` : `${state.players[ref.player] ?? `player ${ref.player + 1}`}'s ${zone}`;
}

/** The sentence of a rule ID, or "" when the index does not have it. */
export function ruleText(rule: string): string {
  return RULE_SENTENCES[rule] ?? "";
}
