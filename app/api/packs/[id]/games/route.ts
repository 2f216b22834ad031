/**
 * POST /api/packs/{id}/games (`{ "eras": [names] | null, "seats": ["human", "greedy"], "seed"?,
 * "names"?, "title"? }`): deal a game -> 201 `{ id }`. GET: the pack's games, most recent first.
 */
import { createGame } from "@/lib/server/games/create-game";
import { listGames } from "@/lib/server/games/list-games";
import { json, readJson, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

export const GET = route(async (_request: Request, { params }: Params<"id">) => json(await listGames({ packId: (await readParams(params)).id })));

export const POST = route(async (request: Request, { params }: Params<"id">) => {
  const game = await readJson(request);
  return json(await createGame({ packId: (await readParams(params)).id, game }), 201);
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
