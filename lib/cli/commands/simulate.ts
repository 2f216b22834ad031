/**
 * `simulate <pack.json> [--era NAME] [--games N] [--seed S] [--players P] [--bot greedy|random]
 * [--workers W] [--json]`: plays whole eras with bots and prints the statistics the app's
 * simulation page shows (docs/cli.md). Without --era, the pack's first era.
 *
 * Exit 0 with the report; 1 when the era's cards have attribute errors (the report is still
 * printed, but the cards did not mean what their text says); 2 on bad usage or unreadable input.
 *
 * A pack of another system is simulated with that system's engine, taken from the pack's
 * `"system"`: a Genesis pack (`"got-genesis"`) plays whole games, `--bot` for both seats or
 * `--bots greedy,random` per seat, `--era` naming a deck (default: all), `--recruits N` the cards
 * each player recruits at the beginning (GEN-278, default 0). Same seed, same report
 * (the time taken goes to stderr). Exit 1 when a game broke an invariant or a bot was refused.
 */
import { analyze } from "../../systems/got-cgs/attributes/analyze";
import { BOT_KINDS, type BotKind } from "../../systems/got-cgs/engine/bots/bot";
import { simulate, SimulationError } from "../../systems/got-cgs/engine/simulate";
import type { SimulationReport } from "../../systems/got-cgs/engine/simulate-report";
import { flagBool, flagInt, flagString, InputError, UsageError, type ParsedArgs } from "../args";
import { EXIT_INPUT_ERRORS, EXIT_OK, type CliIO, type Command } from "../command";
import { readPack, readText, selectEras } from "../io";

const pct = (x: number | null): string => (x === null ? "-" : `${Math.round(x * 100)}%`);

/** The report as a designer reads it in a terminal. */
export function formatReport(r: SimulationReport): string {
  const e = r.eras;
  const lines: string[] = [];
  lines.push(`Simulated ${r.games} eras of "${r.era}" (${r.players.length} players, ${r.bot} bots, seed ${r.seed}) in ${(r.elapsedMs / 1000).toFixed(1)} s on ${r.workers === 0 ? "the main thread" : `${r.workers} worker thread${r.workers > 1 ? "s" : ""}`}.`);
  lines.push("");
  lines.push(`Eras: ${e.completed} finished${e.capped > 0 ? `, ${e.capped} stopped by the action cap` : ""}.`);
  lines.push(`Winners: ${r.players.map((p, i) => `${p} ${e.winsBySeat[i] ?? 0}`).join(", ")}; no winner ${e.noWinner}; ties ${e.ties}.`);
  lines.push(`How the eras were decided: ${Object.entries(e.outcomes).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(", ") || "-"}.`);
  lines.push(`Players who lost an era for uncovered era costs: ${e.eraCostFailures}; for a MustPlay card left in the ops: ${e.mustPlayLosses}.`);
  lines.push(`Victory points per player: mean ${e.meanVictoryPoints ?? "-"}. Adventures per era: ${e.adventuresPerEra.mean}. Turns per era: ${e.turnsPerEra}. Actions per era: ${e.actionsPerEra}.`);
  lines.push("");
  const idWidth = Math.max(10, ...r.adventures.map((a) => a.identifier.length), ...r.supports.map((s) => s.identifier.length));
  lines.push(`${"Adventure".padEnd(idWidth)}  played     won    lost  win rate  mean overflow`);
  for (const a of r.adventures) {
    lines.push(
      `${a.identifier.padEnd(idWidth)}  ${String(a.played).padStart(6)}  ${String(a.won).padStart(6)}  ${String(a.lost).padStart(6)}  ${pct(a.winRate).padStart(8)}  ${String(a.meanOverflow ?? "-").padStart(13)}`,
    );
  }
  lines.push("");
  lines.push(`${"Support".padEnd(idWidth)}  played  play rate  blocked  most often blocked by`);
  for (const s of r.supports) {
    const why = s.blockedBy[0] ? `${s.blockedBy[0].rule} (${s.blockedBy[0].turns} turns)` : "-";
    lines.push(`${s.identifier.padEnd(idWidth)}  ${String(s.played).padStart(6)}  ${pct(s.playRate).padStart(9)}  ${pct(s.blockedRate).padStart(7)}  ${why}`);
  }
  return `${lines.join("\n")}\n`;
}

export const simulateCommand: Command = {
  spec: {
    name: "simulate",
    usage: "simulate <pack.json> [--era NAME] [--games N] [--seed S] [--players P] [--bot greedy|random] [--bots A,B] [--recruits N] [--workers W] [--json]",
    summary: "Play many eras with bots and report how every card and the era behave.",
    flags: {
      era: { value: true },
      games: { value: true },
      seed: { value: true },
      players: { value: true },
      bot: { value: true },
      workers: { value: true },
      json: { value: false },
      bots: { value: true },
      recruits: { value: true },
    },
    positionals: [1, 1],
  },
  async run(args: ParsedArgs, io: CliIO): Promise<number> {
    const path = args.positionals[0] as string;
    const system = systemOf(readText(path));
    if (system !== undefined && system.key !== "got-cgs") return simulateSystem(path, system, args, io);
    const { doc } = readPack(path);
    const eraName = flagString(args, "era");
    const era = selectEras(doc.eras, eraName, path)[0];
    if (era === undefined) throw new InputError(`${path} has no era deck to simulate`);
    const bot = flagString(args, "bot") ?? "greedy";
    if (!(BOT_KINDS as readonly string[]).includes(bot)) throw new UsageError(`--bot must be ${BOT_KINDS.join(" or ")}, got "${bot}"`);
    const games = flagInt(args, "games", 1000, 1, 10_000_000);
    const players = flagInt(args, "players", doc.pack.instructions.players ?? 2, 2, 64);
    const workers = flagInt(args, "workers", -1, 0, 64);
    const seed = flagString(args, "seed") ?? "1";
    let report: SimulationReport;
    try {
      report = await simulate(doc, { era: era.name, games, seed: /^\d+$/.test(seed) ? Number(seed) : seed, players, bot: bot as BotKind, ...(workers >= 0 ? { workers } : {}) });
    } catch (error) {
      if (error instanceof SimulationError) throw new InputError(error.message);
      throw error;
    }
    io.stdout(flagBool(args, "json") ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
    const broken = era.cards.filter((c) => analyze(c.attributes, { aliases: doc.pack.aliases, format: c.format }).diagnostics.some((d) => d.severity === "error"));
    if (broken.length > 0) {
      io.stderr(`greenhouse simulate: ${broken.length} card(s) of "${era.name}" have attribute errors, so they did not play as written: ${broken.map((c) => c.identifier).join(", ")}. Run \`npm run cli -- lint ${path}\`.\n`);
      return EXIT_INPUT_ERRORS;
    }
    return EXIT_OK;
  },
};

/** The pack file's `"system"` and its JSON, or undefined for GOT CGS files (no key) and non-JSON text. */
function systemOf(text: string): { key: string; json: unknown } | undefined {
  try {
    const json: unknown = JSON.parse(text);
    const key = typeof json === "object" && json !== null && "system" in json ? (json as { system: unknown }).system : undefined;
    return typeof key === "string" ? { key, json } : undefined;
  } catch {
    return undefined;
  }
}

/** A Genesis simulation report as a designer reads it. */
export function formatGenesisReport(r: GenesisSimulateReport, seed: string, recruits: number): string {
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

type GenesisSimulateReport = import("../../systems/got-genesis/engine/simulate").SimulateReport;
type GenesisPackDocument = import("../../systems/got-genesis/engine/pack").GenesisPackDocument;

async function simulateSystem(path: string, system: { key: string; json: unknown }, args: ParsedArgs, io: CliIO): Promise<number> {
  if (system.key !== "got-genesis") {
    throw new InputError(`${path}: the "${system.key}" system has no rules engine to simulate with (Genesis packs, "got-genesis", and GOT CGS packs have one)`);
  }
  const [{ findSystem }, { parseAnyPack }, { playGames }] = await Promise.all([
    import("../../systems/registry"),
    import("../../packs/system-pack"),
    import("../../systems/got-genesis/engine/simulate"),
  ]);
  // Once the Genesis definition is registered, its pack format is checked like every system's.
  if (findSystem("got-genesis") !== null) {
    const parsed = parseAnyPack(system.json);
    if (!parsed.ok) throw new InputError(`${path} is not a valid Genesis pack file:\n${parsed.issues.map((i) => `  ${i.path}: ${i.message}`).join("\n")}`);
  }
  const doc = system.json as { decks?: unknown };
  if (!Array.isArray(doc.decks)) throw new InputError(`${path}: a Genesis pack file needs "decks" (a list of decks of cards)`);
  const single = flagString(args, "bot") ?? "greedy";
  const bots = (flagString(args, "bots") ?? `${single},${single}`).split(",").map((b) => b.trim());
  if (bots.length !== 2 || bots.some((b) => b !== "greedy" && b !== "random")) {
    throw new UsageError(`--bots must be two of greedy and random, e.g. --bots greedy,random; got "${bots.join(",")}"`);
  }
  if (flagInt(args, "players", 2, 2, 64) !== 2) throw new UsageError("--players: Genesis is played by 2 players (GEN-101)");
  const games = flagInt(args, "games", 1000, 1, 1_000_000);
  const seed = flagString(args, "seed") ?? "1";
  const era = flagString(args, "era");
  const recruits = flagInt(args, "recruits", 0, 0, 20);
  const started = performance.now();
  let report: GenesisSimulateReport;
  try {
    report = playGames({ ...(system.json as GenesisPackDocument), recruits }, { games, bots: [bots[0] as string, bots[1] as string], seed, decks: era === undefined ? null : [era] });
  } catch (error) {
    if (error instanceof Error && error.name === "EngineSetupError") throw new InputError(`${path}: ${error.message}`);
    throw error;
  }
  io.stdout(flagBool(args, "json") ? `${JSON.stringify({ system: "got-genesis", seed, recruits, ...report }, null, 2)}\n` : formatGenesisReport(report, seed, recruits));
  io.stderr(`(${games} games in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  return report.broken.length > 0 ? EXIT_INPUT_ERRORS : EXIT_OK;
}
