/** POST /api/cards/copy (`{ "ids", "toEraId", "position"? }`): copies into an era (any pack) -> 201 `{ cards }`. */
import { z } from "zod";
import { selectionIdsSchema } from "@/lib/server/validation";
import { copyCards } from "@/lib/server/copy-cards";
import { json, readJson, route } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";

export const dynamic = "force-dynamic";

const bodySchema = z.strictObject({ ids: selectionIdsSchema, toEraId: z.string(), position: z.number().int().min(0).optional() });

export const POST = route(async (request: Request) => json({ cards: await copyCards(bodySchema.parse(await readJson(request))) }, 201));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
