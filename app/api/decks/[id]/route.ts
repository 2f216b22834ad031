/** PATCH /api/decks/{id} (`{ "name" }`): rename the deck. DELETE: remove it and its cards -> 204. Alias: /api/eras/{id}. */
import { z } from "zod";
import { deleteEra } from "@/lib/server/delete-era";
import { json, noContent, readJson, route, type Params } from "@/lib/server/http";
import { renameEra } from "@/lib/server/rename-era";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

const bodySchema = z.strictObject({ name: z.string() });

export const PATCH = route(async (request: Request, { params }: Params<"id">) => {
  const { name } = bodySchema.parse(await readJson(request));
  return json(await renameEra({ id: (await readParams(params)).id, name }));
});

export const DELETE = route(async (_request: Request, { params }: Params<"id">) => {
  await deleteEra({ id: (await readParams(params)).id });
  return noContent();
});

export const { GET, HEAD, POST, PUT, OPTIONS } = otherMethods("PATCH", "DELETE");
