/**
 * Genesis engine speed: whole bot-against-bot games on the engine test pack (2 recruits each),
 * without the invariant check, and the cost of one `legal` + `apply` step. Prints numbers with the
 * machine's load; asserts nothing.   npx tsx bench/genesis-games.bench.ts
 */
import { loadavg } from "node:os";
import { apply, deal, legal, toAct } from "../lib/systems/got-genesis/engine";
import { playGames } from "../lib/systems/got-genesis/engine/simulate";
import { testPack } from "../tests/systems/got-genesis/engine/fixtures";

const load = () => loadavg().map((l) => l.toFixed(1)).join(" ");
const doc = testPack(2);

for (const [bots, games] of [[["random", "random"], 2000], [["greedy", "greedy"], 300], [["greedy", "random"], 300]] as const) {
  const t0 = performance.now();
  const r = playGames(doc, { games, bots: [bots[0], bots[1]], seed: "bench" });
  const ms = performance.now() - t0;
  const actions = r.actions.mean * games;
  console.log(
    `${bots.join(" vs ").padEnd(16)} ${games} games in ${(ms / 1000).toFixed(2)} s: ${(games / (ms / 1000)).toFixed(0)} games/s, ` +
      `${(ms / games).toFixed(1)} ms/game, ${(actions / (ms / 1000)).toFixed(0)} actions/s (mean ${r.actions.mean} actions, ${r.turns.mean} turns); load ${load()}`,
  );
}

// One human click as the table makes it: legal actions for the seat to act, then apply one.
let state = deal({ document: doc, decks: null, names: ["A", "B"], seed: "click" });
let steps = 0;
const t0 = performance.now();
while (toAct(state) !== null && steps < 5000) {
  const seat = toAct(state) as number;
  const options = legal(state, seat);
  const r = apply(state, options[0]);
  if (!r.ok) throw new Error(r.rejection.message);
  state = r.state;
  steps++;
  if (toAct(state) === null) state = deal({ document: doc, decks: null, names: ["A", "B"], seed: `click-${steps}` });
}
const ms = performance.now() - t0;
console.log(`legal + apply: ${steps} steps, ${((ms * 1000) / steps).toFixed(0)} µs per step; load ${load()}`);
