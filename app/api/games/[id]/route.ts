/**
 * GET /api/games/{id}: the game (state, seat to act, legal actions, log); `?at=n`: as it was
 * after n log entries (legal empty). DELETE -> 204.
 */
import { z } from "zod";
import { deleteGame } from "@/lib/server/games/delete-game";
import { getGame } from "@/lib/server/games/get-game";
import { json, noContent, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { readQuery } from "@/lib/server/query";

export const dynamic = "force-dynamic";

const querySchema = z.strictObject({
  at: z.string().regex(/^\d{1,9}$/, "at is a whole number of log entries (0 = the deal)").transform(Number).optional(),
});

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const { at } = readQuery(request, querySchema);
  return json(await getGame({ id: (await readParams(params)).id, ...(at === undefined ? {} : { at }) }));
});

export const DELETE = route(async (_request: Request, { params }: Params<"id">) => {
  await deleteGame({ id: (await readParams(params)).id });
  return noContent();
});

export const { POST, PUT, PATCH, OPTIONS } = otherMethods("GET", "DELETE");
