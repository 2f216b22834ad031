/**
 * The bots' turns after a human action, as the server plays them and as the table predicts them
 * (issue 11 "Speed": the table paints the bots' answer before the server's arrives). One pure
 * function both sides import, so the prediction is the server's answer by construction: the same
 * engine, the same bot kind per seat, each bot made once per call with the seed
 * `${seed}:${seat}:${logLength}` (`logLength`: the log's length before the first bot action).
 */
import type { EngineApplyResult, EngineBot } from "@/lib/systems/engine";

/** The part of a RulesEngine the bots' turns need. */
export interface BotTurnEngine<S, A, E> {
  toAct(state: S): number | null;
  apply(state: S, action: unknown): EngineApplyResult<S, E>;
  readonly bots: Readonly<Record<string, (seed: string) => EngineBot<S, A>>>;
}

/** One bot action: what it chose, which kind chose it, the state after it and its events. */
export interface BotTurn<S, A, E> {
  readonly action: A;
  readonly by: string;
  readonly seat: number;
  readonly state: S;
  readonly events: readonly E[];
}

/** Safety net: a bot-only game of the longest pack stays far below this. */
export const MAX_BOT_ACTIONS = 50_000;

/** The bot seed of `seat` for bots asked after `logLength` log entries. */
export function botSeed(seed: number | string, seat: number, logLength: number): string {
  return `${String(seed)}:${seat}:${logLength}`;
}

/**
 * Lets the bots act from `state` until the game waits for a human seat (`seats[i] === "human"`,
 * or a kind the engine has no bot for) or is over. Returns the actions taken, possibly none.
 * Throws when a bot chooses a refused action (a bot bug) or the bots never stop.
 */
export function botTurns<S, A, E>(
  engine: BotTurnEngine<S, A, E>,
  seats: readonly string[],
  seed: number | string,
  logLength: number,
  state: S,
): BotTurn<S, A, E>[] {
  const turns: BotTurn<S, A, E>[] = [];
  const made = new Map<number, EngineBot<S, A>>();
  let now = state;
  for (;;) {
    const seat = engine.toAct(now);
    if (seat === null) break;
    const kind = seats[seat];
    const make = kind === undefined || kind === "human" ? undefined : engine.bots[kind];
    if (make === undefined) break;
    if (turns.length >= MAX_BOT_ACTIONS) throw new Error(`the bots took ${MAX_BOT_ACTIONS} actions without reaching a human seat or the end`);
    let bot = made.get(seat);
    if (bot === undefined) {
      bot = make(botSeed(seed, seat, logLength));
      made.set(seat, bot);
    }
    const action = bot.choose(now, seat);
    const result = engine.apply(now, action);
    if (!result.ok) throw new Error(`the ${String(kind)} bot of seat ${seat} chose a refused action: ${result.rejection.message}`);
    turns.push({ action, by: String(kind), seat, state: result.state, events: result.events });
    now = result.state;
  }
  return turns;
}
