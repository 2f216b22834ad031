/**
 * A simulation job's own worker thread: it runs the engine's `simulate` (which starts one worker
 * per core for the games), forwards its progress, and cancels through the engine's AbortSignal
 * when the server posts `cancel`. The server's main thread only relays messages, so it keeps
 * answering while 10,000 eras play.
 *
 * Why a thread of its own rather than calling `simulate` in the server: under `next start` the
 * engine is compiled into Next's chunks, where its worker file cannot be found, and `simulate`
 * would then play every game on the server's main thread. This entry is bundled with the
 * engine's worker next to it (scripts/build-simulate-worker.mjs), or loaded through tsx from
 * sources (development, tests, benchmarks).
 */
import { parentPort, workerData } from "node:worker_threads";
import { simulate, SimulationError, type DeckSource } from "../../systems/got-cgs/engine/simulate";
import type { BotKind } from "../../systems/got-cgs/engine/bots/bot";
import type { JobCommand, JobMessage, JobRequest } from "./worker-protocol";

const port = parentPort;
if (port !== null) {
  const job = workerData as JobRequest;
  const cancel = new AbortController();
  const send = (m: JobMessage) => port.postMessage(m);
  port.on("message", (m: JobCommand) => {
    if (m.type === "cancel") cancel.abort();
  });
  // The queue's GOT CGS runs: the source and the bot are GOT CGS's (read-era.ts, start-simulation.ts).
  simulate(job.source as DeckSource, {
    games: job.games,
    seed: job.seed,
    players: job.players,
    bot: job.bot as BotKind,
    ...(job.workers !== undefined ? { workers: job.workers } : {}),
    signal: cancel.signal,
    onProgress: ({ done, total }) => send({ type: "progress", done, total }),
  }).then(
    (report) => send({ type: "done", report }),
    (error: unknown) => {
      if (cancel.signal.aborted) send({ type: "cancelled" });
      else {
        // SimulationError and the engine's setup errors say what to change; anything else is a bug.
        const expected = error instanceof SimulationError || (error instanceof Error && /SetupError$/.test(error.name));
        send({ type: "failed", expected, message: error instanceof Error ? (expected ? error.message : (error.stack ?? error.message)) : String(error) });
      }
    },
  ).finally(() => port.close());
}
