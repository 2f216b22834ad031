/**
 * One app instance for bench/simulate-queue.bench.ts: a process with its own queue runner
 * (GREENHOUSE_SIMULATION_SLOTS slots) on DATABASE_URL. Prints `ready` and plays chunks until
 * it gets SIGTERM (then gives its chunks back and exits).
 */
import { closeAllDbs, getDb } from "../lib/server/db";
import { startChunkRunner } from "../lib/server/simulations/queue";

const runner = await startChunkRunner(getDb(), { name: process.argv[2] ?? "instance" });
console.log("ready");
const keepAlive = setInterval(() => {}, 60_000);
process.once("SIGTERM", () => {
  clearInterval(keepAlive);
  void runner
    .stop()
    .then(() => closeAllDbs())
    .finally(() => process.exit(0));
});
