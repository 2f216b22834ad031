/** POST /api/cards/copy (`{ "ids", "toDeckId", "position"? }`; `toEraId` is the older name of `toDeckId`): copies into an era (any pack) -> 201 `{ cards }`. */
import { transferBodySchema } from "@/lib/server/deck-target";
import { copyCards } from "@/lib/server/copy-cards";
import { json, readJson, route } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";

export const dynamic = "force-dynamic";

const bodySchema = transferBodySchema;

export const POST = route(async (request: Request) => json({ cards: await copyCards(bodySchema.parse(await readJson(request))) }, 201));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
