/**
 * The end of a Genesis game in words: the winner, why, and the ending story told by the lore of
 * the ruin (else triumph) card the winner engaged last (GEN-332).
 */
import type { EngineOutcome } from "../../engine";
import type { GenesisState } from "./types";

export function outcome(state: GenesisState): EngineOutcome {
  if (state.phase !== "over" || state.winner === null) return { winners: [], summary: ["The game is not over."] };
  const w = state.winner;
  const p = state.players[w === 0 ? 0 : 1];
  const storyCard = state.lastRuin[w === 0 ? 0 : 1] ?? state.lastTriumph[w === 0 ? 0 : 1];
  const story = storyCard ? state.cards[storyCard] : undefined;
  const summary = [`${p.name} (${p.faction}) wins: ${state.endReason}`, `${state.turns} turns`];
  if (story) summary.push(`Ending story, ${story.name}: ${story.lore || "(no lore)"}`);
  return { winners: [w], summary };
}
