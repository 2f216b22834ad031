/**
 * POST /api/packs/import: a `greenhouse.pack/1` document (JSON body, up to 50 MB) becomes a new
 * pack -> 201 `{ id, name, eras, cards, pictures }`. A format error -> 422 naming every bad
 * path, and nothing is written. A pack of a system a designer defined carries its
 * `systemDefinition`: stored when new, reused when the same, 409 when different (`?systemAs=<key>`
 * imports it as a copy under a new key).
 */
import { json, LIMITS, readText, route } from "@/lib/server/http";
import { importPack } from "@/lib/server/import-pack";
import { otherMethods } from "@/lib/server/methods";
import { readQuery } from "@/lib/server/query";
import { z } from "zod";

export const dynamic = "force-dynamic";

const querySchema = z.strictObject({ systemAs: z.string().min(1).max(100).optional() });

export const POST = route(async (request: Request) => {
  const { systemAs } = readQuery(request, querySchema);
  const text = await readText(request, LIMITS.packImport);
  return json(await importPack({ document: text, systemAs }), 201);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
