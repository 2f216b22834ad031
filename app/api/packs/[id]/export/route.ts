/**
 * GET /api/packs/{id}/export: the pack as `greenhouse.pack/1` in canonical form (import then
 * export gives the same bytes). `?download=1` adds a Content-Disposition with a file name.
 */
import { serializePack } from "@/lib/packs/serialize";
import { exportPack } from "@/lib/server/export-pack";
import { packFileName, route, type Params } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const doc = await exportPack((await params).id);
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };
  if (new URL(request.url).searchParams.get("download") === "1") {
    headers["content-disposition"] = `attachment; filename="${packFileName(doc.pack.name)}"`;
  }
  return new Response(serializePack(doc), { status: 200, headers });
});
