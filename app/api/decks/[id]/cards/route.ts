/**
 * GET /api/decks/{id}/cards: the era table (era, pack context, cards in order).
 * POST: add a card -> 201 (omitted fields take defaults, the identifier continues the era's
 * numbering). Any system: `{ "identifier"?, "copies"?, "type", "fields"?: {...}, "pictureId"?,
 * "position"? }` (a top-level `"type"` marks this shape); GOT CGS's older body
 * `{ "fields"?: { identifier, format, directive, ... }, "position"? }` keeps working. A format
 * error (unknown type or field, wrong JSON type) is a 422 naming the path.
 */
import { z } from "zod";
import { createCard } from "@/lib/server/create-card";
import { json, readOptionalJson, route, type Params } from "@/lib/server/http";
import { listCards } from "@/lib/server/list-cards";
import { cardChangesSchema } from "@/lib/server/validation";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

const positionSchema = z.number().int().min(0).optional();
const bodySchema = z.strictObject({ fields: cardChangesSchema.optional(), position: positionSchema });
const cardBodySchema = cardChangesSchema.extend({ type: z.string().min(1).max(100), position: positionSchema });

export const GET = route(async (_request: Request, { params }: Params<"id">) => json(await listCards({ eraId: (await readParams(params)).id })));

export const POST = route(async (request: Request, { params }: Params<"id">) => {
  const raw: unknown = await readOptionalJson(request, {});
  const eraId = (await readParams(params)).id;
  if (typeof raw === "object" && raw !== null && "type" in raw) {
    const { position, ...fields } = cardBodySchema.parse(raw);
    return json(await createCard({ eraId, fields, position }), 201);
  }
  const body = bodySchema.parse(raw);
  return json(await createCard({ eraId, ...body }), 201);
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
