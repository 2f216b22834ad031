/** GET /api/cards/{id}/revisions: the card's history, newest first. */
import { json, route, type Params } from "@/lib/server/http";
import { listRevisions } from "@/lib/server/list-revisions";

export const dynamic = "force-dynamic";

export const GET = route(async (_request: Request, { params }: Params<"id">) => json({ revisions: await listRevisions({ cardId: (await params).id }) }));
