/**
 * POST /api/packs/import: a `greenhouse.pack/1` document (JSON body, up to 50 MB) becomes a new
 * pack -> 201 `{ id, name, eras, cards, pictures }`. A format error -> 422 naming every bad
 * path, and nothing is written.
 */
import { json, LIMITS, readText, route } from "@/lib/server/http";
import { importPack } from "@/lib/server/import-pack";
import { otherMethods } from "@/lib/server/methods";

export const dynamic = "force-dynamic";

export const POST = route(async (request: Request) => {
  const text = await readText(request, LIMITS.packImport);
  return json(await importPack({ document: text }), 201);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
