/**
 * GET /api/packs/{id}/members (team server, owners of the pack): `{ pack, members, studioOwners }`,
 * each member `{ userId, name, email, role }`. New members come by invitation (/__greenhouse/team).
 */
import { listMembers } from "@/lib/server/accounts/members";
import { json, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

export const GET = route(async (_request: Request, { params }: Params<"id">) => json(await listMembers({ packId: (await readParams(params)).id })));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
