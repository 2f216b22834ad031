/**
 * `simulate <pack.json> [--era NAME] [--games N] [--seed S] [--players P] [--bot greedy|random]
 * [--workers W] [--json]`: plays whole eras with bots and prints the statistics the app's
 * simulation page shows (DESIGN.md "Command line"). Without --era, the pack's first era.
 *
 * Exit 0 with the report; 1 when the era's cards have attribute errors (the report is still
 * printed, but the cards did not mean what their text says); 2 on bad usage or unreadable input.
 */
import { analyze } from "../../systems/got-cgs/attributes/analyze";
import { BOT_KINDS, type BotKind } from "../../systems/got-cgs/engine/bots/bot";
import { simulate, SimulationError } from "../../systems/got-cgs/engine/simulate";
import type { SimulationReport } from "../../systems/got-cgs/engine/simulate-report";
import { flagBool, flagInt, flagString, InputError, UsageError, type ParsedArgs } from "../args";
import { EXIT_INPUT_ERRORS, EXIT_OK, type CliIO, type Command } from "../command";
import { readPack, selectEras } from "../io";

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
    usage: "simulate <pack.json> [--era NAME] [--games N] [--seed S] [--players P] [--bot greedy|random] [--workers W] [--json]",
    summary: "Play many eras with bots and report how every card and the era behave.",
    flags: {
      era: { value: true },
      games: { value: true },
      seed: { value: true },
      players: { value: true },
      bot: { value: true },
      workers: { value: true },
      json: { value: false },
    },
    positionals: [1, 1],
  },
  async run(args: ParsedArgs, io: CliIO): Promise<number> {
    const path = args.positionals[0] as string;
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
