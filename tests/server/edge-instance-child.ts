/**
 * A second app instance for tests/server/edge-instances.test.ts: its own process on the same
 * database file (DATABASE_URL). Starts a long simulation of a pack, prints `{ id }`, then the
 * status it ended with, and exits.
 */
import { findJob } from "@/lib/server/simulations/jobs";
import { startSimulation } from "@/lib/server/simulations/start-simulation";

const packId = process.argv[2] ?? "";
const era = process.argv[3] ?? "";
const { id } = await startSimulation({ packId, input: { era, games: 100_000, seed: 3, bot: "random" }, workers: 1 });
console.log(JSON.stringify({ id }));
await findJob(id)?.finished;
console.log(JSON.stringify({ status: findJob(id)?.status ?? "unknown" }));
process.exit(0);
