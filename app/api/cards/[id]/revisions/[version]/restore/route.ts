/**
 * POST /api/cards/{id}/revisions/{version}/restore (`{ "baseVersion": n }`, the card's current
 * version): brings that version back as a new save -> the card. Stale baseVersion -> 409.
 */
import { z } from "zod";
import { json, readJson, route, type Params } from "@/lib/server/http";
import { restoreRevision } from "@/lib/server/restore-revision";

export const dynamic = "force-dynamic";

const bodySchema = z.strictObject({ baseVersion: z.number().int().min(1) });
const versionParam = z.coerce.number({ message: "the version must be a number" }).int().min(1);

export const POST = route(async (request: Request, { params }: Params<"id" | "version">) => {
  const { id, version } = await params;
  const { baseVersion } = bodySchema.parse(await readJson(request));
  return json(await restoreRevision({ cardId: id, version: versionParam.parse(version), baseVersion }));
});
