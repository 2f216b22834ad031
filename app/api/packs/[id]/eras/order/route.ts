/** PUT /api/packs/{id}/eras/order (`{ "ids": [every era id in the new order] }`) -> the eras. */
import { z } from "zod";
import { eraOrderSchema } from "@/lib/server/validation";
import { json, readJson, route, type Params } from "@/lib/server/http";
import { reorderEras } from "@/lib/server/reorder-eras";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

const bodySchema = z.strictObject({ ids: eraOrderSchema });

export const PUT = route(async (request: Request, { params }: Params<"id">) => {
  const { ids } = bodySchema.parse(await readJson(request));
  return json({ eras: await reorderEras({ packId: (await readParams(params)).id, ids }) });
});

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods("PUT");
