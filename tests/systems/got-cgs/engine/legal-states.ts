/**
 * Seeded game states for comparing and timing `legalActions` (legal-equivalence.test.ts,
 * bench/engine-legal.bench.ts): games of the GOT CGS seed pack seeds/tidebound.pack.json (both
 * eras, or one of them alone; seeds/rulebook-examples.pack.json is GOT CGS's too but not a
 * playable deck: its era has no affiliation) and of generated decks with 2 to 4 players, played by a mix of random bots and uniform picks
 * among the legal actions. Uniform picks are mostly trade offers (they are most of the list), so
 * the walk passes through open offers, accepted trades and refused ones; the bots play the cards.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parsePackJson } from "@/lib/packs/schema";
import type { Action } from "@/lib/systems/got-cgs/engine/actions";
import { randomBot } from "@/lib/systems/got-cgs/engine/bots/random";
import { generateDeck } from "@/lib/systems/got-cgs/engine/generate-deck";
import { sessionFromPack } from "@/lib/systems/got-cgs/engine/pack";
import { apply, toAct } from "@/lib/systems/got-cgs/engine/reducer";
import { RngCursor, seedRng } from "@/lib/systems/got-cgs/engine/rng";
import { newSession, type SessionOptions } from "@/lib/systems/got-cgs/engine/setup";
import type { GameState } from "@/lib/systems/got-cgs/engine/state";
import type { GotCgsPackDocument } from "@/lib/systems/got-cgs/pack-document";
import { referenceLegalActions } from "./legal-reference";

/** A state with where it came from (for a failure's message). */
export interface SampledState {
  readonly label: string;
  readonly state: GameState;
}

/** The playable GOT CGS seed pack (the other seed packs are other systems', or unplayable). */
export const SEED_PACK = "tidebound.pack.json";

function seedPack(file: string): GotCgsPackDocument {
  const parsed = parsePackJson(readFileSync(join(process.cwd(), "seeds", file), "utf8"));
  if (!parsed.ok) throw new Error(`seeds/${file}: ${JSON.stringify(parsed.issues)}`);
  return parsed.value as GotCgsPackDocument;
}

/** Session options of game `g` of the seed pack: 2 players (it fixes 2); every era, or one era alone. */
function packSession(pack: GotCgsPackDocument, g: number): SessionOptions {
  const era = g % 3 === 0 ? undefined : pack.eras[g % pack.eras.length]?.name;
  return sessionFromPack(pack, { players: 2, seed: `legal-${g}`, ...(era === undefined ? {} : { era }) });
}

/** Session options of game `g` on generated decks: 2 to 4 players (more rivals, other orders). */
function generatedSession(g: number): SessionOptions {
  const players = ["Ann", "Ben", "Cat", "Dan"].slice(0, 2 + (g % 3));
  const affiliations = ["Spacelings", "USSA", "Robots", "Tides", "Crows"].slice(0, players.length + 1);
  return { players, eras: [generateDeck(g, "First", { doomsdayAndEpic: g % 2 === 0, affiliations })], seed: g, firstPlayer: g % players.length };
}

/**
 * Plays one game from `options` and returns its states before each of its first `steps` actions
 * (fewer when it ends). `uniform` is the chance of a uniform pick among the legal actions (the
 * reference's list, so the walk does not depend on the code under test).
 */
export function playStates(label: string, options: SessionOptions, steps: number, uniform = 0.3): SampledState[] {
  const rng = new RngCursor(seedRng(`${label}/walk`));
  const bots = options.players.map((_, p) => randomBot(`${label}/${p}`, { tradeRate: 0.1, weights: { requestEra: 0.03, requestAdventure: 0.1 } }));
  let state = newSession(options);
  const out: SampledState[] = [];
  for (let step = 0; step < steps; step++) {
    const actor = toAct(state);
    if (actor === null) break;
    out.push({ label: `${label} step ${step}`, state });
    const action: Action | undefined = rng.float() < uniform ? rng.pick(referenceLegalActions(state, actor)) : bots[actor]?.choose(state, actor);
    if (action === undefined) throw new Error(`${label} step ${step}: no action for player ${actor}`);
    const r = apply(state, action);
    if (!r.ok) throw new Error(`${label} step ${step}: ${JSON.stringify(action)} rejected: ${r.rejection.message}`);
    state = r.state;
  }
  return out;
}

/**
 * `games` games of the seed pack and `games` on generated decks, `steps` states at most each;
 * games `first` to `first + games - 1` of each (another `first`, other games).
 */
export function sampledStates(games: number, steps: number, first = 0): SampledState[] {
  const out: SampledState[] = [];
  const pack = seedPack(SEED_PACK);
  for (let g = first; g < first + games; g++) out.push(...playStates(`${SEED_PACK} game ${g}`, packSession(pack, g), steps));
  for (let g = first; g < first + games; g++) out.push(...playStates(`generated game ${g}`, generatedSession(g), steps));
  return out;
}
