/** POST /api/cards/move (`{ "ids", "toEraId", "position"? }`): moves into an era (any pack) -> `{ cards }`. */
import { z } from "zod";
import { selectionIdsSchema } from "@/lib/server/validation";
import { json, readJson, route } from "@/lib/server/http";
import { moveCards } from "@/lib/server/move-cards";
import { otherMethods } from "@/lib/server/methods";

export const dynamic = "force-dynamic";

const bodySchema = z.strictObject({ ids: selectionIdsSchema, toEraId: z.string(), position: z.number().int().min(0).optional() });

export const POST = route(async (request: Request) => json({ cards: await moveCards(bodySchema.parse(await readJson(request))) }));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
