/** PUT /api/packs/{id}/decks/order (`{ "ids": [every deck id in the new order] }`) -> `{ decks, eras }` (the same list). Alias: /api/packs/{id}/eras/order. */
import { z } from "zod";
import { eraOrderSchema } from "@/lib/server/validation";
import { json, readJson, route, type Params } from "@/lib/server/http";
import { reorderDecks } from "@/lib/server/reorder-decks";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

const bodySchema = z.strictObject({ ids: eraOrderSchema });

export const PUT = route(async (request: Request, { params }: Params<"id">) => {
  const { ids } = bodySchema.parse(await readJson(request));
  const decks = await reorderDecks({ packId: (await readParams(params)).id, ids });
  return json({ decks, eras: decks });
});

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods("PUT");
