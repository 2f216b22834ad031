/**
 * GET /api/packs/{id}/decks: the decks in order, as `decks` and (the same list) `eras`, its name
 * before issue 26. POST (`{ "name", "position"? }`): add one -> 201. Alias: /api/packs/{id}/eras.
 */
import { z } from "zod";
import { createDeck } from "@/lib/server/create-deck";
import { getPack } from "@/lib/server/get-pack";
import { json, readJson, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

const bodySchema = z.strictObject({ name: z.string(), position: z.number().int().min(0).optional() });

export const GET = route(async (_request: Request, { params }: Params<"id">) => {
  const { eras } = await getPack({ id: (await readParams(params)).id });
  return json({ decks: eras, eras });
});

export const POST = route(async (request: Request, { params }: Params<"id">) => {
  const body = bodySchema.parse(await readJson(request));
  return json(await createDeck({ packId: (await readParams(params)).id, ...body }), 201);
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
