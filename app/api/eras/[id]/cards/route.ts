/**
 * GET /api/eras/{id}/cards: the era table (era, pack context, cards in order).
 * POST (`{ "fields"?: {...}, "position"? }`): add a card -> 201 (omitted fields take defaults,
 * the identifier continues the era's numbering).
 */
import { z } from "zod";
import { createCard } from "@/lib/server/create-card";
import { json, readOptionalJson, route, type Params } from "@/lib/server/http";
import { listCards } from "@/lib/server/list-cards";
import { cardChangesSchema } from "@/lib/server/validation";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

const bodySchema = z.strictObject({ fields: cardChangesSchema.optional(), position: z.number().int().min(0).optional() });

export const GET = route(async (_request: Request, { params }: Params<"id">) => json(await listCards({ eraId: (await readParams(params)).id })));

export const POST = route(async (request: Request, { params }: Params<"id">) => {
  const body = bodySchema.parse(await readOptionalJson(request, {}));
  return json(await createCard({ eraId: (await readParams(params)).id, ...body }), 201);
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
