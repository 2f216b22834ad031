/** POST /api/cards/move (`{ "ids", "toDeckId", "position"? }`; `toEraId` is the older name of `toDeckId`): moves into an era (any pack) -> `{ cards }`. */
import { transferBodySchema } from "@/lib/server/deck-target";
import { json, readJson, route } from "@/lib/server/http";
import { moveCards } from "@/lib/server/move-cards";
import { otherMethods } from "@/lib/server/methods";

export const dynamic = "force-dynamic";

const bodySchema = transferBodySchema;

export const POST = route(async (request: Request) => json({ cards: await moveCards(bodySchema.parse(await readJson(request))) }));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
