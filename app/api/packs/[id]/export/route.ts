/**
 * GET /api/packs/{id}/export: the pack as `greenhouse.pack/1` in canonical form (import then
 * export gives the same bytes), of any system (`"eras"` for GOT CGS, `"decks"` for the others).
 * `?download=1` adds a Content-Disposition with a file name.
 */
import { z } from "zod";
import { serializeAnyPack } from "@/lib/packs/system-pack";
import { buildPackDocument } from "@/lib/server/export-pack";
import { packFileName, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { readQuery } from "@/lib/server/query";

export const dynamic = "force-dynamic";

const querySchema = z.object({ download: z.string().optional() });

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const { download } = readQuery(request, querySchema);
  const doc = await buildPackDocument((await readParams(params)).id);
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };
  if (download === "1") {
    headers["content-disposition"] = `attachment; filename="${packFileName(doc.pack.name)}"`;
  }
  return new Response(serializeAnyPack(doc), { status: 200, headers });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
