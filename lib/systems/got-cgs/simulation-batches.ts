/**
 * GOT CGS's simulation in chunks (lib/systems/engine.ts `SimulationBatches`), as the app's queue
 * plays it: a batch is eras [start, end) of one era deck (`DeckSource`, what the run read), the
 * counts are ./engine/stats.ts's, the report ./engine/simulate-report.ts's. Pure.
 */
import { SimulationRequestError, type SimulationBatches, type SimulationSetupOffer } from "../engine";
import type { GotCgsPackDocument as PackDocument } from "./pack-document";
import { BOT_KINDS, type BotKind } from "./engine/bots/bot";
import { decksFromPack, playerNames } from "./engine/pack";
import { deckAffiliations, decksPlayerRange, playerCountProblem } from "./engine/players";
import type { DeckSource } from "./engine/simulate";
import { buildReport } from "./engine/simulate-report";
import { playBatch, type GameBatch } from "./engine/simulate-games";
import { emptyCounts, mergeCounts, type Counts } from "./engine/stats";

/** Actions after which an era is stopped and counted as capped. */
const MAX_ACTIONS = 20_000;

/**
 * The most eras of a chunk: a few seconds of play on a busy core (greedy eras are about ten times
 * slower than random ones), well under the time after which a taken chunk is presumed lost.
 */
const MAX_CHUNK: Readonly<Record<BotKind, number>> = { random: 1000, greedy: 100 };

/** Era deck `era` of the document (default: its first) as the engine plays it, or the request error at `era`. */
function deckSource(doc: PackDocument, era: string | null): DeckSource {
  const name = era ?? doc.eras[0]?.name;
  const deck = name === undefined ? undefined : decksFromPack(doc, name)[0];
  if (deck === undefined) {
    const names = doc.eras.map((e) => `"${e.name}"`).join(", ") || "none";
    throw new SimulationRequestError(era === null ? "This pack has no era deck to simulate; add one first." : `this pack has no era deck named "${era}" (it has: ${names})`, "input", "era");
  }
  const fixed = doc.pack.instructions.playerAffiliations;
  const packPlayers = doc.pack.instructions.players;
  return { deck, ...(fixed && fixed.length > 0 ? { playerAffiliations: fixed } : {}), ...(packPlayers !== undefined ? { packPlayers } : {}) };
}

/** The players era deck `source` can be played by (CGS-180). */
function rangeOf(source: DeckSource) {
  return decksPlayerRange([{ name: source.deck.name, affiliations: deckAffiliations(source.deck) }], source.packPlayers);
}

function setup(document: unknown): SimulationSetupOffer {
  const doc = document as PackDocument;
  const decks = doc.eras.map((e) => {
    const range = rangeOf(deckSource(doc, e.name));
    return { name: e.name, minPlayers: range.min, maxPlayers: Math.max(range.min, range.max), problem: range.problem };
  });
  return { decks, defaultPlayers: doc.pack.instructions.players ?? 2, gameWord: "era", deckWord: "era deck" };
}

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
  bots: ["greedy", ...BOT_KINDS.filter((b) => b !== "greedy")],
  maxChunk: (bot) => MAX_CHUNK[bot as BotKind] ?? MAX_CHUNK.greedy,
  setup,
  source(document, deck) {
    const source = deckSource(document as PackDocument, deck);
    return { source, deck: source.deck.name };
  },
  players(source, requested) {
    // CGS-180 before the run starts, so the answer names `players` (the engine checks it again).
    const range = rangeOf(source);
    const count = requested ?? range.fixed ?? 2;
    const problem = playerCountProblem(range, count);
    if (problem !== null) throw new SimulationRequestError(problem, "input", "players");
    return count;
  },
};
