/**
 * GET /api/packs/{id}/lint[?era=NAME]: the same JSON as `cli lint --json`:
 * `{ "diagnostics": [ { era, identifier, field, code, severity, message, line, column, endLine,
 * endColumn, fixes } ], "summary": { errors, warnings, infos } }`.
 */
import { z } from "zod";
import { json, route, type Params } from "@/lib/server/http";
import { lintStoredPack } from "@/lib/server/lint-stored-pack";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { readQuery } from "@/lib/server/query";

export const dynamic = "force-dynamic";

const querySchema = z.object({ era: z.string().optional() });

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const { era } = readQuery(request, querySchema);
  return json(await lintStoredPack({ id: (await readParams(params)).id, era }));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
