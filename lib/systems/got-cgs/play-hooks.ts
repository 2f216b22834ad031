/**
 * GOT CGS's trial-play hooks (lib/systems/engine.ts `EnginePlayHooks`, found through
 * lib/systems/registry-play.ts): the play page's era-deck setup form (CGS-180: the players are
 * bounded by the chosen era decks' affiliations) and `cli replay`'s report (the session's winners,
 * each era's winners and victory points).
 */
import type { EnginePlayHooks, EngineReplayReport, PlaySetupEraDeck } from "../engine";
import { decksFromPack } from "./engine/pack";
import { deckAffiliations, decksPlayerRange } from "./engine/players";
import type { GameState } from "./engine/state";
import type { GotCgsPackDocument } from "./pack-document";

/** The pack document as the setup form reads it: the engine's view plus the turn time limit (CGS-177). */
type SetupDocument = GotCgsPackDocument & { readonly pack: { readonly instructions: { readonly turnTimeLimitMinutes?: number } } };

/** The era decks of a pack as the setup form lists them. */
function setupDecks(document: GotCgsPackDocument): PlaySetupEraDeck[] {
  return decksFromPack(document).map((d) => ({ name: d.name, affiliations: deckAffiliations(d), cards: d.cards.length }));
}

/** The session's outcome: its winners and, per era played, the era's winners, victory points and explanation. */
export function gotCgsReplayReport(anyState: unknown): EngineReplayReport {
  const state = anyState as GameState;
  const name = (i: number) => state.players[i] ?? `Player ${i + 1}`;
  const eras = state.eraResults.map((r, i) => ({
    name: state.eras[i]?.name ?? `Era ${i + 1}`,
    winners: r.winners.map(name),
    victoryPoints: Object.fromEntries(r.players.map((p, j) => [name(j), p.victoryPoints])) as Record<string, number>,
    explanation: r.explanation,
  }));
  const lines: string[] = [];
  for (const era of eras) {
    lines.push("", `${era.name}: ${era.winners.length === 0 ? "no winner" : `won by ${era.winners.join(", ")}`}`);
    for (const [player, points] of Object.entries(era.victoryPoints)) lines.push(`  ${player}: ${points} victory points`);
  }
  return { over: state.phase === "over", winners: (state.sessionWinners ?? []).map(name), json: { eras }, lines };
}

export const GOT_CGS_PLAY: EnginePlayHooks = {
  setup(document) {
    const doc = document as SetupDocument;
    return { form: "eras", decks: setupDecks(doc), fixedPlayers: doc.pack.instructions.players ?? null, turnTimeLimitMinutes: doc.pack.instructions.turnTimeLimitMinutes ?? null };
  },
  playerRange: (decks, fixed) => decksPlayerRange(decks, fixed),
  replayReport: gotCgsReplayReport,
};
