/**
 * POST /api/decks/{id}/csv/import (`{ "text", "mapping", "skipInvalid"?: false }`): the rows
 * become cards at the end of the era, in one transaction -> 201 `{ created, skipped, ids }`.
 * Any problem (without skipInvalid) -> 422 listing each as `line N: column`; nothing written.
 */
import { z } from "zod";
import { json, LIMITS, readJson, route, type Params } from "@/lib/server/http";
import { importCsv } from "@/lib/server/import-csv";
import { otherMethods } from "@/lib/server/methods";

export const dynamic = "force-dynamic";

const bodySchema = z.strictObject({ text: z.string(), mapping: z.record(z.string(), z.string()), skipInvalid: z.boolean().optional() });

export const POST = route(async (request: Request, { params }: Params<"id">) => {
  const body = bodySchema.parse(await readJson(request, LIMITS.csv));
  return json(await importCsv({ eraId: (await params).id, text: body.text, mapping: body.mapping, skipInvalid: body.skipInvalid }), 201);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
