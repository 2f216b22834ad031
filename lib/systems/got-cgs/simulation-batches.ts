/**
 * GOT CGS's simulation in chunks (lib/systems/engine.ts `SimulationBatches`), as the app's queue
 * plays it: a batch is eras [start, end) of one era deck (`DeckSource`, what the run read), the
 * counts are ./engine/stats.ts's, the report ./engine/simulate-report.ts's. Pure.
 */
import type { SimulationBatches } from "../engine";
import type { BotKind } from "./engine/bots/bot";
import { playerNames } from "./engine/pack";
import type { DeckSource } from "./engine/simulate";
import { buildReport } from "./engine/simulate-report";
import { playBatch, type GameBatch } from "./engine/simulate-games";
import { emptyCounts, mergeCounts, type Counts } from "./engine/stats";

/** Actions after which an era is stopped and counted as capped. */
const MAX_ACTIONS = 20_000;

export const GOT_CGS_BATCHES: SimulationBatches<DeckSource, GameBatch, Counts> = {
  batch: (source, run) => ({
    deck: source.deck,
    players: playerNames(run.players),
    ...(source.playerAffiliations ? { playerAffiliations: source.playerAffiliations } : {}),
    ...(source.packPlayers !== undefined ? { packPlayers: source.packPlayers } : {}),
    bot: run.bot as BotKind,
    seed: run.seed,
    maxActions: MAX_ACTIONS,
    start: run.start,
    end: run.end,
  }),
  play: playBatch,
  empty: emptyCounts,
  merge: mergeCounts,
  report: (counts, run) => buildReport(counts, { era: run.deck, players: playerNames(run.players), bot: run.bot as BotKind, seed: run.seed, workers: run.workers, elapsedMs: run.elapsedMs }),
};
