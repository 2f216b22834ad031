/**
 * POST /api/packs/{id}/simulations `{ "era"?, "games"?: 200, "seed"?: 1, "players"?, "bot"?:
 * "greedy" | "random" }` -> 202 `{ "id" }`: starts playing in the background; follow it with
 * GET /api/simulations/{id}. 422 names the bad field (`players` outside the deck's range:
 * CGS-180); 503 when the server already runs as many simulations as it has room for.
 * GET: the pack's saved runs (newest first, running ones on top), without their reports.
 */
import { json, readJson, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { listSimulations } from "@/lib/server/simulations/list-simulations";
import { startSimulation } from "@/lib/server/simulations/start-simulation";
import type { SimulationInput } from "@/lib/server/simulations/types";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = route(async (request: Request, { params }: Params<"id">) => {
  const { id } = await readParams(params);
  // startSimulation validates the body (strict: an unknown field is a 422 naming it).
  const started = await startSimulation({ packId: id, input: (await readJson(request)) as SimulationInput });
  return json(started, 202, { location: `/api/simulations/${started.id}` });
});

export const GET = route(async (_request: Request, { params }: Params<"id">) => json({ simulations: await listSimulations({ packId: (await readParams(params)).id }) }));

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
