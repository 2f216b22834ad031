/**
 * GET /api/simulations/{id}: a run, `{ id, packId, era, games, seed, players, bot, status:
 * "running" | "done" | "cancelled" | "failed", done, startedAt, elapsedMs, revision,
 * packChanged, report, error }` (lib/server/simulations/types.ts). Poll it for progress: `done`
 * of `games` moves at least every second while the engine plays.
 */
import { json, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { getSimulation } from "@/lib/server/simulations/get-simulation";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route(async (_request: Request, { params }: Params<"id">) => json(await getSimulation({ id: (await readParams(params)).id }), 200, { "cache-control": "no-store" }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
