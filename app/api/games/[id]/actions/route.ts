/**
 * POST /api/games/{id}/actions[?since=n] (body: one engine action of a human seat, at most 16 KB,
 * no key the engine does not list: 413 / 422 at its path) -> 200 with the
 * game after it and the bots' answers (with `since`, the log only from entry n on: `logFrom: n`);
 * 422 with the engine's rejection (`error.rule`), nothing appended; 409 when another action was
 * appended first.
 */
import { act } from "@/lib/server/games/act";
import { ACTION_LIMIT } from "@/lib/server/games/action-shape";
import { json, readJson, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { readQuery } from "@/lib/server/query";
import { sinceQuerySchema } from "@/lib/server/games/since";

export const dynamic = "force-dynamic";

export const POST = route(async (request: Request, { params }: Params<"id">) => {
  const { since } = readQuery(request, sinceQuerySchema);
  const action = await readJson(request, ACTION_LIMIT);
  return json(await act({ id: (await readParams(params)).id, action, since }));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
