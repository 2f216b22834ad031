/**
 * `replay <replay.json> [--json]`: replays a `greenhouse.replay/1` file (docs/architecture.md
 * "Trial play") through the engine of the replay's system and prints the final outcome: GOT CGS, the
 * session's winners and each era's winners and victory points per player; another system (Genesis),
 * the winners and the engine's summary. Exit 0 when every action was accepted, 1 naming the
 * first refused action (its 0-based index in `actions`) and the engine's rejection, 2 when the
 * file is unreadable or not a replay.
 */
import { parseReplayJson } from "../../packs/replay";
import { playHooks } from "../../systems/registry-play";
import { current, deal, engineOf, replayLog, replaySetup, type GameSetup } from "../../server/games/play";
import { AppError } from "../../server/errors";
import { flagBool, InputError, type ParsedArgs } from "../args";
import { EXIT_INPUT_ERRORS, EXIT_OK, type CliIO, type Command } from "../command";
import { readText } from "../io";

/**
 * The outcome `--json` prints: the neutral part, then the system's own (its play hook's
 * `replayReport`: GOT CGS adds `eras`, each era's winners and victory points per player) or, for a
 * system without that hook, `eras: []` and the engine's `summary`.
 */
export interface ReplayOutcome {
  readonly actions: number;
  readonly over: boolean;
  /** The session's winners (names); empty while the session is not over or nobody won. */
  readonly winners: readonly string[];
  /** The engine's outcome in words (systems without a `replayReport` hook). */
  readonly summary?: readonly string[];
  readonly [part: string]: unknown;
}

/** The outcome and the text report's lines after the winners. */
function outcomeOf(system: string, engine: ReturnType<typeof engineOf>, setup: GameSetup, state: unknown, actions: number): { outcome: ReplayOutcome; lines: readonly string[] } {
  const report = playHooks(system)?.replayReport?.(state);
  if (report !== undefined) return { outcome: { actions, over: report.over, winners: report.winners, ...report.json }, lines: report.lines };
  const o = engine.outcome(state);
  const over = engine.toAct(state) === null;
  return { outcome: { actions, over, winners: o.winners.map((i) => setup.names[i] ?? `Player ${i + 1}`), eras: [], summary: o.summary }, lines: o.summary };
}

function formatOutcome(o: ReplayOutcome, more: readonly string[]): string {
  const lines = [`${o.actions} actions replayed; ${o.over ? "the session is over" : "the session is not over yet"}.`];
  if (o.over) lines.push(o.winners.length === 0 ? "Nobody wins the session." : `Winner${o.winners.length > 1 ? "s" : ""}: ${o.winners.join(", ")}.`);
  lines.push(...more);
  return `${lines.join("\n")}\n`;
}

export const replayCommand: Command = {
  spec: {
    name: "replay",
    usage: "replay <replay.json> [--json]",
    summary: "Replay a greenhouse.replay/1 file and print the outcome (winners, victory points).",
    flags: { json: { value: false } },
    positionals: [1, 1],
  },
  async run(args: ParsedArgs, io: CliIO): Promise<number> {
    const path = args.positionals[0] as string;
    const parsed = parseReplayJson(readText(path));
    if (!parsed.ok) {
      throw new InputError(`${path} is not a valid greenhouse.replay/1 document:\n${parsed.issues.map((i) => `  ${i.path}: ${i.message}`).join("\n")}`);
    }
    const replay = parsed.value;
    const setup = replaySetup(replay);
    let start: unknown;
    try {
      start = deal(setup);
    } catch (error) {
      if (error instanceof AppError) throw new InputError(`${path}: ${error.message}`);
      throw error;
    }
    // The system the replay names (its pack's: parseReplay checks they agree).
    const engine = engineOf(setup);
    const result = replayLog(start, replay.actions, undefined, engine);
    const json = flagBool(args, "json");
    if (!result.ok) {
      const { index, rejection } = result.refused;
      if (json) io.stdout(`${JSON.stringify({ error: { code: "refused-action", index, message: rejection.message, rule: rejection.rule, rejection: rejection.code } }, null, 2)}\n`);
      io.stderr(`greenhouse replay: action ${index} of ${path} is refused (${rejection.rule}, ${rejection.code}): ${rejection.message}\n`);
      return EXIT_INPUT_ERRORS;
    }
    const last = current(result.replayed);
    const { outcome, lines } = outcomeOf(replay.system, engine, setup, last, replay.actions.length);
    io.stdout(json ? `${JSON.stringify(outcome, null, 2)}\n` : formatOutcome(outcome, lines));
    return EXIT_OK;
  },
};
