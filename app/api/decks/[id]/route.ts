/** PATCH /api/decks/{id} (`{ "name" }`): rename the deck. DELETE: remove it and its cards -> 204. Alias: /api/eras/{id}. */
import { z } from "zod";
import { deleteDeck } from "@/lib/server/delete-deck";
import { json, noContent, readJson, route, type Params } from "@/lib/server/http";
import { renameDeck } from "@/lib/server/rename-deck";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

const bodySchema = z.strictObject({ name: z.string() });

export const PATCH = route(async (request: Request, { params }: Params<"id">) => {
  const { name } = bodySchema.parse(await readJson(request));
  return json(await renameDeck({ id: (await readParams(params)).id, name }));
});

export const DELETE = route(async (_request: Request, { params }: Params<"id">) => {
  await deleteDeck({ id: (await readParams(params)).id });
  return noContent();
});

export const { GET, HEAD, POST, PUT, OPTIONS } = otherMethods("PATCH", "DELETE");
