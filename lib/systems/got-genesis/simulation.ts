/**
 * Genesis's simulation runner (the Node half of its engine's simulation hook, lib/systems/engine.ts
 * `EngineSimulation`): bot-against-bot games of a Genesis pack document for `cli simulate`,
 * `recruits` (GEN-278) as its own option. Same seed, same report.
 */
import { SimulationRequestError, type SimulationRequest, type SimulationResult, type SimulationRunner } from "../engine";
import type { GenesisPackDocument } from "./engine/pack";
import { playGames, type SimulateReport } from "./engine/simulate";

const BOT_KINDS = ["greedy", "random"];
const MAX_GAMES = 1_000_000;

/** A Genesis simulation report as a designer reads it. */
export function formatGenesisReport(r: SimulateReport, seed: string, recruits: number): string {
  const share = (n: number) => `${n} (${r.games - r.broken.length === 0 ? 0 : Math.round((n / (r.games - r.broken.length)) * 100)}%)`;
  const lines = [
    `Simulated ${r.games} Genesis games (${r.bots[0]} against ${r.bots[1]}, seed ${seed}, ${recruits} recruits each).`,
    "",
    `Wins by faction: ${Object.entries(r.winsByFaction).map(([f, n]) => `${f} ${share(n)}`).join(", ") || "-"}.`,
    `Wins by turn order: first player ${share(r.winsByOrder.first)}, second player ${share(r.winsByOrder.second)}.`,
    `Wins by seat: ${r.bots[0]} (seat 1) ${share(r.winsBySeat[0])}, ${r.bots[1]} (seat 2) ${share(r.winsBySeat[1])}.`,
    `Turns per game: mean ${r.turns.mean}, min ${r.turns.min}, max ${r.turns.max}. Actions per game: mean ${r.actions.mean}, min ${r.actions.min}, max ${r.actions.max}.`,
  ];
  if (r.broken.length > 0) lines.push("", `Broken games: ${r.broken.length}`, ...r.broken.slice(0, 10).map((b) => `  ${b}`));
  return `${lines.join("\n")}\n`;
}

function seatBots(bots: readonly string[]): [string, string] {
  const pair = bots.length === 1 ? [bots[0], bots[0]] : bots;
  if (pair.length !== 2 || pair.some((b) => b === undefined || !BOT_KINDS.includes(b))) {
    throw new SimulationRequestError(`--bots must be two of greedy and random, e.g. --bots greedy,random; got "${bots.join(",")}"`, "usage");
  }
  return [pair[0] as string, pair[1] as string];
}

export const GENESIS_SIMULATION: SimulationRunner = {
  async run(document: unknown, request: SimulationRequest): Promise<SimulationResult> {
    const bots = seatBots(request.bots);
    if (request.players !== null && request.players !== 2) throw new SimulationRequestError("--players: Genesis is played by 2 players (GEN-101)", "usage");
    if (request.games > MAX_GAMES) throw new SimulationRequestError(`--games: at most ${MAX_GAMES.toLocaleString("en")} Genesis games in one run`, "usage");
    const recruits = request.options.recruits ?? 0;
    const seed = String(request.seed);
    const started = performance.now();
    let report: SimulateReport;
    try {
      report = playGames({ ...(document as GenesisPackDocument), recruits }, { games: request.games, bots, seed, decks: request.deck === null ? null : [request.deck] });
    } catch (error) {
      if (error instanceof Error && error.name === "EngineSetupError") throw new SimulationRequestError(error.message, "input");
      throw error;
    }
    return {
      report: { system: "got-genesis", seed, recruits, ...report },
      text: formatGenesisReport(report, seed, recruits),
      problem: report.broken.length > 0 ? `${report.broken.length} game(s) broke an invariant or had a bot's action refused (listed in the report)` : null,
      note: `(${request.games} games in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    };
  },
};
