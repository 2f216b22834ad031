/**
 * POST /api/cards/{id}/revisions/{version}/restore (`{ "baseVersion": n }`, the card's current
 * version): brings that version back as a new save -> the card. Stale baseVersion -> 409.
 */
import { z } from "zod";
import { json, readJson, route, type Params } from "@/lib/server/http";
import { restoreRevision } from "@/lib/server/restore-revision";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

const bodySchema = z.strictObject({ baseVersion: z.number().int().min(1) });

export const POST = route(async (request: Request, { params }: Params<"id" | "version">) => {
  const { id, version } = await readParams(params);
  const { baseVersion } = bodySchema.parse(await readJson(request));
  return json(await restoreRevision({ cardId: id, version: version, baseVersion }));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
