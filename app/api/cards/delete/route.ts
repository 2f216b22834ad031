/** POST /api/cards/delete (`{ "ids" }`): deletes cards in bulk -> `{ deleted }` (ids already gone are skipped). */
import { z } from "zod";
import { selectionIdsSchema } from "@/lib/server/validation";
import { deleteCards } from "@/lib/server/delete-cards";
import { json, readJson, route } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";

export const dynamic = "force-dynamic";

const bodySchema = z.strictObject({ ids: selectionIdsSchema });

export const POST = route(async (request: Request) => json(await deleteCards(bodySchema.parse(await readJson(request)))));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
