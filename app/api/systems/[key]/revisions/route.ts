/** GET /api/systems/{key}/revisions: the stored system's revisions, newest first (none for a built-in one). */
import { json, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { listSystemRevisions } from "@/lib/server/systems/list-system-revisions";

export const dynamic = "force-dynamic";

export const GET = route(async (_request: Request, { params }: Params<"key">) => json({ revisions: await listSystemRevisions({ key: (await readParams(params)).key }) }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
