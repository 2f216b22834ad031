/**
 * DELETE /api/packs/{id}/export/tts/links/{linkId}: revokes the link (editor): its URLs answer
 * 404 from now on and its stored files are deleted; answers `{ link }`, revoked. 404 for a link
 * of another pack (lib/server/export-links.ts).
 */
import { json, route, type Params } from "@/lib/server/http";
import { revokeExportLink } from "@/lib/server/export-links";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

export const DELETE = route(async (_request: Request, { params }: Params<"id" | "linkId">) => {
  const raw = await params;
  const { id } = await readParams(Promise.resolve({ id: raw.id }));
  return json({ link: await revokeExportLink({ packId: id, linkId: raw.linkId }) });
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods("DELETE");
