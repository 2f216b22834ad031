/**
 * Shared by the invariant tests (fast and slow tiers): plays seeded random games and checks, at
 * every step, the state invariants and the agreement of `legalActions` with `apply`.
 */
import type { Action } from "@/lib/systems/got-cgs/engine/actions";
import { randomBot } from "@/lib/systems/got-cgs/engine/bots/random";
import { generateDeck } from "@/lib/systems/got-cgs/engine/generate-deck";
import { invariantViolations } from "@/lib/systems/got-cgs/engine/invariants";
import { legalActions } from "@/lib/systems/got-cgs/engine/legal";
import { apply, toAct } from "@/lib/systems/got-cgs/engine/reducer";
import { RngCursor, seedRng } from "@/lib/systems/got-cgs/engine/rng";
import { newSession } from "@/lib/systems/got-cgs/engine/setup";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";

/**
 * The identity of an action for comparing lists. `legalActions` and `junkAction` build their
 * objects with the keys in the same order (type, player, then the fields), so plain JSON works.
 */
export function canon(a: unknown): string {
  return JSON.stringify(a);
}

const TYPES: Action["type"][] = [
  "chooseAffiliation", "playAdventure", "playSupport", "resolvePower", "recover", "reuse", "seize",
  "becomeImmune", "requestEndAdventure", "requestEndEra", "answerRequest", "pass", "offerTrade", "answerTrade",
];

/** A random, usually illegal, action built from cards that are around (ops, playgrounds, wreckages). */
export function junkAction(rng: RngCursor, state: GameState, pool: readonly number[]): Action {
  const player = rng.below(state.players.length);
  const card = (): number => rng.pick(pool) ?? 0;
  const cards = (): number[] => Array.from({ length: 1 + rng.below(3) }, card);
  const type = rng.pick(TYPES) ?? "pass";
  switch (type) {
    case "chooseAffiliation": return { type, player, affiliation: rng.pick([null, ...(state.eras[state.era]?.affiliations ?? []), "Nobody"]) ?? null };
    case "playAdventure": return rng.float() < 0.7 ? { type, player, card: card() } : { type, player, card: card(), supports: cards() };
    case "playSupport": return { type, player, card: card() };
    case "resolvePower": return { type, player, targets: cards() };
    case "recover": return { type, player, source: card(), card: card() };
    case "reuse": case "seize": return { type, player, source: card(), cards: cards() };
    case "becomeImmune": return { type, player, source: card(), target: card() };
    case "answerRequest": return { type, player, agree: rng.float() < 0.5 };
    case "answerTrade": return { type, player, accept: rng.float() < 0.5 };
    case "offerTrade": return { type, player, give: card(), take: card() };
    default: return { type, player } as Action;
  }
}

/**
 * Actions that `legalActions` lists exhaustively: all but trade offers (checked separately) and
 * the subset choices it lists by representatives (README "legalActions and subsets").
 */
function singleChoice(a: Action): boolean {
  switch (a.type) {
    case "offerTrade":
      return false;
    case "playAdventure":
      return a.supports === undefined;
    case "resolvePower":
    case "reuse":
    case "seize":
      return (a.type === "resolvePower" ? a.targets : a.cards).length === 1;
    default:
      return true;
  }
}

export interface FuzzStats {
  games: number;
  actions: number;
  listedChecked: number;
  junkRejected: number;
  /** Random actions that were legal (and therefore had to be listed). */
  junkAccepted: number;
  eras: number;
}

/**
 * Plays game `g` and throws (with the seed) at the first broken invariant. `checkEvery`: how
 * often (in actions) to cross-check legalActions against apply.
 */
export function fuzzGame(g: number, stats: FuzzStats, checkEvery = 4): void {
  const rng = new RngCursor(seedRng(`fuzz${g}`));
  const players = ["Ann", "Ben", "Cat", "Dan"].slice(0, 2 + (g % 3));
  const two = g % 3 === 0;
  // CGS-180: every era deck has at least one affiliation per player (sometimes one more).
  const affiliations = ["Spacelings", "USSA", "Robots", "Tides", "Crows"].slice(0, Math.max(2, players.length + (g % 2)));
  const eras = [generateDeck(g % 7, "First", { doomsdayAndEpic: g % 4 === 0, affiliations }), ...(two ? [generateDeck(g % 5 + 100, "Second", { affiliations })] : [])];
  let state = newSession({ players, eras, seed: g, firstPlayer: g % players.length, ...(g % 5 === 0 ? { skipped: [generateDeck(9, "Old")] } : {}) });
  const weights = g % 2 === 0 ? { requestEra: 0.03, requestAdventure: 0.1 } : {};
  const bots = players.map((_, p) => randomBot(`fuzz${g}.${p}`, { weights, tradeRate: 0.05 }));
  const fail = (what: string): never => {
    throw new Error(`game ${g} (seed ${g}), action ${stats.actions}: ${what}`);
  };
  for (let step = 0; step < 20_000; step++) {
    const broken = invariantViolations(state);
    if (broken.length > 0) fail(broken.join("; "));
    const actor = toAct(state);
    if (actor === null) {
      stats.games++;
      stats.eras += state.eraResults.length;
      return;
    }
    if (step % checkEvery === 0) {
      const listed = new Set<string>();
      for (let p = 0; p < players.length; p++) {
        const list = legalActions(state, p, { trades: step % (checkEvery * 4) === 0 });
        for (const a of list) {
          if (a.type !== "offerTrade") listed.add(canon(a));
          // Trade offers are many and alike: apply a sample of them, every other action always.
          if (a.type === "offerTrade" && rng.float() > 0.05) continue;
          const r = apply(state, a);
          if (!r.ok) fail(`listed action ${canon(a)} is rejected: ${r.rejection.message}`);
          stats.listedChecked++;
        }
        if (p !== actor && list.some((a) => a.type !== "offerTrade")) fail(`player ${p} has turn actions while ${actor} is to act`);
      }
      const pool = [...state.zones.players.flatMap((z) => [...z.ops, ...z.playground, ...z.wreckage]), 0];
      for (let k = 0; k < 12; k++) {
        const junk = junkAction(rng, state, pool);
        const r = apply(state, junk);
        if (!r.ok) {
          stats.junkRejected++;
          if (junk.type !== "offerTrade" && listed.has(canon(junk))) fail(`rejected action ${canon(junk)} is listed`);
        } else if (singleChoice(junk)) {
          // Completeness: an accepted action with no subset choice must have been listed.
          stats.junkAccepted++;
          if (!listed.has(canon(junk))) fail(`accepted action ${canon(junk)} is not listed`);
        }
      }
    }
    const action = (bots[actor] as ReturnType<typeof randomBot>).choose(state, actor);
    const r = apply(state, action);
    if (!r.ok) fail(`bot action ${canon(action)} rejected: ${r.rejection.message}`);
    else state = r.state;
    stats.actions++;
  }
  fail("the game did not end within 20,000 actions");
}
