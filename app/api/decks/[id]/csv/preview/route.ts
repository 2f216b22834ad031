/**
 * POST /api/decks/{id}/csv/preview (`{ "text": "<csv>", "mapping"?: { column: target } }`):
 * columns, the mapping (suggested when none is given) and every row as a card or its problems.
 * Writes nothing.
 */
import { z } from "zod";
import { json, LIMITS, readJson, route, type Params } from "@/lib/server/http";
import { previewCsv } from "@/lib/server/preview-csv";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";

export const dynamic = "force-dynamic";

const bodySchema = z.strictObject({ text: z.string(), mapping: z.record(z.string(), z.string()).optional() });

export const POST = route(async (request: Request, { params }: Params<"id">) => {
  const body = bodySchema.parse(await readJson(request, LIMITS.csv));
  return json(await previewCsv({ eraId: (await readParams(params)).id, text: body.text, mapping: body.mapping }));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
