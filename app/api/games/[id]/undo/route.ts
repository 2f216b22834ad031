/**
 * POST /api/games/{id}/undo[?since=n] (no body, or `{}`) -> 200: the game as it was before the
 * last human action; the take-back is appended to the log (with `since`, the log from entry n
 * on). 422 when there is nothing to take back.
 */
import { z } from "zod";
import { undo } from "@/lib/server/games/undo";
import { json, readOptionalJson, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { readQuery } from "@/lib/server/query";
import { sinceQuerySchema } from "@/lib/server/games/since";

export const dynamic = "force-dynamic";

export const POST = route(async (request: Request, { params }: Params<"id">) => {
  const { since } = readQuery(request, sinceQuerySchema);
  z.strictObject({}).parse(await readOptionalJson(request, {}));
  return json(await undo({ id: (await readParams(params)).id, since }));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
