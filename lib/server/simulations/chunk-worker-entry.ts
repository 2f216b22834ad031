/**
 * A queue slot's worker thread (chunk-thread.ts): plays the chunks it is sent, one after the
 * other, and posts progress and then the chunk's counts (or why it failed). It lives as long as
 * its slot, so a run of a thousand chunks loads the engine once per slot, not per chunk. To stop
 * a chunk the slot terminates the thread (the games run synchronously in here). The run's system's
 * simulation hook, found by the registry, plays the batch: no system is named here.
 */
import { parentPort } from "node:worker_threads";
import { batchesOf } from "./batches";
import type { ChunkCommand, ChunkMessage } from "./chunk-protocol";

const port = parentPort;
if (port !== null) {
  const send = (m: ChunkMessage) => port.postMessage(m);
  port.on("message", (m: ChunkCommand) => {
    try {
      // The first game is reported at once (the slot writes it without waiting for its tick).
      let lastAt = -Infinity;
      const counts = batchesOf(m.system).play(m.batch, (done) => {
        // Every 100 ms at most: the slot writes progress every tick, the port needs no more.
        const now = performance.now();
        if (now - lastAt >= 100) {
          lastAt = now;
          send({ type: "progress", id: m.id, done });
        }
      });
      send({ type: "done", id: m.id, counts });
    } catch (error) {
      const expected = error instanceof Error && /(SetupError|SimulationError)$/.test(error.name);
      send({ type: "failed", id: m.id, expected, message: error instanceof Error ? (expected ? error.message : (error.stack ?? error.message)) : String(error) });
    }
  });
}
