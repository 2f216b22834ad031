/**
 * POST /api/simulations/{id}/cancel: stops a running simulation and answers once it stopped,
 * with the run (status "cancelled"). A run that already ended is answered as it is.
 */
import { json, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { cancelSimulation } from "@/lib/server/simulations/cancel-simulation";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = route(async (_request: Request, { params }: Params<"id">) => json(await cancelSimulation({ id: (await readParams(params)).id })));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
