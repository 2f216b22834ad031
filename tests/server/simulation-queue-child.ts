/**
 * Another app instance for tests/server/simulation-queue.pg.test.ts: its own process with one
 * queue slot on the same PostgreSQL database (DATABASE_URL). Prints `{ "ready": name }` and
 * plays chunks until it is killed.
 */
import { getDb } from "@/lib/server/db";
import { startChunkRunner } from "@/lib/server/simulations/queue";

const runner = await startChunkRunner(getDb(), { slots: 1, name: process.argv[2] ?? "child" });
console.log(JSON.stringify({ ready: runner.name }));
setInterval(() => {}, 60_000);
