/**
 * POST /api/systems/{key}/impact: what saving a draft would do to the stored cards of the system's
 * packs, without saving. Body: `{ "format": "greenhouse.system/1", "definition", "renames"? }`
 * (renames as for PUT, at most 200) -> `{ changes, confirmCards, changedCards, blockedCards,
 * revision }`. The same roles as PUT (a studio owner on a team server); 405 for a built-in key.
 */
import { json, readJson, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { readSystemDocument, refuseBuiltIn } from "@/lib/server/systems/document";
import { parseRenames, systemImpact } from "@/lib/server/systems/system-impact";

export const dynamic = "force-dynamic";

export const POST = route(async (request: Request, { params }: Params<"key">) => {
  const { key } = await readParams(params);
  refuseBuiltIn(key);
  const body = await readJson(request);
  const renames = parseRenames(typeof body === "object" && body !== null ? (body as { renames?: unknown }).renames : undefined);
  const definition = readSystemDocument(body);
  return json(await systemImpact({ key, definition, renames }));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
