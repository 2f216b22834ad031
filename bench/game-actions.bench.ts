/**
 * Trial play on a long game (issue 11 "Speed": an action on a game 2,000 actions long answers
 * in under 20 ms median). The demo pack with its two era decks copied 24 times each (48 eras),
 * a log of 2,000 actions chosen by greedy bots and imported as a replay; then each timed request
 * is `POST /api/games/{id}/actions?since=n` through the route handler (body parsing, the engine's
 * check, the append, the JSON answer: the log entries from n on and the state's digest, as the
 * table asks; lib/table/game-sync.ts). Outside the timing the answer is applied to the state the
 * "table" holds, as the table does (timed apart), and the next action is chosen by a greedy bot. Hot-seat (both
 * seats human), so a request is one action; a second series plays against a greedy bot, whose
 * answers are part of the request. A temporary database, never the dev one. Run: `npm run bench -- game`.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os, { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "greenhouse-bench-games-"));
process.env.DATABASE_URL = `file:${join(dir, "bench.db")}`;

const { greedyBot } = await import("../lib/systems/got-cgs/engine/bots/greedy");
const { toAct } = await import("../lib/systems/got-cgs/engine/reducer");
const { parsePackJson } = await import("../lib/packs/schema");
const { closeAllDbs } = await import("../lib/server/db");
const { importPack } = await import("../lib/server/import-pack");
const { clearGameCache } = await import("../lib/server/games/cache");
const { getGame } = await import("../lib/server/games/get-game");
const { act } = await import("../lib/server/games/act");
const { importReplay } = await import("../lib/server/games/import-replay");
const { current, deal, engineOf, replayLog } = await import("../lib/server/games/play");
const { applyTail, stateDigest, syncedFromGame, syncedState } = await import("../lib/systems/got-cgs/table/sync");
const actionsRoute = await import("../app/api/games/[id]/actions/route");
type GameTailDto = import("../lib/server/games/types").GameTailDto;
type Synced = import("../lib/systems/got-cgs/table/sync").Synced;
type LogEntry = import("../lib/packs/replay").LogEntry;
type GameState = import("../lib/systems/got-cgs/engine/state").GameState;

const LOG = 2_000;
console.log(`load average before: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
const RUNS = 60;

function stats(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  console.log(`${label.padEnd(52)} median ${at(0.5).toFixed(1).padStart(7)} ms   p95 ${at(0.95).toFixed(1).padStart(7)} ms   (${times.length} runs)`);
}

try {
  const parsed = parsePackJson(readFileSync(join(import.meta.dirname, "..", "seeds", "tidebound.pack.json"), "utf8"));
  if (!parsed.ok) throw new Error("the demo pack does not parse");
  const demo = parsed.value;
  const eras = Array.from({ length: 24 }, (_, copy) => demo.eras.map((e) => ({ ...e, name: `${e.name} ${copy + 1}` }))).flat();
  const pack = { ...demo, pack: { ...demo.pack, name: "Long session" }, eras };
  const packId = (await importPack({ document: JSON.stringify(pack) })).id;

  async function longGame(seats: ("human" | "greedy")[], seed: number): Promise<string> {
    const setup = { document: pack, eras: eras.map((e) => e.name), seats, names: ["Ann", "Bob"], seed };
    let state = deal(setup) as GameState;
    const bots = [greedyBot(`${seed}:a`), greedyBot(`${seed}:b`)];
    const actions: LogEntry[] = [];
    for (let i = 0; i < LOG; i++) {
      const seat = toAct(state);
      if (seat === null) throw new Error(`the session ended after ${i} actions; add eras`);
      const action = bots[seat]!.choose(state, seat);
      actions.push({ action: action as unknown as LogEntry["action"], by: seats[seat] === "human" ? "human" : "greedy" });
      const replayed = replayLog(state, [actions[actions.length - 1]!], undefined, engineOf(setup));
      if (!replayed.ok) throw new Error("a bot chose a refused action");
      state = current(replayed.replayed) as GameState;
    }
    const replay = { format: "greenhouse.replay/1", system: "got-cgs", pack, seats, names: ["Ann", "Bob"], seed, eras: eras.map((e) => e.name), actions };
    return (await importReplay({ replay, packId })).id;
  }

  async function post(id: string, action: unknown, since: number): Promise<{ ms: number; game: GameTailDto; bytes: number }> {
    const start = performance.now();
    const request = new Request(`http://127.0.0.1:3000/api/games/${id}/actions?since=${since}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(action) });
    const response = await actionsRoute.POST(request, { params: Promise.resolve({ id }) });
    const text = await response.text();
    const ms = performance.now() - start;
    if (response.status !== 200) throw new Error(`POST actions -> ${response.status}: ${text.slice(0, 300)}`);
    return { ms, game: JSON.parse(text) as GameTailDto, bytes: text.length };
  }

  /** The table's side: the answer's entries applied to the state it holds, checked by digest. */
  const applyTimes: number[] = [];
  function follow(synced: Synced, answer: GameTailDto): Synced {
    const start = performance.now();
    const result = applyTail(synced, answer.logFrom, answer.log, answer.digest);
    applyTimes.push(performance.now() - start);
    if (!result.ok) throw new Error(`the table would reload: ${result.reason}`);
    return result.synced;
  }

  // Hot-seat: every request is exactly one action.
  let t = performance.now();
  const hot = await longGame(["human", "human"], 11);
  console.log(`built and imported a ${LOG}-action game in ${(performance.now() - t).toFixed(0)} ms`);
  clearGameCache();
  t = performance.now();
  let game = await getGame({ id: hot });
  console.log(`GET after a cache miss (replays ${game.actions} entries): ${(performance.now() - t).toFixed(0)} ms`);
  const chooser = [greedyBot("bench:a"), greedyBot("bench:b")];
  let synced = syncedFromGame(game.log, game.state as GameState);
  let toActNow = game.toAct;
  const times: number[] = [];
  let last: { bytes: number; game: GameTailDto } | null = null;
  for (let i = 0; i < RUNS && toActNow !== null; i++) {
    const action = chooser[toActNow]!.choose(syncedState(synced), toActNow);
    const answer = await post(hot, action, synced.length);
    if (i > 0) times.push(answer.ms); // the first one warms the JIT
    synced = follow(synced, answer.game);
    toActNow = answer.game.toAct;
    last = answer;
  }
  stats(`POST action?since (route, JSON answer), hot-seat, log ${LOG}+`, times);
  stats("  the table applying the answer (applyTail + digest)", applyTimes);
  const kb = (value: unknown) => `${(JSON.stringify(value).length / 1024).toFixed(1)} KB`;
  if (last !== null) console.log(`answer size ${(last.bytes / 1024).toFixed(1)} KB: log ${kb(last.game.log)} (${last.game.log.length} entries from ${last.game.logFrom}), digest ${last.game.digest}`);
  const state = syncedState(synced);
  const stringify: number[] = [];
  const digests: number[] = [];
  for (let i = 0; i < 20; i++) {
    let start = performance.now();
    JSON.stringify(state);
    stringify.push(performance.now() - start);
    start = performance.now();
    stateDigest(state);
    digests.push(performance.now() - start);
  }
  stats("JSON.stringify(state) (what a since answer no longer sends)", stringify);
  stats("stateDigest(state) (48 eras)", digests);
  const whole = await getGame({ id: hot });
  console.log(`without since (GET): ${kb(whole)}: state ${kb(whole.state)}, the whole log ${kb(whole.log)} (${whole.log.length} entries with events)`);

  // The verb alone: check, append, write, the answer as an object (not serialised).
  const verbTimes: number[] = [];
  for (let i = 0; i < RUNS && toActNow !== null; i++) {
    const action = chooser[toActNow]!.choose(syncedState(synced), toActNow);
    const start = performance.now();
    const answer = await act({ id: hot, action, since: synced.length });
    if (i > 0) verbTimes.push(performance.now() - start);
    synced = follow(synced, answer);
    toActNow = answer.toAct;
  }
  stats(`act() in lib/server/games, hot-seat, log ${LOG}+`, verbTimes);

  // Against a greedy bot: the request includes the bot's answers.
  const vsBot = await longGame(["human", "greedy"], 12);
  game = await getGame({ id: vsBot });
  synced = syncedFromGame(game.log, game.state as GameState);
  toActNow = game.toAct;
  const botTimes: number[] = [];
  let botActions = 0;
  for (let i = 0; i < RUNS && toActNow !== null; i++) {
    const before = synced.length;
    const action = chooser[toActNow]!.choose(syncedState(synced), toActNow);
    const answer = await post(vsBot, action, synced.length);
    if (i > 0) botTimes.push(answer.ms);
    botActions += answer.game.actions - before - 1;
    synced = follow(synced, answer.game);
    toActNow = answer.game.toAct;
  }
  stats(`POST action vs greedy bot (+${(botActions / RUNS).toFixed(1)} bot actions each)`, botTimes);
  console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
} finally {
  await closeAllDbs();
  rmSync(dir, { recursive: true, force: true });
}
