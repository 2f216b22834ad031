/** GET /api/packs/{id}/eras: the era decks in order. POST (`{ "name", "position"? }`): add one -> 201. */
import { z } from "zod";
import { createEra } from "@/lib/server/create-era";
import { getPack } from "@/lib/server/get-pack";
import { json, readJson, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

const bodySchema = z.strictObject({ name: z.string(), position: z.number().int().min(0).optional() });

export const GET = route(async (_request: Request, { params }: Params<"id">) => json({ eras: (await getPack({ id: (await readParams(params)).id })).eras }));

export const POST = route(async (request: Request, { params }: Params<"id">) => {
  const body = bodySchema.parse(await readJson(request));
  return json(await createEra({ packId: (await readParams(params)).id, ...body }), 201);
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
