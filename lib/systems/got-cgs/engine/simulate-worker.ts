/**
 * The worker-thread side of `simulate`: plays one batch of games and posts progress and the
 * counts back. simulate.ts starts it (through a small loader when running from TypeScript
 * sources) and terminates it to cancel.
 */
import { parentPort, workerData } from "node:worker_threads";
import { playBatch, type GameBatch } from "./simulate-games";

export type WorkerMessage =
  | { readonly type: "progress"; readonly done: number }
  | { readonly type: "done"; readonly counts: ReturnType<typeof playBatch> }
  | { readonly type: "error"; readonly message: string };

const port = parentPort;
if (port !== null) {
  const batch = workerData as GameBatch;
  try {
    let last = 0;
    let lastAt = performance.now();
    const counts = playBatch(batch, (done) => {
      // Progress every game would flood the port on fast games: every 1% (at least 1 game), or
      // sooner when 200 ms passed, so a long batch still moves the page's bar every second.
      const now = performance.now();
      if (done - last >= Math.max(1, Math.floor((batch.end - batch.start) / 100)) || now - lastAt >= 200) {
        last = done;
        lastAt = now;
        port.postMessage({ type: "progress", done } satisfies WorkerMessage);
      }
    });
    port.postMessage({ type: "done", counts } satisfies WorkerMessage);
  } catch (error) {
    port.postMessage({ type: "error", message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies WorkerMessage);
  }
}
