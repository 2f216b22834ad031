/**
 * GET /api/cards/{id}: the card with its era, pack context and neighbours.
 * PATCH (`{ "version": n, "changes": { ...fields } }`): save -> the card at version n+1; a
 * stale version -> 409 whose `error.current` is the card as it is now. DELETE -> 204.
 */
import { z } from "zod";
import { deleteCards } from "@/lib/server/delete-cards";
import { AppError } from "@/lib/server/errors";
import { getCard } from "@/lib/server/get-card";
import { json, noContent, readJson, route, type Params } from "@/lib/server/http";
import { updateCard } from "@/lib/server/update-card";
import { cardChangesSchema } from "@/lib/server/validation";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

const patchSchema = z.strictObject({ version: z.number().int().min(1), changes: cardChangesSchema });

export const GET = route(async (_request: Request, { params }: Params<"id">) => json(await getCard({ id: (await readParams(params)).id })));

export const PATCH = route(async (request: Request, { params }: Params<"id">) => {
  const { version, changes } = patchSchema.parse(await readJson(request));
  return json(await updateCard({ id: (await readParams(params)).id, version, changes }));
});

export const DELETE = route(async (_request: Request, { params }: Params<"id">) => {
  const id = (await readParams(params)).id;
  const { deleted } = await deleteCards({ ids: [id] });
  if (deleted === 0) throw new AppError("not_found", `No card with id "${id}"; it may have been deleted. Reload the page.`);
  return noContent();
});

export const { POST, PUT, OPTIONS } = otherMethods("GET", "PATCH", "DELETE");
