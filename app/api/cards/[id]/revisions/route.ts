/** GET /api/cards/{id}/revisions: the card's history, newest first. */
import { json, route, type Params } from "@/lib/server/http";
import { listRevisions } from "@/lib/server/list-revisions";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

export const GET = route(async (_request: Request, { params }: Params<"id">) => json({ revisions: await listRevisions({ cardId: (await readParams(params)).id }) }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
