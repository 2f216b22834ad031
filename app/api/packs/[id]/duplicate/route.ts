/** POST /api/packs/{id}/duplicate (`{ "name"?: "..." }`, body optional): a full copy -> 201. */
import { z } from "zod";
import { duplicatePack } from "@/lib/server/duplicate-pack";
import { json, readOptionalJson, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

const bodySchema = z.strictObject({ name: z.string().optional() });

export const POST = route(async (request: Request, { params }: Params<"id">) => {
  const body = bodySchema.parse(await readOptionalJson(request, {}));
  return json(await duplicatePack({ id: (await readParams(params)).id, name: body.name }), 201);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
