/** PUT /api/decks/{id}/cards/order (`{ "ids": [every card id in the new order] }`) -> `{ ids }`. */
import { z } from "zod";
import { cardOrderSchema } from "@/lib/server/validation";
import { json, readJson, route, type Params } from "@/lib/server/http";
import { reorderCards } from "@/lib/server/reorder-cards";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

const bodySchema = z.strictObject({ ids: cardOrderSchema });

export const PUT = route(async (request: Request, { params }: Params<"id">) => {
  const { ids } = bodySchema.parse(await readJson(request, 2 * 1024 * 1024));
  return json(await reorderCards({ eraId: (await readParams(params)).id, ids }));
});

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods("PUT");
