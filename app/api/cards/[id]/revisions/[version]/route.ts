/** GET /api/cards/{id}/revisions/{version}: that version's fields. */
import { getRevision } from "@/lib/server/get-revision";
import { json, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

export const GET = route(async (_request: Request, { params }: Params<"id" | "version">) => {
  const { id, version } = await readParams(params);
  return json(await getRevision({ cardId: id, version }));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
