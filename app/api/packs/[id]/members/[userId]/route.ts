/**
 * PATCH /api/packs/{id}/members/{userId} (`{ "role": "owner" | "editor" | "viewer" }`) -> 204:
 * changes the member's role. DELETE -> 204: takes the member off the pack. Owners of the pack
 * only; the last owner can be neither demoted nor removed (409 says to make another owner first).
 */
import { z } from "zod";
import { removeMember, setMemberRole } from "@/lib/server/accounts/members";
import { noContent, readJson, route } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { idSchema, parseField } from "@/lib/server/validation";

export const dynamic = "force-dynamic";

type MemberParams = { params: Promise<{ id: string; userId: string }> };

const bodySchema = z.strictObject({ role: z.enum(["owner", "editor", "viewer"]) });

async function ids(params: MemberParams["params"]) {
  const raw = await params;
  return { packId: parseField("id", idSchema, raw.id), userId: parseField("userId", idSchema, raw.userId) };
}

export const PATCH = route(async (request: Request, { params }: MemberParams) => {
  const { role } = bodySchema.parse(await readJson(request));
  await setMemberRole({ ...(await ids(params)), role });
  return noContent();
});

export const DELETE = route(async (_request: Request, { params }: MemberParams) => {
  await removeMember(await ids(params));
  return noContent();
});

export const { GET, HEAD, POST, PUT, OPTIONS } = otherMethods("PATCH", "DELETE");
