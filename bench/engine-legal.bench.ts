/**
 * GOT CGS's `legalActions` per call, on seeded states of the tidebound seed pack and of generated
 * decks (tests/systems/got-cgs/engine/legal-states.ts: random bots and uniform legal picks, 2 to
 * 4 players). Two lists are timed: the full one of the player to act (trade offers included:
 * `engine.legal` without `compact`, which the table's prediction property test picks from), and
 * the compact one (`trades: false`: what the table view and the game page ask on every click).
 *
 * Three measures, p50, p95 and mean per call in microseconds:
 * - process-cold: the first call on each state in a fresh process (the first pass; the walk that
 *   made the states has run the reducer already, not `legalActions`), the JIT still warming up;
 * - cold: the first call on each state of a second sample, after a warm-up pass over other states
 *   (what a long-running server or table page pays for a state it has not seen);
 * - warm: the same states again, each called REPEAT times in a row. Nothing is memoised: warm
 *   differs from cold by the CPU caches only.
 * The full lists are timed first, then the compact ones (their process-cold is after the full pass).
 * CPU is the process's CPU time over a pass divided by its calls: it counts the garbage collector's
 * and the JIT compiler's threads too, not the other processes. On shared cores a call now and then
 * waits milliseconds for the CPU: that moves the mean, hardly p50 and p95; compare those.
 *
 * LEGAL_REFERENCE=1 times the old algorithm instead (tests/systems/got-cgs/engine/legal-reference.ts,
 * every candidate through `check`, on today's reducer). LEGAL_GAMES (default 8 per kind of deck)
 * and LEGAL_STEPS (default 200 states a game at most) change the sample.
 * Run: `npm run bench -- engine-legal`.
 */
import { loadavg } from "node:os";
import { legalActions, type LegalOptions } from "../lib/systems/got-cgs/engine/legal";
import { toAct } from "../lib/systems/got-cgs/engine/reducer";
import type { Action } from "../lib/systems/got-cgs/engine/actions";
import type { GameState } from "../lib/systems/got-cgs/engine/state";
import { referenceLegalActions } from "../tests/systems/got-cgs/engine/legal-reference";
import { sampledStates } from "../tests/systems/got-cgs/engine/legal-states";

const REFERENCE = process.env.LEGAL_REFERENCE === "1";
const GAMES = Number(process.env.LEGAL_GAMES ?? 8);
const STEPS = Number(process.env.LEGAL_STEPS ?? 200);
const REPEAT = 5;
const legal: (state: GameState, player: number, options?: LegalOptions) => Action[] = REFERENCE ? referenceLegalActions : legalActions;

/** The `q` quantile of sorted `xs`. */
function quantile(xs: readonly number[], q: number): number {
  return xs[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
}

interface Pass {
  /** Wall time of each call. */
  readonly us: number[];
  readonly actions: number;
  /** The process's CPU time over the whole pass (garbage collection included, other processes not). */
  readonly cpuUs: number;
}

function line(label: string, { us, actions, cpuUs }: Pass): string {
  us.sort((a, b) => a - b);
  const total = us.reduce((a, b) => a + b, 0);
  const n = us.length;
  return `  ${label.padEnd(34)} p50 ${quantile(us, 0.5).toFixed(1).padStart(6)} µs  p95 ${quantile(us, 0.95).toFixed(1).padStart(6)} µs  mean ${(total / n).toFixed(1).padStart(6)} µs  CPU ${(cpuUs / n).toFixed(1).padStart(6)} µs a call  (${n} calls, ${(actions / n).toFixed(0)} actions a call)`;
}

/** Times one call of `legal` in microseconds; `sink` keeps the list's length so the call is not dead code. */
let sink = 0;
function timed(state: GameState, player: number, options: LegalOptions): number {
  const t = performance.now();
  sink += legal(state, player, options).length;
  return (performance.now() - t) * 1000;
}

const gc = (globalThis as { gc?: () => void }).gc;
console.log(`load average before: ${loadavg().map((x) => x.toFixed(1)).join(" ")}`);
const made = performance.now();
const first = sampledStates(GAMES, STEPS, 1000).map((s) => s.state);
const states = sampledStates(GAMES, STEPS).map((s) => s.state);
console.log(`${first.length} + ${states.length} states made in ${((performance.now() - made) / 1000).toFixed(1)} s; timing ${REFERENCE ? "the old algorithm (legal-reference.ts)" : "legalActions (lib)"}`);

/** One call per state for the player to act: the times and how many actions were listed. */
function pass(sample: readonly GameState[], options: LegalOptions, repeat = 1): Pass {
  const us: number[] = [];
  const before = sink;
  const cpu = process.cpuUsage();
  for (const state of sample) {
    const player = toAct(state);
    if (player === null) continue;
    for (let k = 0; k < repeat; k++) us.push(timed(state, player, options));
  }
  const used = process.cpuUsage(cpu);
  return { us, actions: sink - before, cpuUs: used.user + used.system };
}

for (const [name, options] of [["full (trades)", {}], ["compact (trades: false)", { trades: false }]] as const) {
  gc?.();
  const processCold = pass(first, options);
  gc?.();
  const cold = pass(states, options);
  gc?.();
  const warm = pass(states, options, REPEAT);
  console.log(`${name}, the player to act:`);
  console.log(line("process-cold (first pass)", processCold));
  console.log(line("cold (first call on each state)", cold));
  console.log(line(`warm (each state ${REPEAT} times again)`, warm));
}
console.log(`(${sink} actions listed in all; load average after: ${loadavg().map((x) => x.toFixed(1)).join(" ")}; other processes share the 2 cores)`);
