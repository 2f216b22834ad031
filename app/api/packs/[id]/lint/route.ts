/**
 * GET /api/packs/{id}/lint[?era=NAME]: the same JSON as `cli lint --json`:
 * `{ "diagnostics": [ { era, identifier, field, code, severity, message, line, column, endLine,
 * endColumn, fixes } ], "summary": { errors, warnings, infos } }`.
 */
import { json, route, type Params } from "@/lib/server/http";
import { lintStoredPack } from "@/lib/server/lint-stored-pack";

export const dynamic = "force-dynamic";

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const era = new URL(request.url).searchParams.get("era") ?? undefined;
  return json(await lintStoredPack({ id: (await params).id, era }));
});
