/**
 * GOT CGS's simulation runner (the Node half of its engine's simulation hook, lib/systems/engine.ts
 * `EngineSimulation`): whole eras of one era deck played by bots on worker threads, for
 * `cli simulate`. Without a deck, the pack's first era. Cards whose attribute text has errors make
 * the run's `problem` (they did not play as their text says).
 */
import { SimulationRequestError, type SimulationRequest, type SimulationResult, type SimulationRunner } from "../engine";
import { analyze } from "./attributes/analyze";
import { BOT_KINDS, type BotKind } from "./engine/bots/bot";
import { simulate, SimulationError } from "./engine/simulate";
import type { SimulationReport } from "./engine/simulate-report";
import type { GotCgsPackDocument } from "./pack-document";

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

/** The one bot kind every seat plays (GOT CGS bots play every seat alike). */
function oneBot(bots: readonly string[]): BotKind {
  const kinds = new Set(bots);
  const bot = bots[0] ?? "greedy";
  if (kinds.size > 1) throw new SimulationRequestError(`GOT CGS simulations play one bot kind at every seat: give --bot ${BOT_KINDS.join(" or ")}, not --bots ${bots.join(",")}`, "usage");
  if (!(BOT_KINDS as readonly string[]).includes(bot)) throw new SimulationRequestError(`--bot must be ${BOT_KINDS.join(" or ")}, got "${bot}"`, "usage");
  return bot as BotKind;
}

export const GOT_CGS_SIMULATION: SimulationRunner = {
  async run(document: unknown, request: SimulationRequest): Promise<SimulationResult> {
    const doc = document as GotCgsPackDocument;
    const bot = oneBot(request.bots);
    const era = request.deck === null ? doc.eras[0] : doc.eras.find((e) => e.name === request.deck);
    if (era === undefined) {
      const names = doc.eras.map((e) => `"${e.name}"`).join(", ") || "none";
      throw new SimulationRequestError(request.deck === null ? "the pack has no era deck to simulate" : `the pack has no era deck named "${request.deck}" (it has: ${names})`, "input");
    }
    const players = request.players ?? doc.pack.instructions.players ?? 2;
    let report: SimulationReport;
    try {
      report = await simulate(doc, { era: era.name, games: request.games, seed: request.seed, players, bot, ...(request.workers !== null ? { workers: request.workers } : {}) });
    } catch (error) {
      if (error instanceof SimulationError) throw new SimulationRequestError(error.message, "input");
      throw error;
    }
    const broken = era.cards.filter((c) => analyze(c.attributes, { aliases: doc.pack.aliases, format: c.format }).diagnostics.some((d) => d.severity === "error"));
    return {
      report,
      text: formatReport(report),
      problem: broken.length === 0 ? null : `${broken.length} card(s) of "${era.name}" have attribute errors, so they did not play as written: ${broken.map((c) => c.identifier).join(", ")}`,
      note: null,
    };
  },
};
