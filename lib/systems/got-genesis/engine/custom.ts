/**
 * Abilities a pack defines itself, played as data (GEN-419 "Creating custom abilities", GEN-210:
 * they need the players' approval, which the pack's list is). An entry of `pack.customAbilities`
 * may follow its name with a colon and an effect written in the shapes the rulebook's abilities use
 * (GEN-342 .. GEN-372), clauses joined by commas, "then" marking what waits for the clauses before
 * it (GEN-348: "may draw 1 card and then may engage 1 card"):
 *
 * - `draw N` (navigation's "may draw 2 cards"), `refill` (logistics), `omen`, `persuade`
 *   (persuasion's discard from the rival's timeline), `engage N` (leadership's "may engage 2
 *   cards"), `as <ability>` (the rules of one of the rulebook's abilities, as maven names one).
 *
 * "Foresight: draw 1, then engage 2" is engineering with 2 engagements. An entry without a colon
 * has rules in words only: its cards play for their sway. An entry the engine cannot read is
 * refused at the deal with what to write instead.
 */
import { EngineSetupError } from "../../engine";
import { CORE_ABILITIES, CUSTOM_ABILITIES, NOT_REPEATABLE, type CustomEffect } from "./types";

export type { CustomEffect } from "./types";

const SHAPES = "draw N, engage N, refill, omen, persuade or as <ability>, joined by commas (\"then\" before what waits)";
const NAMEABLE: readonly string[] = [...CORE_ABILITIES, ...CUSTOM_ABILITIES].filter((a) => !(NOT_REPEATABLE as readonly string[]).includes(a));

function clause(text: string, entry: string): CustomEffect {
  const then = /^then\s+/i.test(text);
  const c = text.replace(/^then\s+/i, "").trim().toLowerCase();
  const count = /^(draw|engage)\s+([1-7])(\s+cards?)?$/.exec(c);
  if (count) return { kind: count[1] === "draw" ? "draw" : "engage", n: Number(count[2]), then };
  if (c === "refill" || c === "omen" || c === "persuade") return { kind: c, then };
  const as = /^as\s+(\w+)$/.exec(c);
  const named = as ? NAMEABLE.find((a) => a.toLowerCase() === as[1]) : undefined;
  if (named !== undefined) return { kind: "as", ability: named, then };
  throw new EngineSetupError(`The pack's ability "${entry}" cannot be played: "${text}" is not an effect the engine knows. Write ${SHAPES}, e.g. "Foresight: draw 1, then engage 2" (as names one of ${NAMEABLE.join(", ")}).`, "decks");
}

/** The playable definitions of a pack's ability list, by name (entries without a colon have none). */
export function customEffects(list: readonly string[] | undefined): Record<string, readonly CustomEffect[]> {
  const out: Record<string, readonly CustomEffect[]> = {};
  for (const entry of list ?? []) {
    const colon = entry.indexOf(":");
    if (colon < 0) continue;
    const name = entry.slice(0, colon).trim();
    const body = entry.slice(colon + 1).trim();
    if (name === "" || body === "") continue;
    out[name] = body.split(",").map((part) => clause(part.trim(), entry));
  }
  return out;
}
