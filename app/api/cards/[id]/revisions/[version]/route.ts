/** GET /api/cards/{id}/revisions/{version}: that version's fields. */
import { z } from "zod";
import { getRevision } from "@/lib/server/get-revision";
import { json, route, type Params } from "@/lib/server/http";

export const dynamic = "force-dynamic";

const versionParam = z.coerce.number({ message: "the version must be a number" }).int().min(1);

export const GET = route(async (_request: Request, { params }: Params<"id" | "version">) => {
  const { id, version } = await params;
  return json(await getRevision({ cardId: id, version: versionParam.parse(version) }));
});
