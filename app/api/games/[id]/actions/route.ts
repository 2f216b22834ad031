/**
 * POST /api/games/{id}/actions (body: one engine action of a human seat) -> 200 with the game
 * after it and the bots' answers; 422 with the engine's rejection (`error.rule`), nothing
 * appended; 409 when another action was appended first.
 */
import { act } from "@/lib/server/games/act";
import { json, readJson, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

export const POST = route(async (request: Request, { params }: Params<"id">) => {
  const action = await readJson(request);
  return json(await act({ id: (await readParams(params)).id, action }));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
