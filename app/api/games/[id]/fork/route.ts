/** POST /api/games/{id}/fork (`{ "at": n }`): a new game from the first n log entries -> 201 `{ id }`. */
import { forkGame } from "@/lib/server/games/fork-game";
import { json, readJson, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

export const POST = route(async (request: Request, { params }: Params<"id">) => {
  const fork = await readJson(request);
  return json(await forkGame({ id: (await readParams(params)).id, fork }), 201);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
