/** POST /api/packs/{id}/duplicate (`{ "name"?: "..." }`, body optional): a full copy -> 201. */
import { z } from "zod";
import { duplicatePack } from "@/lib/server/duplicate-pack";
import { json, readOptionalJson, route, type Params } from "@/lib/server/http";

export const dynamic = "force-dynamic";

const bodySchema = z.strictObject({ name: z.string().optional() });

export const POST = route(async (request: Request, { params }: Params<"id">) => {
  const body = bodySchema.parse(await readOptionalJson(request, {}));
  return json(await duplicatePack({ id: (await params).id, name: body.name }), 201);
});
