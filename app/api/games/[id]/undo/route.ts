/**
 * POST /api/games/{id}/undo (no body, or `{}`) -> 200: the game as it was before the last
 * human action; the take-back is appended to the log. 422 when there is nothing to take back.
 */
import { z } from "zod";
import { undo } from "@/lib/server/games/undo";
import { json, readOptionalJson, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

export const POST = route(async (request: Request, { params }: Params<"id">) => {
  z.strictObject({}).parse(await readOptionalJson(request, {}));
  return json(await undo({ id: (await readParams(params)).id }));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
